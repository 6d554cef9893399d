/**
 * Speaking a reply (speech synthesis, spec §7): the user's speed is the utterance's rate and the
 * voice type picks the voice and pitch (voiceSelection.ts).
 */
import type { VoiceRate, VoiceType } from './voiceCopy';
import { pickVoice } from './voiceSelection';

export interface SpeakOptions {
  rate: VoiceRate;
  type: VoiceType;
  /** Called once, when the reply has been spoken, failed or was cancelled. */
  onDone: () => void;
}

export const speechSynthesisAvailable = (): boolean =>
  typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance === 'function';

/** Chrome drops an utterance's events if nothing references it; keep the current one alive. */
const alive = new Set<SpeechSynthesisUtterance>();

/** Speaks `text`; returns a function that silences it. Without synthesis, finishes at once. */
export function speak(text: string, { rate, type, onDone }: SpeakOptions): () => void {
  let finished = false;
  let utterance: SpeechSynthesisUtterance | null = null;
  const finish = () => {
    if (finished) return;
    finished = true;
    if (utterance) alive.delete(utterance);
    onDone();
  };
  if (!speechSynthesisAvailable() || !text.trim()) {
    queueMicrotask(finish);
    return () => undefined;
  }
  const synth = globalThis.speechSynthesis;
  synth.cancel();
  utterance = new SpeechSynthesisUtterance(text);
  const { voice, pitch } = pickVoice(synth.getVoices(), type);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  } else {
    utterance.lang = 'en-US';
  }
  utterance.rate = rate;
  utterance.pitch = pitch;
  utterance.onend = finish;
  utterance.onerror = finish;
  alive.add(utterance);
  synth.speak(utterance);
  return () => {
    if (finished) return;
    synth.cancel();
    finish();
  };
}
