/**
 * /studio (issue #36): the artist's side, minimal but real. An artist account (ARTIST_ACCOUNTS on
 * the server) sees the requests made to its artist with their hand-off packs, and answers each:
 * confirm (deposit due first when the studio takes deposits), propose another time, decline,
 * record a deposit taken by hand, mark a session done. Online only: each answer needs the server.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { declinedProposalLine } from '@/engine/booking/appointmentText';
import { formatMoney } from '@/engine/booking/money';
import type { Artist, StudioActionInput, StudioRequest } from '@/engine/crm/schemas';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import { answerRequest, loadStudioAccount, loadStudioRequests, studioPackBlob } from '@/sync/bookingStore';
import { STATUS_CLASSES } from './AppointmentCard';
import { STATUS_LABELS } from './booking';
import { packFileName, savePdf } from './PackActions';
import { SlotPicker } from './SlotPicker';
import { useDirectory } from './useDirectory';

type Load = { state: 'loading' } | { state: 'not-studio' } | { state: 'error'; message: string } | { state: 'ready'; artistId: string; requests: StudioRequest[] };

/** When the client declined, in this browser's words and the studio's zone (the screen's times are the studio's). */
const whenSaid = (iso: string, timeZone: string | undefined) => {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
};

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return <div className="contents"><dt className="font-semibold">{label}</dt><dd className="whitespace-pre-wrap">{value}</dd></div>;
}

function RequestCard({ request, artist, onAnswered }: { request: StudioRequest; artist: Artist | undefined; onAnswered: (next: StudioRequest) => void }) {
  const [proposing, setProposing] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const details = request.details;
  const act = async (action: StudioActionInput, done: string) => {
    setBusy(true);
    try {
      onAnswered(await answerRequest(request, action));
      toast({ title: done, variant: 'success' });
      setProposing(false);
      setNote('');
    } catch (error) {
      toast({ title: 'Could not update the request', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const open = request.status === 'requested' || request.status === 'deposit_due';
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900" data-testid="studio-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{request.type}: {request.client.name}</h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[request.status] ?? ''}`}>{STATUS_LABELS[request.status] ?? request.status}</span>
      </div>
      <p className="mt-1 text-sm">{request.date} at {request.time}{request.client.email ? ` · ${request.client.email}` : ''}</p>
      {request.proposal && <p className="mt-1 text-sm">You proposed {request.proposal.date} at {request.proposal.time}; waiting for the client.</p>}
      {request.declined_proposal && !request.proposal && open && (
        <p className="mt-2 rounded-xl border border-blood-600/40 bg-blood-500/10 p-3 text-sm" data-testid="declined-proposal">
          <span className="font-semibold">Proposed time declined.</span>{' '}
          {declinedProposalLine(request.client.name, request.declined_proposal, whenSaid(request.declined_proposal.declined_at, artist?.timeZone), request)}
        </p>
      )}
      {request.deposit && (
        <p className="mt-1 text-sm">Deposit {formatMoney(request.deposit.amount, request.deposit.currency)}: {request.deposit.status === 'paid' ? 'paid' : request.deposit.method === 'by_hand' ? 'due, taken by the studio directly' : 'due, through Stripe'}</p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Detail label="Idea" value={details.idea} />
        <Detail label="Style" value={details.style} />
        <Detail label="Placement" value={details.placement} />
        <Detail label="Size" value={details.size_cm ? `${details.size_cm.width} × ${details.size_cm.height} cm` : ''} />
        <Detail label="Lettering" value={details.lettering} />
        <Detail label="References" value={details.references.join('\n')} />
        <Detail label="Budget" value={details.budget} />
        <Detail label="Notes" value={request.notes} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {request.has_pack && (
          <button type="button" className={buttonClasses('secondary')} onClick={() => studioPackBlob(request).then((blob) => savePdf(blob, packFileName(request.id)), (error: unknown) => toast({ title: 'Could not open the pack', description: String(error), variant: 'destructive' }))}>
            Download hand-off pack
          </button>
        )}
        {request.status === 'requested' && <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => act({ action: 'accept', note }, 'Request confirmed')}>Confirm</button>}
        {open && <button type="button" className={buttonClasses('secondary')} aria-expanded={proposing} disabled={busy} onClick={() => setProposing(!proposing)}>Propose another time</button>}
        {request.status === 'deposit_due' && request.deposit?.method === 'by_hand' && (
          <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => act({ action: 'deposit_received', note }, 'Deposit recorded')}>Deposit received</button>
        )}
        {request.status === 'confirmed' && <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => act({ action: 'complete', note }, 'Marked done')}>Mark done</button>}
        {open && <button type="button" className={buttonClasses('ghost')} disabled={busy} onClick={() => act({ action: 'decline', note }, 'Request declined')}>Decline</button>}
      </div>
      {open && <div className="mt-3 max-w-md"><TextField label="Note to the client (optional)" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} /></div>}
      {proposing && artist && (
        <div className="mt-4 flex flex-col gap-3 border-t border-ink-200 pt-4 dark:border-ink-700">
          <SlotPicker artist={artist} date={date} time={time} onDate={(next) => { setDate(next); setTime(''); }} onTime={setTime} />
          <button type="button" className={buttonClasses('primary', 'self-start')} disabled={busy || !date || !time} onClick={() => act({ action: 'propose', date, time, note }, 'New time proposed')}>Propose this time</button>
        </div>
      )}
    </li>
  );
}

async function readStudio(): Promise<Load> {
  try {
    const artistId = await loadStudioAccount();
    if (!artistId) return { state: 'not-studio' };
    return { state: 'ready', artistId, requests: await loadStudioRequests() };
  } catch (error) {
    return { state: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export default function StudioScreen() {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid);
  const { artists } = useDirectory();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    if (status !== 'signed-in' || !uid) return;
    let live = true;
    readStudio().then((next) => live && setLoad(next), () => undefined);
    return () => {
      live = false;
    };
  }, [status, uid, attempt]);

  if (status !== 'signed-in') {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl font-black tracking-tight">Studio requests</h1>
        {status === 'loading' ? <p role="status" className="mt-3">Loading…</p> : (
          <>
            <p className="mt-3">Sign in with your studio account to see the requests made to you.</p>
            <Link to="/auth" state={{ from: '/studio' }} className={buttonClasses('primary', 'mt-6')}>Sign In</Link>
          </>
        )}
      </section>
    );
  }
  const artist = load.state === 'ready' ? artists?.find((entry) => entry.id === load.artistId) : undefined;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Studio requests</h1>
        {artist && <p className="mt-2 text-ink-600 dark:text-ink-300">{artist.name} · {artist.studio}, {artist.city} · times in {artist.timeZone.replaceAll('_', ' ')}</p>}
      </header>
      {load.state === 'loading' && <p role="status">Loading requests…</p>}
      {load.state === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{load.message}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={refresh}>Try again</button>
        </div>
      )}
      {load.state === 'not-studio' && (
        <p>This account is not a studio account. Studios are set up on the server (the <code>ARTIST_ACCOUNTS</code> setting); to book a tattoo, go to <Link to="/booking" className="font-semibold underline">Booking</Link>.</p>
      )}
      {load.state === 'ready' && (load.requests.length === 0 ? <p>No requests yet.</p> : (
        <ul className="flex flex-col gap-4">
          {load.requests.map((request) => (
            <RequestCard key={`${request.user_id}/${request.id}`} request={request} artist={artist}
              onAnswered={(next) => setLoad((current) => current.state === 'ready' ? { ...current, requests: current.requests.map((entry) => entry.id === next.id && entry.user_id === next.user_id ? next : entry) } : current)} />
          ))}
        </ul>
      ))}
    </div>
  );
}
