/**
 * POST /demo-requests (issue #20): the landing page's 'Book Your Demo' form. Public — no sign-in —
 * so it is kept from becoming an open relay: a small body limit, strict validation (the form's own
 * messages, src/engine/contracts/demoRequests.ts), and a tight per-address limit of its own on top
 * of the API-wide one. Idempotent under an Idempotency-Key like every CRM write (the browser's
 * outbox resends until it has an answer), then forwarded to DEMO_WEBHOOK_URL in the background.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { demoRequests } from '../db/schema.ts';
import { ApiError, commonErrorResponses } from '../errors.ts';
import { requestFingerprint, runWrite } from '../idempotency.ts';
import { writeHeaders } from '../../src/engine/crm/schemas.ts';
import {
  DEMO_REQUEST_BODY_LIMIT_BYTES, demoRequestInputSchema, demoRequestSchema, type DemoRequest,
} from '../../src/engine/contracts/demoRequests.ts';
import type { DemoWebhook } from './webhook.ts';

/**
 * The idempotency store is keyed by (uid, key); these requests have no uid. No Firebase uid is
 * empty, so this scope can never meet an account's keys. The keys themselves are random UUIDs
 * made by each device, so visitors cannot replay each other's answers.
 */
export const DEMO_IDEMPOTENCY_SCOPE = '';

export interface DemoRoutesOptions {
  db: Db;
  /** Per client address: at most `max` requests per `windowMs` (DEMO_RATE_LIMIT_*). */
  rateLimit: { max: number; windowMs: number };
  /** Null when DEMO_WEBHOOK_URL is not set. */
  webhook: DemoWebhook | null;
}

type Row = typeof demoRequests.$inferSelect;

function toDemoRequest(row: Row): DemoRequest {
  return {
    id: row.id, name: row.name, email: row.email, phone: row.phone, preferredDate: row.preferredDate,
    preferredTime: row.preferredTime, message: row.message, created_at: row.createdAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const demoRoutes: FastifyPluginAsync<DemoRoutesOptions> = async (instance, { db, rateLimit, webhook }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Its own counter (the API-wide hook has already counted this request against the general limit).
  const limit = instance.createRateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `demo:${request.ip}`,
  });

  app.post('/demo-requests', {
    bodyLimit: DEMO_REQUEST_BODY_LIMIT_BYTES,
    // onRequest: refused before the body is read.
    onRequest: async (request) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw new ApiError(429, 'rate_limited', `Too many demo requests from this address. Try again in ${Math.ceil(verdict.ttl / 60_000)} min.`,
          undefined, verdict.ttlInSeconds);
      }
    },
    schema: {
      summary: "Ask for a demo (the landing page's 'Book Your Demo' form); no sign-in. Stored, then forwarded to DEMO_WEBHOOK_URL when set",
      tags: ['demo'], headers: writeHeaders, body: demoRequestInputSchema,
      response: { 201: demoRequestSchema, ...commonErrorResponses },
    },
  }, async (request, typedReply) => {
    // The stored answer is sent as its exact JSON text (a replay must be byte for byte the same).
    const reply = typedReply as FastifyReply;
    const key = request.headers['idempotency-key'];
    const input = request.body;
    let stored: DemoRequest | undefined;
    const result = await runWrite(db, {
      uid: DEMO_IDEMPOTENCY_SCOPE,
      key: typeof key === 'string' ? key : undefined,
      fingerprint: requestFingerprint(request.method, request.url, input),
    }, async (tx) => {
      try {
        const [row] = await tx.insert(demoRequests).values({
          id: input.id ?? randomUUID(), name: input.name, email: input.email, phone: input.phone,
          preferredDate: input.preferredDate, preferredTime: input.preferredTime, message: input.message,
        }).returning();
        stored = toDemoRequest(row);
        return { statusCode: 201, body: stored };
      } catch (error) {
        // The same id under another key: a different device cannot overwrite (or learn) it.
        if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', 'A demo request with this id already exists.');
        throw error;
      }
    });
    reply.code(result.statusCode).header('content-type', 'application/json; charset=utf-8');
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // Only a request stored by THIS call is forwarded: a replay was forwarded the first time.
    if (!result.replayed && stored !== undefined && result.statusCode === 201) webhook?.forward(stored);
    return reply.send(result.payload);
  });
};
