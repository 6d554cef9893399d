/**
 * What a speech recognition error code means for the user (spec §8). Codes are the Web Speech
 * API's SpeechRecognitionErrorEvent.error values.
 */
export type RecognitionErrorKind =
  /** Microphone refused or missing: toast 'Connection failed' and stop. */
  | 'microphone'
  /** We stopped it ourselves: nothing to say. */
  | 'aborted'
  /** A pause with no speech: Chrome ends the run; the session keeps listening. */
  | 'silence'
  /** Anything else (network, language, service): toast 'Voice error' and stop. */
  | 'error';

export function classifyRecognitionError(code: string): RecognitionErrorKind {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
    case 'audio-capture':
      return 'microphone';
    case 'aborted':
      return 'aborted';
    case 'no-speech':
      return 'silence';
    default:
      return 'error';
  }
}

/** Why voice input failed, as the user can act on it. */
export type VoiceFailureCause = 'no-device' | 'permission-denied' | 'busy' | 'not-supported' | 'network' | 'unknown';

/** A getUserMedia (or missing API) failure, by the DOMException's name. */
export function microphoneFailureCause(error: unknown): VoiceFailureCause {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-device';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission-denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'not-supported';
    default:
      return 'unknown';
  }
}

/** A speech recognition error code that ends the session, by what actually went wrong. */
export function recognitionFailureCause(code: string): VoiceFailureCause {
  switch (code) {
    case 'not-allowed':
      return 'permission-denied';
    case 'audio-capture':
      return 'no-device';
    case 'service-not-allowed':
    case 'language-not-supported':
      return 'not-supported';
    case 'network':
      return 'network';
    default:
      return 'unknown';
  }
}

/**
 * The one toast a voice failure raises (issue #20: one message with the true cause, no second
 * toast or inline error). Microphone problems keep spec §8's 'Connection failed' title; the rest
 * keep 'Voice error'. The description says what happened and what the user can do.
 */
export function voiceFailureToast(cause: VoiceFailureCause): { title: string; description: string } {
  switch (cause) {
    case 'no-device':
      return { title: 'Connection failed', description: 'No microphone was found. Connect one and try again, or type your message below.' };
    case 'permission-denied':
      return { title: 'Connection failed', description: 'Microphone access is blocked. Allow it in the browser’s site settings, or type your message below.' };
    case 'busy':
      return { title: 'Connection failed', description: 'The microphone is in use by another app. Close it and try again.' };
    case 'not-supported':
      return { title: 'Voice error', description: 'Voice input is not available in this browser. You can type your message below.' };
    case 'network':
      return { title: 'Voice error', description: 'Speech recognition needs a network connection. Check it, or type your message below.' };
    case 'unknown':
      return { title: 'Voice error', description: 'Speech recognition encountered an error' };
  }
}
