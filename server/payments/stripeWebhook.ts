/**
 * POST /webhooks/stripe: the only way a deposit paid through Stripe becomes paid (issue #36).
 *
 * - The body is read raw and checked with the stripe package's own signature verification
 *   (`Stripe.webhooks.constructEvent`, HMAC-SHA256 over `t.payload` with STRIPE_WEBHOOK_SECRET,
 *   five minutes' tolerance: https://docs.stripe.com/webhooks#verify-events). A missing or wrong
 *   signature is 400 and changes nothing.
 * - Idempotent: each event id is recorded in the same transaction as its effect; a replayed or
 *   re-delivered event finds its row and changes nothing (Stripe delivers at least once).
 * - `checkout.session.completed` with `payment_status: 'paid'` (card) and
 *   `checkout.session.async_payment_succeeded` (delayed methods) confirm the appointment whose
 *   `deposit_ref` the session carries (metadata, or client_reference_id for Payment Links), when it
 *   is still deposit due and the amount and currency cover the deposit. Anything else is recorded
 *   and answered 200, so Stripe stops retrying it.
 */
import Stripe from 'stripe';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appointments, paymentEvents } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export interface StripeWebhookOptions {
  db: Db;
  /** STRIPE_WEBHOOK_SECRET; without it every delivery is refused (nothing can be verified). */
  webhookSecret: string | undefined;
}

/** Stripe's events are small; a megabyte is far past any checkout.session. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export type WebhookOutcome = 'confirmed' | 'replayed' | 'ignored';

function depositRefOf(session: Stripe.Checkout.Session): string | undefined {
  const ref = session.metadata?.deposit_ref ?? session.client_reference_id ?? undefined;
  return ref !== undefined && UUID_PATTERN.test(ref) ? ref : undefined;
}

/** Applies one verified event exactly once. */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const session = PAYING_EVENTS.has(event.type) ? (event.data.object as Stripe.Checkout.Session) : undefined;
    const ref = session === undefined ? undefined : depositRefOf(session);
    const [recorded] = await tx.insert(paymentEvents).values({ eventId: event.id, type: event.type, depositRef: ref ?? null })
      .onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    if (recorded === undefined) return 'replayed';
    if (session === undefined || ref === undefined || session.payment_status !== 'paid') return 'ignored';
    const [row] = await tx.select().from(appointments).where(eq(appointments.depositRef, ref)).for('update');
    if (row === undefined || row.status !== 'deposit_due' || row.depositPaidAt !== null) return 'ignored';
    const covers = session.currency === row.depositCurrency && (session.amount_total ?? 0) >= (row.depositAmount ?? Number.POSITIVE_INFINITY);
    if (!covers) return 'ignored';
    await tx.update(appointments).set({ status: 'confirmed', depositPaidAt: new Date(), updatedAt: new Date() })
      .where(and(eq(appointments.userId, row.userId), eq(appointments.id, row.id)));
    return 'confirmed';
  });
}

export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, { db, webhookSecret }) => {
  // This plugin's JSON parser keeps the exact bytes: the signature is over them, not over a re-encoding.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhooks/stripe', {
    bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
    schema: { summary: "Stripe's signed event deliveries (deposits); 400 unless the Stripe-Signature header verifies", tags: ['payments'] },
  }, async (request: FastifyRequest) => {
    if (webhookSecret === undefined) throw new ApiError(503, 'payments_unavailable', 'Payments are not configured on this server.');
    const signature = request.headers['stripe-signature'];
    const body = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      throw new ApiError(400, 'bad_signature', 'The Stripe-Signature header is missing.');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, webhookSecret);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Stripe webhook refused');
      throw new ApiError(400, 'bad_signature', 'The event signature does not verify.');
    }
    const outcome = await applyStripeEvent(db, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe webhook');
    return { received: true, outcome };
  });
};
