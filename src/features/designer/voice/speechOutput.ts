/**
 * Speaking a reply (speech synthesis, spec §7): the user's speed is each utterance's rate and the
 * voice type picks the voice and pitch (voiceSelection.ts). Long replies go out as a queue of
 * sentence-sized utterances (speechChunks.ts).
 */
import { speechChunks } from './speechChunks';
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

/** Chrome drops an utterance's events if nothing references it; keep queued ones alive. */
const alive = new Set<SpeechSynthesisUtterance>();

/** Speaks `text`; returns a function that silences it. Without synthesis, finishes at once. */
export function speak(text: string, { rate, type, onDone }: SpeakOptions): () => void {
  const chunks = speechChunks(text);
  let finished = false;
  const utterances: SpeechSynthesisUtterance[] = [];
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const u of utterances) alive.delete(u);
    onDone();
  };
  if (!speechSynthesisAvailable() || chunks.length === 0) {
    queueMicrotask(finish);
    return () => undefined;
  }
  const synth = globalThis.speechSynthesis;
  synth.cancel();
  const { voice, pitch } = pickVoice(synth.getVoices(), type);
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else {
      utterance.lang = 'en-US';
    }
    utterance.rate = rate;
    utterance.pitch = pitch;
    if (index === chunks.length - 1) utterance.onend = finish;
    utterance.onerror = () => {
      // One failed sentence ends the reply; the rest of the queue is dropped.
      synth.cancel();
      finish();
    };
    utterances.push(utterance);
    alive.add(utterance);
  });
  for (const u of utterances) synth.speak(u);
  return () => {
    if (finished) return;
    synth.cancel();
    finish();
  };
}
