/** The design brief implied by an assistant conversation: every user turn, oldest first. */
import { EMPTY_SLOTS, type DesignSlots } from '../designBrief';
import { applySuggestions } from '../slotChanges';
import { extractSlots } from '../slotExtraction';
import type { ChatRequest } from '../types';

/** History entries we read back: the spec's client sends the whole conversation. */
const MAX_HISTORY_ENTRIES = 40;

export function conversationBrief(request: ChatRequest): DesignSlots {
  const userTurns = request.conversation_history
    .slice(-MAX_HISTORY_ENTRIES)
    .filter((entry) => entry.role === 'user')
    .map((entry) => entry.message);
  const last = userTurns[userTurns.length - 1];
  // The client may or may not have appended the current message to the history already.
  if (last !== request.message) userTurns.push(request.message);
  let slots: DesignSlots = { ...EMPTY_SLOTS };
  // (each turn read with the one before it: "and coffee?" after an off-topic question writes nothing)
  userTurns.forEach((turn, k) => {
    slots = applySuggestions(slots, extractSlots(turn, slots, userTurns[k - 1] ?? '')).slots;
  });
  return slots;
}
