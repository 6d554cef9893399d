import type { OutboxEntry } from '@/db/database';

export { describeEntry } from '@/sync/entryDescription';

/** Fields that are the device's bookkeeping, or too big to edit in a text box. */
const NOT_EDITABLE = new Set(['id', 'user_id', 'image']);

/** The text fields of a set-aside write the user can correct before sending it again. */
export function editableFields(entry: OutboxEntry): [string, string][] {
  // An analysis is measured figures, not text a person types: send it again or discard it.
  if (entry.body === null || typeof entry.body !== 'object' || entry.op === 'saveAnalysis') return [];
  return Object.entries(entry.body as Record<string, unknown>)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && !NOT_EDITABLE.has(pair[0]));
}

export function formatLastSync(at: number | null, locale?: string): string {
  if (at === null) return 'Not yet';
  return new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
