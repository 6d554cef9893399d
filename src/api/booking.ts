/**
 * Booking's calls beyond the request itself (issue #36; docs/booking.md): the hand-off pack,
 * paying a deposit, and the studio's side. Online only — each needs the server's answer to go on —
 * and apart from crm.ts so screens that never book (the profile) do not load them.
 */
import {
  depositCheckoutSchema, packReceiptSchema, studioAccountSchema, studioRequestSchema,
  type DepositCheckout, type PackReceipt, type StudioActionInput, type StudioRequest,
} from '@/engine/crm/schemas';
import { call, type CrmCallOptions, type CrmWriteOptions } from './crm';

const seg = encodeURIComponent;

/** PUT /crm/appointments/:id/pack — attach the hand-off pack (a PDF data URL). */
export function attachPackNow(appointmentId: string, pdfDataUrl: string, options: CrmWriteOptions): Promise<PackReceipt> {
  return call('attachPack', `/crm/appointments/${seg(appointmentId)}/pack`, packReceiptSchema, options,
    { method: 'PUT', body: { pdf: pdfDataUrl }, idempotencyKey: options.idempotencyKey });
}

/** POST /crm/appointments/:id/deposit — where to pay (Stripe Checkout, or the studio's Payment Link). */
export function startDepositNow(appointmentId: string, options: CrmCallOptions): Promise<DepositCheckout> {
  return call('startDeposit', `/crm/appointments/${seg(appointmentId)}/deposit`, depositCheckoutSchema, options, { method: 'POST' });
}

export function fetchStudioAccount(options: CrmCallOptions): Promise<{ artist_id: string | null }> {
  return call('loadStudio', '/crm/studio/account', studioAccountSchema, options);
}

export function fetchStudioRequests(options: CrmCallOptions): Promise<StudioRequest[]> {
  return call('loadStudio', '/crm/studio/requests', studioRequestSchema.array(), options);
}

export function studioActionNow(clientId: string, appointmentId: string, action: StudioActionInput, options: CrmWriteOptions): Promise<StudioRequest> {
  return call('studioAction', `/crm/studio/requests/${seg(clientId)}/${seg(appointmentId)}`, studioRequestSchema, options,
    { method: 'PUT', body: action, idempotencyKey: options.idempotencyKey });
}
