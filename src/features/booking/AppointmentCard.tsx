import { useState } from 'react';
import { isActiveStatus, type Artist } from '@/engine/crm/schemas';
import { formatMoney } from '@/engine/booking/money';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { acceptProposal, declineProposal, startDeposit } from '@/sync/bookingStore';
import { rescheduleAppointment, updateAppointmentStatus } from '@/sync/crmStore';
import { STATUS_LABELS, type AppointmentView } from './booking';
import { appointmentIcs } from './ics';
import { PackActions } from './PackActions';
import { SlotPicker } from './SlotPicker';
import { studioProposedAgainLine, useStudioProposedAgain } from './useStaleAnswer';

export const STATUS_CLASSES: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  deposit_due: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  completed: 'bg-ink-100 text-ink-900 dark:bg-ink-800 dark:text-ink-100',
  cancelled: 'bg-blood-100 text-blood-900 dark:bg-blood-900/40 dark:text-blood-100',
  declined: 'bg-blood-100 text-blood-900 dark:bg-blood-900/40 dark:text-blood-100',
};

function downloadIcs(appointment: AppointmentView, artist: Artist | undefined) {
  const ics = appointmentIcs({
    id: appointment.id,
    title: `${appointment.type} with ${artist?.name ?? appointment.artist}`,
    date: appointment.date, time: appointment.time, timeZone: artist?.timeZone ?? 'UTC',
    location: artist ? `${artist.studio}, ${artist.city}` : '',
    description: appointment.notes,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `inkclarity-appointment-${appointment.date}.ics`;
  link.click();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The deposit step: the rules first, then the provider's page (a by-hand deposit has nothing to pay here). */
function DepositStep({ appointment, artist }: { appointment: AppointmentView; artist: Artist | undefined }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const deposit = appointment.deposit;
  if (!deposit) return null;
  const amount = formatMoney(deposit.amount, deposit.currency);
  if (deposit.status === 'paid') return <p className="mt-2 text-sm font-semibold text-emerald-800 dark:text-emerald-200">Deposit {amount} paid.</p>;
  if (deposit.method === 'by_hand') {
    return <p className="mt-2 text-sm">Deposit {amount} due: {artist?.studio ?? 'the studio'} takes it directly (there is no online payment for this studio) and marks it received; then your appointment is confirmed.</p>;
  }
  const pay = async () => {
    setBusy(true);
    try {
      const checkout = await startDeposit(appointment.id);
      window.location.assign(checkout.url);
    } catch (error) {
      setBusy(false);
      toast({ title: 'Could not open the payment', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  return (
    <>
      <p className="mt-2 text-sm">{artist?.studio ?? 'The studio'} accepted your request. Pay the {amount} deposit to confirm it.</p>
      <button type="button" className={buttonClasses('primary', 'mt-2')} onClick={() => setOpen(true)}>Pay deposit</button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={`Deposit: ${amount}`} description="Read the studio’s rules before you pay.">
        <div className="mt-4 flex flex-col gap-3 text-sm">
          <p data-testid="refund-rules">{artist?.cancellationPolicy || 'Ask the studio about refunds before you pay.'}</p>
          <p>You pay on Stripe’s secure page. Your appointment is confirmed as soon as Stripe tells us the payment went through.</p>
          <button type="button" className={buttonClasses('primary', 'w-full')} disabled={busy || !navigator.onLine} onClick={pay}>
            {busy ? 'Opening payment…' : `Continue to pay ${amount}`}
          </button>
          {!navigator.onLine && <p role="status">You’re offline. Paying needs a connection.</p>}
          <button type="button" className={buttonClasses('ghost', 'w-full')} onClick={() => setOpen(false)}>Not now</button>
        </div>
      </ModalDialog>
    </>
  );
}

/** One of the user's appointments: status, the studio's answer, deposit, pack, reschedule, cancel, calendar file. */
export function AppointmentCard({ appointment, artist }: { appointment: AppointmentView; artist: Artist | undefined }) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const active = isActiveStatus(appointment.status);
  const name = artist?.name ?? appointment.artist;
  const proposedAgain = useStudioProposedAgain(appointment.id, appointment.proposal);

  const cancel = async () => {
    setConfirmCancel(false);
    try {
      await updateAppointmentStatus(appointment.id, 'cancelled');
      toast({ title: 'Appointment cancelled', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not cancel', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  const reschedule = async () => {
    try {
      await rescheduleAppointment(appointment.id, { date, time });
      setMoving(false);
      toast({ title: 'Appointment moved', description: `${name} will confirm ${date} at ${time}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not reschedule', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  const takeProposal = async () => {
    try {
      await acceptProposal(appointment.id);
      toast({ title: 'New time accepted', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not take the new time', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  const turnDownProposal = async () => {
    try {
      await declineProposal(appointment.id);
      toast({ title: 'Proposed time declined', description: `Your request for ${appointment.date} at ${appointment.time} stays with ${name}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not decline the new time', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };

  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-4 dark:border-ink-700 dark:bg-ink-900" data-testid="appointment-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">{appointment.type} with {name}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[appointment.status] ?? ''}`}>{STATUS_LABELS[appointment.status] ?? appointment.status}</span>
      </div>
      <p className="mt-1 text-sm text-ink-700 dark:text-ink-200">
        {appointment.date} at {appointment.time}{artist ? ` (${artist.timeZone.replaceAll('_', ' ')}) · ${artist.studio}, ${artist.city}` : ''}
      </p>
      {appointment.pending && <p className="mt-1 text-xs font-semibold text-amber-800 dark:text-amber-200">Waiting to sync</p>}
      {appointment.setAside && <p className="mt-1 text-xs font-semibold text-blood-700 dark:text-blood-300">Not accepted by the server — see Settings</p>}
      {appointment.studioNote && !appointment.proposal && <p className="mt-2 text-sm"><span className="font-semibold">From the studio:</span> {appointment.studioNote}</p>}
      {appointment.proposal && active && (
        <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
          {proposedAgain && <p role="status" className="mb-2 font-semibold" data-testid="proposed-again">{studioProposedAgainLine(name)}</p>}
          <p><span className="font-semibold">{name} proposes {appointment.proposal.date} at {appointment.proposal.time}</span>{appointment.proposal.note ? ` — “${appointment.proposal.note}”` : ''}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={buttonClasses('primary')} onClick={takeProposal}>Take this time</button>
            <button type="button" className={buttonClasses('secondary')} onClick={turnDownProposal}>Decline this time</button>
          </div>
          <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">Declining keeps your request at {appointment.date} {appointment.time} for the studio to answer. You can also reschedule or cancel it below.</p>
        </div>
      )}
      {appointment.status === 'deposit_due' && <DepositStep appointment={appointment} artist={artist} />}
      {appointment.status === 'confirmed' && appointment.deposit?.status === 'paid' && (
        <p className="mt-2 text-sm font-semibold text-emerald-800 dark:text-emerald-200">Deposit {formatMoney(appointment.deposit.amount, appointment.deposit.currency)} paid.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <PackActions appointmentId={appointment.id} attached={appointment.hasPack} />
        {active && <button type="button" className={buttonClasses('secondary')} onClick={() => downloadIcs(appointment, artist)}>Add to calendar</button>}
        {active && artist && <button type="button" className={buttonClasses('secondary')} aria-expanded={moving} onClick={() => setMoving(!moving)}>Reschedule</button>}
        {active && <button type="button" className={buttonClasses('ghost')} onClick={() => setConfirmCancel(true)}>Cancel appointment</button>}
      </div>
      {moving && artist && (
        <div className="mt-4 flex flex-col gap-3 border-t border-ink-200 pt-4 dark:border-ink-700">
          <SlotPicker artist={artist} date={date} time={time} onDate={(next) => { setDate(next); setTime(''); }} onTime={setTime} />
          <button type="button" className={buttonClasses('primary', 'self-start')} disabled={!date || !time} onClick={reschedule}>Move to this time</button>
        </div>
      )}
      <ModalDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel this appointment?"
        description={`${appointment.type} with ${name} on ${appointment.date} at ${appointment.time}. The time goes back to the artist’s open slots.${appointment.deposit?.status === 'paid' && artist ? ` About your deposit: ${artist.cancellationPolicy}` : ''}`}
      >
        <div className="mt-6 flex flex-col gap-2">
          <button type="button" className={buttonClasses('danger', 'w-full')} onClick={cancel}>Yes, cancel it</button>
          <button type="button" className={buttonClasses('ghost', 'w-full')} onClick={() => setConfirmCancel(false)}>Keep it</button>
        </div>
      </ModalDialog>
    </li>
  );
}
