import type { DesignSlots } from '../designBrief';
import { applySuggestions } from '../slotChanges';
import { extractSlots } from '../slotExtraction';
import { extractVoiceKeywords } from '../voiceKeywords';

/**
 * What a turn does to a brief mid-conversation, for the mechanism tests (issue #19): `changes` is what the
 * conversation eval counts as an off-topic change (typed or spoken), `applied` the brief after a typed turn.
 */
export function briefProbe(started: DesignSlots) {
  const changes = (text: string, current: DesignSlots = started): boolean =>
    applySuggestions(current, extractSlots(text, current)).changes.length > 0 ||
    applySuggestions(current, extractVoiceKeywords(text, current).suggestions).changes.length > 0;
  const applied = (text: string, current: DesignSlots = started): DesignSlots => applySuggestions(current, extractSlots(text, current)).slots;
  return { changes, applied };
}
