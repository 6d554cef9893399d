/**
 * The "studio proposed again" notice of one appointment card: true while the proposal on show is
 * not the one the person's late answer named (src/sync/staleAnswers.ts keeps the record).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { useReadableUid } from '@/shared/auth/authStore';
import { readStaleAnswers, showsStaleNotice } from '@/sync/staleAnswers';

export function useStudioProposedAgain(appointmentId: string, proposalOnShow: { id: string | null } | null): boolean {
  const uid = useReadableUid();
  const notice = useLiveQuery(async () => (uid ? (await readStaleAnswers(db, uid))[appointmentId] : undefined), [uid, appointmentId]);
  return showsStaleNotice(notice, proposalOnShow);
}

/** The card's one line: what happened, and that nothing else changed. */
export const studioProposedAgainLine = (artistName: string) =>
  `${artistName} proposed a new time before your answer arrived, so your answer was not sent. Here is the new time.`;
