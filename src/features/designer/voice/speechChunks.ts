/**
 * Long replies are spoken as a queue of sentence-sized utterances: Chrome's network voices stop
 * speaking a single utterance after about 15 seconds, and a queue also lets Stop/Mute cut in
 * between sentences.
 */

/** Roughly ten seconds of speech at the normal rate. */
export const MAX_SPOKEN_CHUNK_CHARS = 180;

export function speechChunks(text: string, maxChars = MAX_SPOKEN_CHUNK_CHARS): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => splitLong(s, maxChars))) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A sentence longer than the limit breaks at commas, then at spaces. */
function splitLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(' — '));
    const at = cut > maxChars / 3 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : maxChars;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
