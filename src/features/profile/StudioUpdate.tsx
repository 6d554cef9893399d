import type { UserRecord } from '@/db/database';
import { appointmentStateOf, studioUpdateLine } from '@/engine/booking/appointmentText';

/** One line: what the studio last did with this appointment and what to do next (nothing when there is no news). */
export default function StudioUpdate({ record, artistName }: { record: UserRecord; artistName: string }) {
  const line = studioUpdateLine(appointmentStateOf(record), artistName);
  return line ? <p className="text-sm" data-testid="studio-update">{line}</p> : null;
}
