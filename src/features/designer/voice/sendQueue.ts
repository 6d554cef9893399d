/**
 * Send while the helper is still answering (or the microphone is on): the message is queued —
 * shown as queued under the box — and sent as soon as the helper is free, instead of the old
 * silent no-op that left the text in the box. One queued message at a time; more text sent while
 * one waits joins it on a new line, so nothing typed is lost and nothing is sent twice.
 */
import type { VoicePhase } from './voiceSession';

export type SendAction = { kind: 'send'; text: string } | { kind: 'queue'; queued: string } | { kind: 'none' };

/** What Enter / Send Message does with `draft` in `phase`, given what is already queued. */
export function sendAction(draft: string, phase: VoicePhase, queued: string | null): SendAction {
  const text = draft.trim();
  if (!text) return { kind: 'none' };
  if (queued === null && helperFree(phase)) return { kind: 'send', text };
  return { kind: 'queue', queued: queued === null ? text : `${queued}\n${text}` };
}

/**
 * The queued message to send now, or null. It waits for idle — the reply shown and, unless muted,
 * spoken to the end — because the person wrote it before hearing that reply.
 */
export function queuedToSend(phase: VoicePhase, queued: string | null): string | null {
  return queued !== null && phase === 'idle' ? queued : null;
}

/** Idle, or speaking a reply (sending then interrupts the speech, as before). */
const helperFree = (phase: VoicePhase): boolean => phase === 'idle' || phase === 'speaking';
