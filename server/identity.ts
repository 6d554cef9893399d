/**
 * Who is calling, for every route that takes a Firebase ID token (/crm always; /chat and /v1/*
 * when the server holds a provider key). A token that fails verification counts against the
 * caller's address; an address with too many failures is refused (429) before its next token
 * is even looked at, so guessing tokens is limited (the per-address request limit runs before
 * this too, see app.ts).
 */
import type { FastifyRequest } from 'fastify';
import { bearerToken, type AuthVerifier, type VerifiedCaller } from './auth.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller (set by the identity check before the body is read), or null. */
    caller: VerifiedCaller | null;
  }
}

/** Failed tokens per address in a fixed window, in this process's memory. */
export class FailedTokenLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly max: number, private readonly windowMs: number, private readonly now: () => number = Date.now) {}

  /** Seconds the address must wait, or 0 when it may try a token. */
  retryAfterSeconds(address: string): number {
    const entry = this.failures.get(address);
    if (entry === undefined) return 0;
    const now = this.now();
    if (entry.resetAt <= now) {
      this.failures.delete(address);
      return 0;
    }
    return entry.count >= this.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  record(address: string): void {
    const now = this.now();
    const entry = this.failures.get(address);
    if (entry === undefined || entry.resetAt <= now) {
      // Drop expired entries now and then, so a scan of many addresses cannot grow the map forever.
      if (this.failures.size > 10_000) for (const [key, value] of this.failures) if (value.resetAt <= now) this.failures.delete(key);
      this.failures.set(address, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }
}

export interface IdentityCheck {
  /**
   * Verifies the request's bearer token and sets `request.caller`. `required`: 401 without a
   * valid token; otherwise a request without a token goes on anonymously (caller null), but a
   * token that is sent must be valid.
   */
  (request: FastifyRequest, required: boolean): Promise<void>;
}

export function identityCheck(auth: AuthVerifier, failures: FailedTokenLimiter): IdentityCheck {
  return async (request, required) => {
    const header = request.headers.authorization;
    const token = bearerToken(header);
    if (token === undefined) {
      if (!required && header === undefined) return;
      throw new ApiError(401, 'unauthorized', 'Missing Authorization: Bearer <Firebase ID token>.');
    }
    const wait = failures.retryAfterSeconds(request.ip);
    if (wait > 0) {
      throw new ApiError(429, 'rate_limited', `Too many invalid tokens from this address. Try again in ${wait} s.`, undefined, wait);
    }
    try {
      request.caller = await auth.verify(token);
    } catch {
      failures.record(request.ip);
      throw new ApiError(401, 'unauthorized', 'The ID token is invalid, expired or revoked. Sign in again.');
    }
  };
}
