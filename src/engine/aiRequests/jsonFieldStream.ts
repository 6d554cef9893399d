/**
 * Streams one top-level string field out of a JSON object that arrives in pieces: the assistant's
 * reply is a JSON object (structured outputs) whose `message` is the text a person reads, so the
 * server can show that text as it is generated, before the cards and handoffs behind it arrive.
 * `push(chunk)` returns the decoded characters of the field that the chunk completed; escapes
 * split across chunks wait for their end. Anything before the first `{` (a Markdown fence from a
 * self-hosted model) is skipped.
 */
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const UNICODE_ESCAPE_LENGTH = 6;

export interface JsonFieldStream {
  push(chunk: string): string;
}

export function createJsonFieldStream(field: string): JsonFieldStream {
  let depth = 0;
  let inString = false;
  let escape = '';
  let token = '';
  /** The last complete string at depth 1 (a key, when a ':' follows). */
  let lastKey: string | null = null;
  let expectingValueOf: string | null = null;
  let inTarget = false;

  const decodeEscape = (sequence: string): string | null => {
    if (sequence.length < 2) return null;
    if (sequence[1] !== 'u') return SIMPLE_ESCAPES[sequence[1]] ?? sequence[1];
    if (sequence.length < UNICODE_ESCAPE_LENGTH) return null;
    return String.fromCharCode(Number.parseInt(sequence.slice(2), 16));
  };

  const stringChar = (char: string): string => {
    if (escape) {
      escape += char;
      const decoded = decodeEscape(escape);
      if (decoded === null) return '';
      escape = '';
      if (inTarget) return decoded;
      token += decoded;
      return '';
    }
    if (char === '\\') {
      escape = char;
      return '';
    }
    if (char === '"') {
      inString = false;
      if (inTarget) {
        inTarget = false;
        expectingValueOf = null;
      } else if (depth === 1) {
        lastKey = token;
      }
      return '';
    }
    if (inTarget) return char;
    token += char;
    return '';
  };

  const structuralChar = (char: string): void => {
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
    else if (char === ':' && depth === 1) expectingValueOf = lastKey;
    else if (char === ',') expectingValueOf = null;
    else if (char === '"') {
      inString = true;
      token = '';
      inTarget = depth === 1 && expectingValueOf === field;
    }
  };

  return {
    push(chunk) {
      let out = '';
      for (const char of chunk) {
        if (inString) out += stringChar(char);
        else structuralChar(char);
      }
      return out;
    },
  };
}
