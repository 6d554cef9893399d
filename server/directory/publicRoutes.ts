/**
 * The public artist directory (issue #36): /public/artists, /public/artists/:id and an artist's
 * open times, readable with no account. They carry artists only — names, studios, styles, hours,
 * open times and deposit rules — never anything of a client (taken slots are simply absent).
 *
 * Cached: each answer has a strong ETag (a hash of its exact text) and Cache-Control; a matching
 * If-None-Match gets 304 with no body. Rate-limited per client address on top of the API-wide limit.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect.ts';
import { ApiError, commonErrorResponses } from '../errors.ts';
import { listArtists, listArtistSlots, type DepositMethodOf } from '../crm/records.ts';
import { artistSchema, artistSlotsQuery, artistSlotsSchema, publicArtistParams } from '../../src/engine/crm/schemas.ts';

export interface PublicDirectoryOptions {
  db: Db;
  depositMethodOf: DepositMethodOf;
  /** Per client address: at most `max` reads per `windowMs` (PUBLIC_RATE_LIMIT_*). */
  rateLimit: { max: number; windowMs: number };
}

/**
 * The directory may be a minute old (shared caches serve it stale while they revalidate). A day's
 * open times are revalidated on every use (a 304 when unchanged): someone who has just booked a
 * time must never be offered it again from a cache.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const SLOTS_CACHE_CONTROL = 'public, no-cache';

/** Sends JSON with a strong ETag; 304 when the client already holds exactly this text. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string): FastifyReply {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  const held = request.headers['if-none-match'];
  if (typeof held === 'string' && held.split(',').map((tag) => tag.trim().replace(/^W\//, '')).includes(etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

export const publicDirectoryRoutes: FastifyPluginAsync<PublicDirectoryOptions> = async (instance, { db, depositMethodOf, rateLimit }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limit = instance.createRateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `public:${request.ip}`,
  });
  app.addHook('onRequest', async (request) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new ApiError(429, 'rate_limited', `Too many requests from this address. Try again in ${verdict.ttlInSeconds} s.`, undefined, verdict.ttlInSeconds);
    }
  });

  app.get('/public/artists', {
    schema: {
      summary: 'The artist directory, public: studios, styles, cities, hours, next open times, deposit and cancellation rules (no client data)',
      tags: ['directory'], response: { 200: z.array(artistSchema), 304: z.null(), ...commonErrorResponses },
    },
  }, async (request, reply) => sendCached(request, reply, await listArtists(db, depositMethodOf), DIRECTORY_CACHE_CONTROL));

  app.get('/public/artists/:artistId', {
    schema: {
      summary: 'One artist of the public directory', tags: ['directory'], params: publicArtistParams,
      response: { 200: artistSchema, 304: z.null(), ...commonErrorResponses },
    },
  }, async (request, reply) => {
    const artist = (await listArtists(db, depositMethodOf)).find((entry) => entry.id === request.params.artistId);
    if (artist === undefined) throw new ApiError(404, 'not_found', 'No artist with this id.');
    return sendCached(request, reply, artist, DIRECTORY_CACHE_CONTROL);
  });

  app.get('/public/artists/:artistId/slots', {
    schema: {
      summary: "An artist's open start times on a date, public (taken and past times left out; who took them is never said)",
      tags: ['directory'], params: publicArtistParams, querystring: artistSlotsQuery,
      response: { 200: artistSlotsSchema, 304: z.null(), ...commonErrorResponses },
    },
  }, async (request, reply) => sendCached(request, reply, await listArtistSlots(db, request.params.artistId, request.query.date), SLOTS_CACHE_CONTROL));
};
