/**
 * How an appointment's state reads to the person, shared by /booking and the profile's
 * Appointments tab (two features that may not import each other): the status label and one line
 * saying what the studio last did and what, if anything, the person should do next.
 */
import { depositSchema, proposalSchema } from '../crm/schemas';
import { formatMoney } from './money';

export const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested', deposit_due: 'Deposit due', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled', declined: 'Declined',
};

export interface AppointmentState {
  status: string;
  deposit?: { amount: number; currency: string; status: string; method: string } | null;
  proposal?: { date: string; time: string; note: string } | null;
  studio_note?: string;
}

/** The state fields of a stored record (a cached server copy or a local one), checked. */
export function appointmentStateOf(record: Record<string, unknown>): AppointmentState {
  const deposit = depositSchema.safeParse(record.deposit);
  const proposal = proposalSchema.safeParse(record.proposal);
  return {
    status: typeof record.status === 'string' ? record.status : '',
    deposit: deposit.success ? deposit.data : null,
    proposal: proposal.success ? proposal.data : null,
    studio_note: typeof record.studio_note === 'string' ? record.studio_note : '',
  };
}

/** The studio's latest answer in a sentence, or '' when there is nothing new to say. */
export function studioUpdateLine(appointment: AppointmentState, artistName: string): string {
  const note = appointment.studio_note ? ` “${appointment.studio_note}”` : '';
  if (appointment.proposal && (appointment.status === 'requested' || appointment.status === 'deposit_due')) {
    const { date, time, note: said } = appointment.proposal;
    return `${artistName} proposes ${date} at ${time} instead.${said ? ` “${said}”` : ''} Take it, decline it or pick another time on Booking.`;
  }
  const deposit = appointment.deposit;
  switch (appointment.status) {
    case 'deposit_due':
      if (!deposit) return `${artistName} accepted your request.${note}`;
      return deposit.method === 'by_hand'
        ? `${artistName} accepted your request. Deposit ${formatMoney(deposit.amount, deposit.currency)} due, paid to the studio directly.${note}`
        : `${artistName} accepted your request. Pay the ${formatMoney(deposit.amount, deposit.currency)} deposit on Booking to confirm it.${note}`;
    case 'confirmed':
      return `Confirmed by ${artistName}.${deposit?.status === 'paid' ? ` Deposit ${formatMoney(deposit.amount, deposit.currency)} paid.` : ''}${note}`;
    case 'declined':
      return `${artistName} declined this request.${note}`;
    default:
      return '';
  }
}

/**
 * The studio's line for a proposal the client turned down (issue #36): which time, when, and what
 * the artist can do next. `declinedAt` is already in the reader's words (the screen formats it).
 */
type When = { date: string; time: string };

export function declinedProposalLine(clientName: string, declined: When, declinedAt: string, requested: When): string {
  return `${clientName} declined your proposed time ${declined.date} at ${declined.time} on ${declinedAt}. `
    + `Confirm their requested ${requested.date} at ${requested.time}, or propose another time.`;
}
