import type { OutboxEntry } from '@/db/database';

/** What each queued write is, as Settings → Sync and the sign-out dialog name it. */
const WHAT: Record<string, string> = {
  updateProfile: 'Profile edit',
  saveConsultation: 'Consultation',
  saveDesign: 'Saved design',
  createAppointment: 'Appointment request',
  updateAppointment: 'Appointment status change',
  updateConsultation: 'Consultation update',
  sendMessage: 'Message to artist',
  rescheduleAppointment: 'New appointment time',
  saveAnalysis: 'Design analysis',
};

/** A one-line description of a queued write, e.g. "Saved design: Dotwork, Back". */
export function describeEntry(entry: OutboxEntry): string {
  const what = WHAT[entry.op] ?? 'Change';
  if (entry.op === 'updateAppointment') {
    const status = new URLSearchParams(entry.path.split('?')[1] ?? '').get('status');
    return status ? `${what} to ${status}` : what;
  }
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const summary = ['topic', 'body', 'style', 'placement', 'type', 'artist', 'date', 'time', 'firstName', 'lastName', 'location']
    .map((key) => body[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .slice(0, 3)
    // A message or a summary can be long: the line stays one line.
    .map((value) => (value.length > 60 ? `${value.slice(0, 59)}…` : value));
  return summary.length ? `${what}: ${summary.join(', ')}` : what;
}
