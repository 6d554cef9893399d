/**
 * Booking beyond the request itself (issue #36; docs/booking.md): the hand-off pack, paying a
 * deposit, taking a time the studio proposed, and the studio's side. Every route needs a verified
 * token; the person touches only their own appointments, an artist account only requests made to
 * its artist (anything else answers 404 exactly like a record that does not exist).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { VerifiedCaller } from '../auth.ts';
import type { StripeSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, commonErrorResponses } from '../errors.ts';
import type { IdentityCheck } from '../identity.ts';
import { startDeposit } from '../payments/deposits.ts';
import { readPack, readStudioPack, savePack } from './packs.ts';
import type { DepositMethodOf } from './records.ts';
import { acceptProposal, applyStudioAction, declineProposal, listStudioRequests, requireArtistAccount } from './studio.ts';
import { callerOf, sendWrite } from './writeReply.ts';
import {
  appointmentIdParams, appointmentSchema, depositCheckoutSchema, PACK_BODY_LIMIT_BYTES, packInputSchema, packReceiptSchema,
  proposalAnswerSchema, studioAccountSchema, studioActionSchema, studioRequestParams, studioRequestSchema, writeHeaders,
} from '../../src/engine/crm/schemas.ts';

export interface BookingRoutesOptions {
  db: Db;
  identity: IdentityCheck;
  depositMethodOf: DepositMethodOf;
  stripe: Stripe | null;
  stripeSettings: StripeSettings;
  /** The directory artist an account answers for (ARTIST_ACCOUNTS), or null. */
  artistOf: (caller: VerifiedCaller) => string | null;
}

const SECURITY = [{ bearerAuth: [] }];
/** `{proposal_id}` names the proposal answered (409 proposal_changed when stale); no body = the one on show (older apps' queued writes). */
const proposalAnswerBody = proposalAnswerSchema.nullish();
/** The pack is one account's: the browser may keep it a while, shared caches never. */
const PACK_CACHE_CONTROL = 'private, max-age=300';

export const bookingRoutes: FastifyPluginAsync<BookingRoutesOptions> = async (instance, options) => {
  const { db, identity, depositMethodOf } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', (request) => identity(request, true));

  app.put('/crm/appointments/:appointmentId/pack', {
    bodyLimit: PACK_BODY_LIMIT_BYTES,
    schema: {
      summary: "Attach (or replace) the hand-off pack of one of the caller's appointments: a PDF data URL, at most 6 MB",
      tags: ['booking'], security: SECURITY, headers: writeHeaders, params: appointmentIdParams, body: packInputSchema,
      response: { 200: packReceiptSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(db, request, reply, async (tx, caller) => ({
    statusCode: 200, body: await savePack(tx, caller.uid, request.params.appointmentId, request.body.pdf),
  })));

  app.get('/crm/appointments/:appointmentId/pack', {
    schema: {
      summary: "The hand-off pack of one of the caller's appointments (application/pdf)", tags: ['booking'], security: SECURITY,
      params: appointmentIdParams, response: { 200: z.any().describe('application/pdf bytes'), ...commonErrorResponses },
    },
  }, async (request, reply) => {
    const pdf = await readPack(db, callerOf(request).uid, request.params.appointmentId);
    if (pdf === undefined) throw new ApiError(404, 'not_found', 'Not found.');
    return reply.type('application/pdf').header('cache-control', PACK_CACHE_CONTROL).send(Buffer.from(pdf));
  });

  app.post('/crm/appointments/:appointmentId/deposit', {
    schema: {
      summary: 'Where to pay the deposit of an appointment that is deposit due: a Stripe Checkout Session, or the studio’s Payment Link',
      tags: ['booking'], security: SECURITY, params: appointmentIdParams, response: { 200: depositCheckoutSchema, ...commonErrorResponses },
    },
  }, async (request) => {
    const caller = callerOf(request);
    return startDeposit({
      db, stripe: options.stripe, settings: options.stripeSettings, callerUid: caller.uid, callerEmail: caller.email,
      appointmentId: request.params.appointmentId, appOrigin: `${request.protocol}://${request.host}`, log: request.log,
    });
  });

  app.put('/crm/appointments/:appointmentId/proposal', {
    schema: {
      summary: 'Take the other time the studio proposed (naming it: {proposal_id}; 409 proposal_changed when the studio proposed again since): the appointment moves there and counts as accepted',
      tags: ['booking'], security: SECURITY, headers: writeHeaders, params: appointmentIdParams, body: proposalAnswerBody,
      response: { 200: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(db, request, reply, async (tx, caller) => ({
    statusCode: 200, body: await acceptProposal(tx, caller.uid, request.params.appointmentId, request.body ?? {}, depositMethodOf),
  })));

  app.put('/crm/appointments/:appointmentId/proposal/decline', {
    schema: {
      summary: 'Turn down the other time the studio proposed (naming it: {proposal_id}; 409 proposal_changed when stale): the request keeps its own time and waits for the studio again',
      tags: ['booking'], security: SECURITY, headers: writeHeaders, params: appointmentIdParams, body: proposalAnswerBody,
      response: { 200: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(db, request, reply, async (tx, caller) => ({
    statusCode: 200, body: await declineProposal(tx, caller.uid, request.params.appointmentId, request.body ?? {}),
  })));

  app.get('/crm/studio/account', {
    schema: {
      summary: 'Which directory artist the caller answers for (ARTIST_ACCOUNTS), or null', tags: ['studio'], security: SECURITY,
      response: { 200: studioAccountSchema, ...commonErrorResponses },
    },
  }, async (request) => ({ artist_id: options.artistOf(callerOf(request)) }));

  app.get('/crm/studio/requests', {
    schema: {
      summary: "The requests made to the caller's artist, newest first, with who asked (403 for a non-studio account)",
      tags: ['studio'], security: SECURITY, response: { 200: z.array(studioRequestSchema), ...commonErrorResponses },
    },
  }, async (request) => listStudioRequests(db, requireArtistAccount(options.artistOf(callerOf(request)))));

  app.get('/crm/studio/requests/:clientId/:appointmentId/pack', {
    schema: {
      summary: "A request's hand-off pack, for its artist (application/pdf)", tags: ['studio'], security: SECURITY,
      params: studioRequestParams, response: { 200: z.any().describe('application/pdf bytes'), ...commonErrorResponses },
    },
  }, async (request, reply) => {
    const artistId = requireArtistAccount(options.artistOf(callerOf(request)));
    const pdf = await readStudioPack(db, artistId, request.params.clientId, request.params.appointmentId);
    if (pdf === undefined) throw new ApiError(404, 'not_found', 'Not found.');
    return reply.type('application/pdf').header('cache-control', PACK_CACHE_CONTROL).send(Buffer.from(pdf));
  });

  app.put('/crm/studio/requests/:clientId/:appointmentId', {
    schema: {
      summary: 'Answer a request: accept, propose another time, decline, record a deposit taken by hand, or complete',
      tags: ['studio'], security: SECURITY, headers: writeHeaders, params: studioRequestParams, body: studioActionSchema,
      response: { 200: studioRequestSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(db, request, reply, async (tx, caller) => {
    const artistId = requireArtistAccount(options.artistOf(caller));
    return {
      statusCode: 200,
      body: await applyStudioAction(tx, artistId, request.params.clientId, request.params.appointmentId, request.body, depositMethodOf),
    };
  }));
};
