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
