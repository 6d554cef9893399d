import type { OutboxEntry } from '@/db/database';

const WHAT: Record<string, string> = {
  updateProfile: 'Profile edit',
  saveConsultation: 'Consultation',
  saveDesign: 'Saved design',
  createAppointment: 'Appointment request',
  updateAppointment: 'Appointment status change',
  updateConsultation: 'Consultation update',
  sendMessage: 'Message to artist',
  saveAnalysis: 'Design analysis',
};

/** Fields that are the device's bookkeeping, or too big to edit in a text box. */
const NOT_EDITABLE = new Set(['id', 'user_id', 'image']);

/** A one-line description of a queued write, e.g. "Saved design: Dotwork, Back". */
export function describeEntry(entry: OutboxEntry): string {
  const what = WHAT[entry.op] ?? 'Change';
  if (entry.op === 'updateAppointment') {
    const status = new URLSearchParams(entry.path.split('?')[1] ?? '').get('status');
    return status ? `${what} to ${status}` : what;
  }
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const summary = ['topic', 'body', 'style', 'placement', 'type', 'artist', 'date', 'firstName', 'lastName', 'location']
    .map((key) => body[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .slice(0, 3)
    // A message or a summary can be long: the line stays one line.
    .map((value) => (value.length > 60 ? `${value.slice(0, 59)}…` : value));
  return summary.length ? `${what}: ${summary.join(', ')}` : what;
}

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
