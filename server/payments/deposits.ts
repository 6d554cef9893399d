/**
 * Paying a deposit (issue #36, docs/booking.md). The server sends the person to the studio's
 * payment provider — a Stripe Checkout Session it creates (STRIPE_SECRET_KEY), or the studio's
 * Payment Link — carrying only an opaque reference (`deposit_ref`). Nothing here marks anything
 * paid: the provider's signed webhook does (stripeWebhook.ts). No transaction is held across the
 * provider call.
 */
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { StripeSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { appointments, artists } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { DepositCheckout } from '../../src/engine/crm/schemas.ts';

/** One try and one retry (Stripe's idempotency key makes the retry safe); a person is waiting. */
const STRIPE_NETWORK_RETRIES = 1;
/** Far below the library's 80 s default: the person is looking at a spinner. */
const STRIPE_TIMEOUT_MS = 15_000;

/** The Stripe client for these settings (pointed at STRIPE_API_URL when set: the tests' stand-in). */
export function stripeClient(settings: StripeSettings): Stripe | null {
  if (settings.secretKey === undefined) return null;
  const url = settings.apiUrl;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(url === undefined ? {} : {
      host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

export interface DepositStart {
  db: Db;
  stripe: Stripe | null;
  settings: StripeSettings;
  callerUid: string;
  callerEmail: string | undefined;
  appointmentId: string;
  /** Where the app is served (success and cancel pages of the Checkout Session). */
  appOrigin: string;
  log: { warn: (details: object, message: string) => void };
}

/** Where to send the person to pay the deposit of one of their appointments. */
export async function startDeposit(options: DepositStart): Promise<DepositCheckout> {
  const { db, callerUid, appointmentId } = options;
  const [row] = await db.select({ appointment: appointments, artistName: artists.name, studio: artists.studio, timeZone: artists.timeZone })
    .from(appointments).leftJoin(artists, eq(artists.id, appointments.artistId))
    .where(and(eq(appointments.userId, callerUid), eq(appointments.id, appointmentId)));
  if (row === undefined) throw new ApiError(404, 'not_found', 'No appointment with this id.');
  const { appointment } = row;
  if (appointment.status !== 'deposit_due' || appointment.depositRef === null || appointment.depositAmount === null || appointment.depositCurrency === null) {
    throw new ApiError(409, 'no_deposit_due', 'This appointment has no deposit to pay.');
  }
  if (appointment.depositMethod === 'by_hand') {
    throw new ApiError(409, 'deposit_by_hand', `${row.studio ?? 'The studio'} takes this deposit directly and marks it received; there is nothing to pay here.`);
  }
  const ref = appointment.depositRef;
  if (appointment.depositMethod === 'payment_link') {
    const link = appointment.artistId === null ? undefined : options.settings.paymentLinks[appointment.artistId];
    if (link === undefined) throw new ApiError(503, 'payments_unavailable', 'The studio’s payment link is not set up any more. Ask the studio how to pay.');
    // Payment Links pass client_reference_id through to the Checkout Session the webhook reports
    // (https://docs.stripe.com/payment-links/url-parameters).
    const url = new URL(link);
    url.searchParams.set('client_reference_id', ref);
    if (options.callerEmail) url.searchParams.set('prefilled_email', options.callerEmail);
    return { url: url.toString(), method: 'payment_link' };
  }
  if (options.stripe === null) throw new ApiError(503, 'payments_unavailable', 'Card payments are not set up on this server. Ask the studio how to pay.');
  // https://docs.stripe.com/api/checkout/sessions/create — one line item priced inline, the ref in
  // metadata and client_reference_id; the key makes a second click return the same session.
  const session = await options.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{
      quantity: 1,
      price_data: {
        currency: appointment.depositCurrency,
        unit_amount: appointment.depositAmount,
        product_data: {
          name: `Deposit: ${appointment.type} with ${row.artistName ?? appointment.artist}`,
          description: `${appointment.date} at ${appointment.time}${row.timeZone ? ` (${row.timeZone})` : ''}, ${row.studio ?? ''}`.trim(),
        },
      },
    }],
    client_reference_id: ref,
    metadata: { deposit_ref: ref },
    payment_intent_data: { metadata: { deposit_ref: ref } },
    ...(options.callerEmail ? { customer_email: options.callerEmail } : {}),
    success_url: `${options.appOrigin}/profile?tab=appointments&deposit=paid`,
    cancel_url: `${options.appOrigin}/profile?tab=appointments&deposit=cancelled`,
  }, { idempotencyKey: `deposit-${ref}` }).catch((error: unknown) => {
    // The provider's own words stay in the log; the person gets a sentence they can act on.
    options.log.warn({ err: error }, 'Stripe refused to create a Checkout Session');
    throw new ApiError(502, 'payment_provider_error', 'The payment page could not be opened. Try again in a moment.');
  });
  if (!session.url) throw new ApiError(502, 'payment_provider_error', 'The payment page could not be opened. Try again in a moment.');
  return { url: session.url, method: 'checkout' };
}
