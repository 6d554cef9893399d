/**
 * The browser's speech recognition (Web Speech API) as the panel uses it: continuous, en-US,
 * interim results on (spec §7). Chrome, Edge and Safari ship it prefixed or not. The types come
 * from @types/dom-speech-recognition; the panel depends only on the slice below, so tests can
 * drive it with a small fake instead of a whole EventTarget.
 */
import type { ResultListLike } from './transcript';

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

export function createRecognition(Recognition: SpeechRecognitionConstructor): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = RECOGNITION_LANG;
  recognition.maxAlternatives = 1;
  return recognition;
}
