/**
 * The one error shape of the API (DESIGN.md §4):
 * `{"error": {"code": "...", "message": "...", "fields"?: {...}}}`.
 * Route code throws ApiError; the app's error handler turns everything else (validation, body
 * parsing, size limits, rate limits, crashes) into the same shape with a fitting status.
 */
import { z } from 'zod';

export type ErrorCode =
  | 'invalid_request'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invalid_transition'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'idempotency_key_reused'
  | 'rate_limited'
  | 'storage_quota_exceeded'
  | 'upstream_unavailable'
  | 'no_proposal'
  | 'proposal_changed'
  | 'no_deposit_due'
  | 'deposit_by_hand'
  | 'provider_confirms'
  | 'payments_unavailable'
  | 'payment_provider_error'
  | 'bad_signature'
  | 'internal_error';

export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as `Retry-After` (seconds) with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}).describe('Error');

/** Response schemas shared by every route that can refuse a caller. */
export const commonErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;
