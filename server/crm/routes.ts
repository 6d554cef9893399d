/**
 * /crm/* (spec §7, shapes in DESIGN.md §4). Every call needs a verified Firebase ID token; a
 * caller reads and writes only records whose user_id is their uid. Writes go through runWrite,
 * which makes them idempotent under an Idempotency-Key.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, type AuthVerifier, type VerifiedCaller } from '../auth.ts';
import type { Db, Tx } from '../db/connect.ts';
import { artists } from '../db/schema.ts';
import { ApiError, commonErrorResponses } from '../errors.ts';
import { requestFingerprint, runWrite, type WriteResult } from '../idempotency.ts';
import { readProfile, signInProfile, updateProfile } from './profile.ts';
import {
  changeAppointmentStatus, createAppointment, createConsultation, createDesign, listAppointments,
  listConsultations, listDesigns, ownerOf,
} from './records.ts';
import {
  DESIGN_BODY_LIMIT_BYTES, EMPTY_BODY_LIMIT_BYTES, PROFILE_BODY_LIMIT_BYTES, appointmentIdParams, appointmentInputSchema, appointmentSchema,
  appointmentStatusQuery, artistSchema, consultationInputSchema, consultationSchema, designInputSchema, designSchema,
  firebaseUidParams, profileSchema, profileUpdateSchema, userIdParams, writeHeaders,
} from '../../src/engine/crm/schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a /crm request (set by the auth hook before anything else runs). */
    caller: VerifiedCaller | null;
  }
}

export interface CrmRoutesOptions {
  db: Db;
  auth: AuthVerifier;
}

const SECURITY = [{ bearerAuth: [] }];

function callerOf(request: FastifyRequest): VerifiedCaller {
  if (request.caller === null) throw new ApiError(401, 'unauthorized', 'Sign in to use this.');
  return request.caller;
}

function requireSelf(caller: VerifiedCaller, userId: string): void {
  if (caller.uid !== userId) throw new ApiError(403, 'forbidden', 'You can only access your own records.');
}

export const crmRoutes: FastifyPluginAsync<CrmRoutesOptions> = async (instance, { db, auth }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // onRequest runs before the body is even read, so an unauthenticated caller costs no parsing.
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      throw new ApiError(401, 'unauthorized', 'Missing Authorization: Bearer <Firebase ID token>.');
    }
    try {
      request.caller = await auth.verify(token);
    } catch {
      throw new ApiError(401, 'unauthorized', 'The ID token is invalid, expired or revoked. Sign in again.');
    }
  });

  async function sendWrite(
    request: FastifyRequest, reply: FastifyReply, write: (tx: Tx, caller: VerifiedCaller) => Promise<WriteResult>,
  ): Promise<void> {
    const caller = callerOf(request);
    const key = request.headers['idempotency-key'];
    const result = await runWrite(db, {
      uid: caller.uid,
      key: typeof key === 'string' ? key : undefined,
      fingerprint: requestFingerprint(request.method, request.url, request.body),
    }, (tx) => write(tx, caller));
    reply.code(result.statusCode).header('content-type', 'application/json; charset=utf-8');
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    reply.send(result.payload);
  }

  app.get('/crm/profile/firebase/:firebaseUid', {
    schema: {
      summary: 'The profile linked to a Firebase uid; created from the token on first sign-in',
      tags: ['crm'], security: SECURITY, params: firebaseUidParams,
      response: { 200: profileSchema, ...commonErrorResponses },
    },
  }, async (request) => {
    const caller = callerOf(request);
    requireSelf(caller, request.params.firebaseUid);
    return db.transaction(async (tx) => {
      await signInProfile(tx, caller);
      const profile = await readProfile(tx, caller.uid);
      if (profile === undefined) throw new Error('profile vanished inside its own transaction');
      return profile;
    });
  });

  app.get('/crm/profile/:userId', {
    schema: {
      summary: 'A user profile', tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: profileSchema, ...commonErrorResponses },
    },
  }, async (request) => {
    const caller = callerOf(request);
    requireSelf(caller, request.params.userId);
    const profile = await readProfile(db, caller.uid);
    if (profile === undefined) throw new ApiError(404, 'not_found', 'No profile yet: sign in to create it.');
    return profile;
  });

  app.put('/crm/profile/:userId', {
    bodyLimit: PROFILE_BODY_LIMIT_BYTES,
    schema: {
      summary: 'Update the editable profile fields and preference sections', tags: ['crm'], security: SECURITY,
      params: userIdParams, headers: writeHeaders, body: profileUpdateSchema,
      response: { 200: profileSchema, ...commonErrorResponses },
    },
  }, (request, reply) => {
    requireSelf(callerOf(request), request.params.userId);
    return sendWrite(request, reply, async (tx, caller) => {
      await updateProfile(tx, caller, request.body);
      return { statusCode: 200, body: await readProfile(tx, caller.uid) };
    });
  });

  app.post('/crm/consultation', {
    schema: {
      summary: 'Save a consultation', tags: ['crm'], security: SECURITY, headers: writeHeaders,
      body: consultationInputSchema, response: { 201: consultationSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 201,
    body: await createConsultation(tx, ownerOf(caller.uid, request.body.user_id), request.body),
  })));

  app.get('/crm/consultations/:userId', {
    schema: {
      summary: "A user's consultations, newest first", tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: z.array(consultationSchema), ...commonErrorResponses },
    },
  }, async (request) => {
    requireSelf(callerOf(request), request.params.userId);
    return listConsultations(db, request.params.userId);
  });

  app.post('/crm/designs/save', {
    bodyLimit: DESIGN_BODY_LIMIT_BYTES,
    schema: {
      summary: 'Save a design with its PNG (at most 8 MB)', tags: ['crm'], security: SECURITY, headers: writeHeaders,
      body: designInputSchema, response: { 201: designSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 201,
    body: await createDesign(tx, ownerOf(caller.uid, request.body.user_id), request.body),
  })));

  app.get('/crm/designs/:userId', {
    schema: {
      summary: "A user's saved designs, newest first", tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: z.array(designSchema), ...commonErrorResponses },
    },
  }, async (request) => {
    requireSelf(callerOf(request), request.params.userId);
    return listDesigns(db, request.params.userId);
  });

  app.post('/crm/appointments', {
    schema: {
      summary: 'Request an appointment', tags: ['crm'], security: SECURITY, headers: writeHeaders,
      body: appointmentInputSchema, response: { 201: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 201,
    body: await createAppointment(tx, ownerOf(caller.uid, request.body.user_id), request.body),
  })));

  app.get('/crm/appointments/:userId', {
    schema: {
      summary: "A user's appointments, newest first", tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: z.array(appointmentSchema), ...commonErrorResponses },
    },
  }, async (request) => {
    requireSelf(callerOf(request), request.params.userId);
    return listAppointments(db, request.params.userId);
  });

  app.put('/crm/appointments/:appointmentId', {
    bodyLimit: EMPTY_BODY_LIMIT_BYTES,
    schema: {
      summary: 'Change an appointment status: requested → confirmed | cancelled, confirmed → completed | cancelled',
      tags: ['crm'], security: SECURITY, headers: writeHeaders, params: appointmentIdParams,
      querystring: appointmentStatusQuery, response: { 200: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 200,
    body: await changeAppointmentStatus(tx, caller.uid, request.params.appointmentId, request.query.status),
  })));

  app.get('/crm/artists', {
    schema: {
      summary: 'The artist directory for booking', tags: ['crm'], security: SECURITY,
      response: { 200: z.array(artistSchema), ...commonErrorResponses },
    },
  }, async () => db.select().from(artists).orderBy(artists.name));
};
