/**
 * Voice Chat conversations as consultations: its answers arrive only in the tab that asked, while
 * the voice panel is open, so this is loaded with the panel (not with the designer's first paint).
 */
import { grewByAnswer, voiceChatConsultation } from '../designerConsultation';
import { noteConsultation } from '../consultationNotes';
import { designerStore } from '../useDesigner';
import { useVoiceConversation } from './voiceConversationStore';

useVoiceConversation.subscribe((after, before) => {
  if (!before.hydrated || !grewByAnswer(before.messages, after.messages)) return;
  const consultation = voiceChatConsultation(after.messages, designerStore.getState().slots);
  if (consultation) noteConsultation(consultation.key, consultation.summary);
});
