/**
 * A Text Chat turn (spec §3/§4): the user's message → extract fields → apply them to the brief
 * (with Undo) → the persona's reply → a handoff recommendation. Everything goes through the
 * injected AI client and the write-through kit, so it runs without React or a browser.
 */
import { applySuggestions, revertChanges } from '@/engine/slotExtraction';
import { PERSONA_IDS, type HandoffRecommendation, type PersonaMessage } from '@/engine/types';
import type { AiClient } from '@/ai/aiClient';
import { AI_MESSAGES } from '@/ai/messages';
import type { ChatMessage } from './designerPersistence';
import type { DesignerActions } from './designerState';
import type { DesignerKit } from './designerWrites';

/** A conversation as the AI operations read it (failed replies are not part of the dialogue). */
export function toPersonaHistory(messages: readonly ChatMessage[]): PersonaMessage[] {
  return messages.filter((m) => !m.failed).map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
}

/** A failed reply is an agent message with spec §8's text (the AiError's message), kept out of later AI history. */
export function failedReplyText(error: unknown): string {
  return error instanceof Error && error.name === 'AiError' ? error.message : AI_MESSAGES.other;
}

export function createChatTurn(kit: DesignerKit, getClient: () => Promise<AiClient>): Pick<DesignerActions, 'sendMessage' | 'undoCapture'> {
  const { get, set, newId, nextTimestamp, appendMessage, updateMessage, setSlots, setUi } = kit;
  return {
    async sendMessage(raw) {
      const text = raw.trim();
      const persona = get().persona;
      if (!text || get().replying[persona]) return;
      await get().ensureConversation(persona);
      const userMessage: ChatMessage = { id: newId(), role: 'user', content: text, timestamp: nextTimestamp(), persona };
      appendMessage(userMessage);
      set({ replying: { ...get().replying, [persona]: true }, drafts: { ...get().drafts, [persona]: '' } });
      setUi({ handoff: null });
      try {
        const client = await getClient();
        const history = toPersonaHistory(get().conversations[persona] ?? []);
        const suggestions = await client.extractFields({ history, slots: get().slots });
        const { slots, changes } = applySuggestions(get().slots, suggestions);
        if (changes.length > 0) {
          setSlots(slots);
          updateMessage(persona, userMessage.id, { capture: changes });
        }
        const captured = suggestions.filter((s) => changes.some((c) => c.field === s.field && c.value === s.value));
        let reply: ChatMessage;
        try {
          const content = await client.personaReply({ persona, history, slots: get().slots, captured });
          reply = { id: newId(), role: 'agent', content, timestamp: nextTimestamp(), persona };
        } catch (error) {
          reply = { id: newId(), role: 'agent', content: failedReplyText(error), timestamp: nextTimestamp(), persona, failed: true };
        }
        appendMessage(reply);
        if (!reply.failed) {
          const handoff: HandoffRecommendation | null = await client.recommendHandoff({
            history: toPersonaHistory(get().conversations[persona] ?? []),
            currentPersona: persona,
            slots: get().slots,
          });
          // Only while the user is still with this persona: a suggestion for a conversation
          // they already left would be noise.
          if (handoff && handoff.recommendedAgent !== persona && get().persona === persona) setUi({ handoff });
        }
      } finally {
        set({ replying: { ...get().replying, [persona]: false } });
      }
    },

    undoCapture(messageId) {
      for (const persona of PERSONA_IDS) {
        const message = get().conversations[persona]?.find((m) => m.id === messageId);
        if (!message?.capture || message.captureUndone) continue;
        setSlots(revertChanges(get().slots, message.capture));
        updateMessage(persona, messageId, { captureUndone: true });
        return;
      }
    },
  };
}
