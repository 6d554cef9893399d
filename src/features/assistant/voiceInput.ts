/**
 * Spec §4 / §7 / §8 chat voice input: one utterance, en-US, no interim results; idle → listening
 * → idle on result, error or end. What a recognition error means for the user.
 */
import { RECOGNITION_LANG, type SpeechRecognitionConstructor, type SpeechRecognitionLike } from '@/shared/chat/speechRecognition';

/** Spec §9: the recognised transcript is sent this long after it fills the input. */
export const VOICE_AUTO_SEND_MS = 100;

/** Spec §8, chat panel voice toasts (destructive). */
export const VOICE_TOASTS = {
  unsupported: { title: 'Voice input not supported', description: "Your browser doesn't support speech recognition." },
  error: { title: 'Voice input error', description: 'Failed to recognize speech. Please try again.' },
  denied: { title: 'Microphone access denied', description: 'Please allow microphone access to use voice input.' },
} as const;

export type VoiceToast = keyof typeof VOICE_TOASTS;

/** Which toast a recognition error code raises; null for our own abort. */
export function voiceErrorToast(code: string): VoiceToast | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
    case 'audio-capture':
      return 'denied';
    case 'aborted':
      return null;
    default:
      return 'error';
  }
}

/** Spec §7: single utterance, no interim results, en-US. */
export function createChatRecognition(Recognition: SpeechRecognitionConstructor): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.lang = RECOGNITION_LANG;
  recognition.maxAlternatives = 1;
  return recognition;
}
