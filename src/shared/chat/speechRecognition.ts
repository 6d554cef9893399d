/**
 * The browser's speech recognition (Web Speech API), the slice the app uses. Chrome, Edge and
 * Safari ship it prefixed or not; TypeScript's DOM library does not describe it, so it is declared
 * here. The designer's Voice Chat runs it continuously; the AI Assistant for one utterance.
 */
export interface ResultListLike {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; readonly length: number; [index: number]: { readonly transcript: string } };
}

export interface RecognitionResultEventLike {
  readonly resultIndex: number;
  readonly results: ResultListLike;
}

export interface RecognitionErrorEventLike {
  readonly error: string;
  readonly message?: string;
}

export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Spec §7 / §9. */
export const RECOGNITION_LANG = 'en-US';

export function speechRecognitionConstructor(scope: object = globalThis): SpeechRecognitionConstructor | null {
  const candidate = (scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown }).SpeechRecognition ??
    (scope as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as SpeechRecognitionConstructor) : null;
}
