/**
 * The browser's speech recognition (Web Speech API) as the panel uses it: continuous, en-US,
 * interim results on (spec §7). Chrome, Edge and Safari ship it prefixed or not; TypeScript's DOM
 * library does not describe it, so the slice we use is declared here.
 */
import type { ResultListLike } from './transcript';

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

export function createRecognition(Recognition: SpeechRecognitionConstructor): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = RECOGNITION_LANG;
  recognition.maxAlternatives = 1;
  return recognition;
}
