/**
 * The browser's speech recognition (Web Speech API), the slice the app uses. Chrome, Edge and
 * Safari ship it prefixed or not. The types come from @types/dom-speech-recognition; the app
 * depends only on the slice below, so tests can drive it with a small fake instead of a whole
 * EventTarget. The designer's Voice Chat runs it continuously; the AI Assistant for one utterance.
 */
export interface ResultListLike {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; readonly length: number; [index: number]: { readonly transcript: string } };
}

export interface RecognitionResultEventLike extends Pick<SpeechRecognitionEvent, 'resultIndex'> {
  readonly results: ResultListLike;
}

export interface RecognitionErrorEventLike {
  readonly error: SpeechRecognitionErrorEvent['error'] | (string & {});
  readonly message?: SpeechRecognitionErrorEvent['message'];
}

export interface SpeechRecognitionLike extends Pick<SpeechRecognition, 'continuous' | 'interimResults' | 'lang' | 'maxAlternatives' | 'start' | 'stop' | 'abort'> {
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Spec §7 / §9. */
export const RECOGNITION_LANG = 'en-US';

export function speechRecognitionConstructor(scope: object = globalThis): SpeechRecognitionConstructor | null {
  // Either may be missing at run time although the standard types declare both on window.
  const named = scope as Partial<Pick<typeof globalThis, 'SpeechRecognition' | 'webkitSpeechRecognition'>>;
  const candidate: unknown = named.SpeechRecognition ?? named.webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as SpeechRecognitionConstructor) : null;
}
