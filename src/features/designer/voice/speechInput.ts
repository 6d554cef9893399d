/**
 * The browser's speech recognition as the Voice Chat panel uses it: continuous, en-US, interim
 * results on (spec §7). The API's types live in src/shared/chat (the AI Assistant uses it too).
 */
import { RECOGNITION_LANG, type SpeechRecognitionConstructor, type SpeechRecognitionLike } from '@/shared/chat/speechRecognition';

export {
  RECOGNITION_LANG,
  speechRecognitionConstructor,
  type RecognitionErrorEventLike,
  type RecognitionResultEventLike,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
} from '@/shared/chat/speechRecognition';

export function createRecognition(Recognition: SpeechRecognitionConstructor): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = RECOGNITION_LANG;
  recognition.maxAlternatives = 1;
  return recognition;
}
