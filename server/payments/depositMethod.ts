/**
 * How a studio's deposits are taken, from the server's settings (docs/booking.md, "Deposits"):
 *  - `checkout`: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set — the server creates a Stripe
 *    Checkout Session per deposit;
 *  - `payment_link`: no secret key, but the artist has a Payment Link (STUDIO_PAYMENT_LINKS) and
 *    the webhook secret is set — the person is sent to the studio's link;
 *  - `by_hand`: anything else — the studio records the deposit itself.
 * A payment is only ever confirmed by the provider's signed webhook, so without the webhook secret
 * there is no provider path at all.
 */
import type { DepositMethod } from '../../src/engine/crm/schemas.ts';
import type { StripeSettings } from '../config.ts';

export function depositMethodFor(settings: StripeSettings): (artistId: string) => DepositMethod {
  return (artistId) => {
    if (settings.webhookSecret === undefined) return 'by_hand';
    if (settings.secretKey !== undefined) return 'checkout';
    return settings.paymentLinks[artistId] === undefined ? 'by_hand' : 'payment_link';
  };
}
