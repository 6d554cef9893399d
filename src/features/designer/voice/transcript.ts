/**
 * Transcript assembly for continuous recognition. The browser hands the whole result list of
 * the current recognition run on every event: final chunks (settled) and interim ones (still
 * changing). Chrome also ends a run on its own after a pause or a minute, and the panel starts a
 * new one; text settled in earlier runs is carried as `committed`.
 */
export interface RecognitionChunk {
  transcript: string;
  isFinal: boolean;
}

export interface TranscriptParts {
  /** Settled words: what is sent when recording stops. */
  finalText: string;
  /** Words still being recognised, shown live after the settled ones. */
  interimText: string;
}

/** Collapses whitespace and joins pieces with single spaces. */
export function joinSpeech(...pieces: string[]): string {
  return pieces
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

export function assembleTranscript(committed: string, chunks: readonly RecognitionChunk[]): TranscriptParts {
  const finals = chunks.filter((c) => c.isFinal).map((c) => c.transcript);
  const interims = chunks.filter((c) => !c.isFinal).map((c) => c.transcript);
  return { finalText: joinSpeech(committed, ...finals), interimText: joinSpeech(...interims) };
}

/** The live box shows both; when recording stops, whatever was heard counts (interim included). */
export function fullTranscript(parts: TranscriptParts): string {
  return joinSpeech(parts.finalText, parts.interimText);
}

/** Structural view of the browser's SpeechRecognitionResultList (no DOM types needed). */
import type { ResultListLike } from '@/shared/chat/speechRecognition';

export type { ResultListLike };

/** Best alternative of each result, in order. */
export function chunksFromResults(results: ResultListLike): RecognitionChunk[] {
  const chunks: RecognitionChunk[] = [];
  for (let i = 0; i < results.length; i++) {
    const result = results[i];
    if (!result || result.length === 0) continue;
    chunks.push({ transcript: result[0]?.transcript ?? '', isFinal: result.isFinal });
  }
  return chunks;
}
