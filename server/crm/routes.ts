/**
 * /crm/* (spec §7, shapes in DESIGN.md §4). Every call needs a verified Firebase ID token; a
 * caller reads and writes only records whose user_id is their uid. Writes go through runWrite,
 * which makes them idempotent under an Idempotency-Key.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthVerifier, VerifiedCaller } from '../auth.ts';
import type { Db, Tx } from '../db/connect.ts';
import { ApiError, commonErrorResponses } from '../errors.ts';
import type { IdentityCheck } from '../identity.ts';
import type { WriteResult } from '../idempotency.ts';
import { callerOf, sendWrite as sendIdempotentWrite } from './writeReply.ts';
import { accountDeletionSchema, accountExportSchema, deleteAccountRecords, exportAccount } from './account.ts';
import { ensureProfile, readProfile, signInProfile, updateProfile } from './profile.ts';
import {
  changeAppointmentStatus, createAppointment, createAppointmentMessage, createConsultation, createDesign, listAppointmentMessages,
  listAppointments, listArtistSlots, listArtists, type DepositMethodOf, listConsultations, listDesigns, ownerOf, readDesignImage, rescheduleAppointment,
  saveDesignAnalysis, updateConsultation,
} from './records.ts';
import {
  DESIGN_BODY_LIMIT_BYTES, EMPTY_BODY_LIMIT_BYTES, PROFILE_BODY_LIMIT_BYTES, appointmentIdParams, appointmentInputSchema, appointmentSchema,
  appointmentStatusQuery, artistSchema, artistSlotsParams, artistSlotsQuery, artistSlotsSchema, rescheduleInputSchema, consultationInputSchema, consultationSchema, designImageParams, designInputSchema,
  designListQuery, designPageSchema, designSchema,
  firebaseUidParams, profileSchema, profileUpdateSchema, userIdParams, writeHeaders,
  appointmentMessageInputSchema, appointmentMessageParams, appointmentMessageSchema, consultationIdParams, consultationUpdateSchema,
  ANALYSIS_BODY_LIMIT_BYTES, designAnalysisParams, savedAnalysisSchema,
} from '../../src/engine/crm/schemas';

export interface CrmRoutesOptions {
  db: Db;
  /** Deletes the identity provider's account after the records (DELETE /crm/account/:userId). */
  auth: Pick<AuthVerifier, 'deleteUser'>;
  /** Verifies the bearer token (and limits failed ones per address); server/identity.ts. */
  identity: IdentityCheck;
  /** Design image bytes one account may store (DESIGN_STORAGE_QUOTA_BYTES). */
  designStorageQuotaBytes: number;
  /** Whether a uid is on the Pro plan (PRO_UIDS); stored on the profile at sign-in. */
  isPro: (caller: VerifiedCaller) => boolean;
  /** The directory artist an account answers for (ARTIST_ACCOUNTS), or null; stored on the profile at sign-in. */
  artistOf: (caller: VerifiedCaller) => string | null;
  /** How each artist's deposits are taken (server/payments/depositMethod.ts). */
  depositMethodOf: DepositMethodOf;
}

const SECURITY = [{ bearerAuth: [] }];

/**
 * Another account's records answer exactly like records that do not exist (404), so ids and
 * uids cannot be probed.
 */
function requireSelf(caller: VerifiedCaller, userId: string): void {
  if (caller.uid !== userId) throw new ApiError(404, 'not_found', 'Not found.');
}

export const crmRoutes: FastifyPluginAsync<CrmRoutesOptions> = async (instance, { db, auth, identity, designStorageQuotaBytes, isPro, artistOf, depositMethodOf }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // onRequest runs before the body is even read, so an unauthenticated caller costs no parsing.
  app.addHook('onRequest', (request) => identity(request, true));

  const sendWrite = (request: FastifyRequest, reply: FastifyReply, write: (tx: Tx, caller: VerifiedCaller) => Promise<WriteResult>) =>
    sendIdempotentWrite(db, request, reply, write);

  app.get('/crm/account/:userId/export', {
    schema: {
      summary: 'Everything the server holds of the caller (profile, designs with images, consultations, appointments)',
      tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: accountExportSchema, ...commonErrorResponses },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    requireSelf(caller, request.params.userId);
    reply.header('content-disposition', 'attachment; filename="inkclarity-my-data.json"');
    return exportAccount(db, caller.uid);
  });

  app.delete('/crm/account/:userId', {
    schema: {
      summary: "Delete the caller's account: every record in one transaction, then the identity provider's account",
      tags: ['crm'], security: SECURITY, params: userIdParams,
      response: { 200: accountDeletionSchema, ...commonErrorResponses },
    },
  }, async (request) => {
    const caller = callerOf(request);
    requireSelf(caller, request.params.userId);
    const deleted = await db.transaction((tx) => deleteAccountRecords(tx, caller.uid));
    // After the commit, never inside the transaction (no network call holds a transaction open).
    // If this fails the records are already gone and a retry (same token, still valid) finishes it.
    const identityDeleted = await auth.deleteUser(caller.uid);
    request.log.info({ deleted }, 'account deleted');
    return { deleted, identityDeleted };
  });

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
      await signInProfile(tx, caller, isPro(caller), artistOf(caller));
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
      await updateProfile(tx, caller, request.body, isPro(caller));
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

  app.put('/crm/consultations/:consultationId', {
    schema: {
      summary: 'Update a consultation as its conversation grows (topic, agent, date, notes; present fields replace stored ones)',
      tags: ['crm'], security: SECURITY, headers: writeHeaders, params: consultationIdParams,
      body: consultationUpdateSchema, response: { 200: consultationSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 200,
    body: await updateConsultation(tx, caller.uid, request.params.consultationId, request.body),
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
    body: await createDesign(tx, ownerOf(caller.uid, request.body.user_id), request.body, designStorageQuotaBytes),
  })));

  app.get('/crm/designs/:userId', {
    schema: {
      summary: "A page of a user's saved designs, newest first: metadata and image_url, never image bytes",
      tags: ['crm'], security: SECURITY, params: userIdParams, querystring: designListQuery,
      response: { 200: designPageSchema, ...commonErrorResponses },
    },
  }, async (request) => {
    requireSelf(callerOf(request), request.params.userId);
    return listDesigns(db, request.params.userId, request.query);
  });

  app.put('/crm/designs/:designId/analysis', {
    bodyLimit: ANALYSIS_BODY_LIMIT_BYTES,
    schema: {
      summary: "Save the Analyst's analysis with one of the caller's designs (replaces the previous one); 404 when it is not theirs",
      tags: ['crm'], security: SECURITY, headers: writeHeaders, params: designAnalysisParams,
      body: savedAnalysisSchema, response: { 200: designSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 200,
    body: await saveDesignAnalysis(tx, caller.uid, request.params.designId, request.body),
  })));

  app.get('/crm/designs/:userId/:designId/image', {
    schema: {
      summary: "A saved design's PNG (image/png); 404 when it is not the caller's or has no image",
      tags: ['crm'], security: SECURITY, params: designImageParams,
      response: { 200: z.any().describe('image/png bytes'), ...commonErrorResponses },
    },
  }, async (request, reply) => {
    requireSelf(callerOf(request), request.params.userId);
    const png = await readDesignImage(db, request.params.userId, request.params.designId);
    if (png === undefined) throw new ApiError(404, 'not_found', 'Not found.');
    // Private: the image is one account's; the browser may keep it, shared caches may not.
    return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(Buffer.from(png));
  });

  app.post('/crm/appointments', {
    schema: {
      summary: 'Request an appointment', tags: ['crm'], security: SECURITY, headers: writeHeaders,
      body: appointmentInputSchema, response: { 201: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => {
    const owner = ownerOf(caller.uid, request.body.user_id);
    // The studio sees who asked (issue #36): a request made before the first profile read still has its profile.
    await ensureProfile(tx, caller, isPro(caller), artistOf(caller));
    return { statusCode: 201, body: await createAppointment(tx, owner, request.body) };
  }));

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
  }, async () => listArtists(db, depositMethodOf));

  app.get('/crm/artists/:artistId/slots', {
    schema: {
      summary: "An artist's open start times on a date (the artist's wall clock, time_zone given); taken and past slots left out",
      tags: ['crm'], security: SECURITY, params: artistSlotsParams, querystring: artistSlotsQuery,
      response: { 200: artistSlotsSchema, ...commonErrorResponses },
    },
  }, async (request) => listArtistSlots(db, request.params.artistId, request.query.date));

  app.put('/crm/appointments/:appointmentId/slot', {
    schema: {
      summary: 'Reschedule a requested or confirmed appointment: the old slot is freed, the status goes back to requested',
      tags: ['crm'], security: SECURITY, headers: writeHeaders, params: appointmentIdParams,
      body: rescheduleInputSchema, response: { 200: appointmentSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 200,
    body: await rescheduleAppointment(tx, caller.uid, request.params.appointmentId, request.body),
  })));

  app.get('/crm/appointments/:appointmentId/messages', {
    schema: {
      summary: "Message Artist: the thread stored with one of the caller's appointments, oldest first; 404 when it is not theirs",
      tags: ['crm'], security: SECURITY, params: appointmentMessageParams,
      response: { 200: z.array(appointmentMessageSchema), ...commonErrorResponses },
    },
  }, async (request) => listAppointmentMessages(db, callerOf(request).uid, request.params.appointmentId));

  app.post('/crm/appointments/:appointmentId/messages', {
    schema: {
      summary: "Message Artist: add a message to the thread of one of the caller's appointments",
      tags: ['crm'], security: SECURITY, headers: writeHeaders, params: appointmentMessageParams,
      body: appointmentMessageInputSchema, response: { 201: appointmentMessageSchema, ...commonErrorResponses },
    },
  }, (request, reply) => sendWrite(request, reply, async (tx, caller) => ({
    statusCode: 201,
    body: await createAppointmentMessage(tx, caller.uid, request.params.appointmentId, request.body),
  })));
};
