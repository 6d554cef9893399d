/**
 * The voice session's state machine (spec §4: idle (Ready), recording, speaking), with the
 * in-between phases a real microphone and a real server need:
 *
 *   idle ──start──▶ starting ──started──▶ recording ──stop──▶ stopping ──ended──▶ processing
 *     ▲                │                                          │ (nothing heard)     │
 *     │◀───failed──────┘                                          ▼                     │
 *     │◀──────────────────────────────────────────────────────── idle                  │
 *     │◀──spoken── speaking ◀──replied(speak)── processing ◀──sendText── idle           │
 *     │◀────────────────────── replied(muted) ─────────────────────────────────────────┘
 *
 * `cancel` (agent switch, leaving the tab, muting while speaking) returns to idle from anywhere.
 * Events that make no sense in the current phase are ignored, so a late browser callback can
 * never put the panel in an impossible state.
 */
export type VoicePhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'processing' | 'speaking';

export type VoiceEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'stop' }
  | { type: 'ended'; heardSomething: boolean }
  | { type: 'sendText' }
  | { type: 'replied'; speak: boolean }
  | { type: 'spoken' }
  | { type: 'failed' }
  | { type: 'cancel' };

export function nextVoicePhase(phase: VoicePhase, event: VoiceEvent): VoicePhase {
  switch (event.type) {
    case 'start':
      // Starting while a reply is spoken interrupts it (the caller silences the speaker).
      return phase === 'idle' || phase === 'speaking' ? 'starting' : phase;
    case 'started':
      return phase === 'starting' ? 'recording' : phase;
    case 'stop':
      return phase === 'recording' || phase === 'starting' ? 'stopping' : phase;
    case 'ended':
      if (phase !== 'stopping') return phase;
      return event.heardSomething ? 'processing' : 'idle';
    case 'sendText':
      return phase === 'idle' || phase === 'speaking' ? 'processing' : phase;
    case 'replied':
      if (phase !== 'processing') return phase;
      return event.speak ? 'speaking' : 'idle';
    case 'spoken':
      return phase === 'speaking' ? 'idle' : phase;
    case 'failed':
    case 'cancel':
      return 'idle';
  }
}

export type VoiceStatus = 'recording' | 'speaking' | 'ready';

/** The badge (spec §2: Recording, Speaking, Ready). */
export function voiceStatus(phase: VoicePhase): VoiceStatus {
  if (phase === 'recording' || phase === 'stopping') return 'recording';
  if (phase === 'speaking') return 'speaking';
  return 'ready';
}

/** Why the microphone could not be used; kept until a recording starts (issue #37: the badge matches the message). */
export type MicrophoneProblem = 'no-device' | 'permission-denied' | 'busy';

export type VoiceBadge = VoiceStatus | 'no-microphone' | 'microphone-blocked' | 'microphone-busy';

const PROBLEM_BADGE: Record<MicrophoneProblem, VoiceBadge> = {
  'no-device': 'no-microphone',
  'permission-denied': 'microphone-blocked',
  busy: 'microphone-busy',
};

export function isMicrophoneProblem(cause: string): cause is MicrophoneProblem {
  return cause in PROBLEM_BADGE;
}

/**
 * The badge with the microphone's state: after a missing, refused or busy microphone the panel
 * must not say 'Ready' beside the toast saying it is not — until a recording starts again.
 */
export function voiceBadge(phase: VoicePhase, microphone: MicrophoneProblem | null): VoiceBadge {
  const status = voiceStatus(phase);
  return status === 'ready' && microphone ? PROBLEM_BADGE[microphone] : status;
}

/** The microphone is open (or opening): Start Recording becomes Stop Recording. */
export const isListening = (phase: VoicePhase): boolean => phase === 'starting' || phase === 'recording';

/** Waiting on the microphone or the agent: Send Message is disabled (spec §5). */
export const isBusy = (phase: VoicePhase): boolean => phase !== 'idle' && phase !== 'speaking';

/** A session the user would call "in progress": switching agent ends it first (spec §4). */
export const isSessionActive = (phase: VoicePhase): boolean => phase !== 'idle';
