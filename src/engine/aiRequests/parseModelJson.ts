/**
 * Parses the JSON a model answered with, defensively. Strict structured outputs give exactly the
 * JSON asked for, but a self-hosted model often wraps it in a Markdown fence (```json … ```) or
 * says a word first; the object inside still counts. Anything that is not one JSON object or
 * array throws.
 */
const FENCE = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/;

export function parseModelJson(content: string | null | undefined): unknown {
  const text = content?.trim();
  if (!text) throw new Error('The model returned no content.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Fall through to the fenced block, then to the outermost braces.
  }
  const fenced = FENCE.exec(text)?.[1]?.trim();
  if (fenced) return JSON.parse(fenced) as unknown;
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (start < 0 || end <= start) throw new Error('The model did not answer with JSON.');
  return JSON.parse(text.slice(start, end + 1)) as unknown;
}
