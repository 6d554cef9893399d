/**
 * Who may use the AI routes (/chat and /v1/*), and how much. With a provider key configured,
 * every call needs a Firebase ID token — the device's anonymous identity is enough — and each
 * forwarded request costs one unit of the identity's daily quota (smaller for anonymous ones).
 * Without a key, /chat runs the built-in engine: open to anyone, under the per-address limit.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/connect.ts';
import { ApiError } from './errors.ts';
import type { IdentityCheck } from './identity.ts';
import { consumeQuota, refundQuota, utcDay, type QuotaKind, type QuotaSettings } from './quota.ts';

/** One unit taken from a caller's quota. */
export interface QuotaCharge {
  /** Gives the unit back: the provider refused the call (a 4xx), so nothing was spent. */
  refund(): Promise<void>;
}

export interface AiAccess {
  /** onRequest (before the body is read): verifies the token; `required` makes a missing one 401. */
  authenticate(request: FastifyRequest, required: boolean): Promise<void>;
  /** After validation, right before forwarding: charges the caller's quota; 429 + Retry-After when used up. */
  admit(request: FastifyRequest, kind: QuotaKind): Promise<QuotaCharge>;
}

export function aiAccess(options: { identity: IdentityCheck; db: Db; quotas: QuotaSettings }): AiAccess {
  return {
    authenticate: (request, required) => options.identity(request, required),
    async admit(request, kind) {
      const caller = request.caller;
      if (caller === null) throw new ApiError(401, 'unauthorized', 'Missing Authorization: Bearer <Firebase ID token>.');
      const now = new Date();
      const wait = await consumeQuota(options.db, caller, kind, options.quotas, now);
      if (wait > 0) {
        const what = kind === 'image' ? 'images' : 'AI requests';
        throw new ApiError(429, 'rate_limited', `Today's ${what} for this account are used up. Try again tomorrow.`, undefined, wait);
      }
      const day = utcDay(now);
      let refunded = false;
      return {
        async refund() {
          if (refunded) return;
          refunded = true;
          await refundQuota(options.db, caller, kind, day);
        },
      };
    },
  };
}
