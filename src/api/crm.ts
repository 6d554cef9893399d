/**
 * The typed client of every /crm route (DESIGN.md §4, docs/server.md). Each call carries the
 * caller's Firebase ID token; writes carry an Idempotency-Key. Every 2xx body is checked with the
 * zod schema the server itself answers with (src/engine/crm/schemas.ts), so a wrong body is an
 * error here rather than a broken screen later.
 *
 * Failures reject with `CrmError`: `message` is spec §8's record-call sentence for that call
 * ("Failed to save design. Please try again!"), `cause` the transport's `ApiError` (kind, status,
 * server code, Retry-After) for callers that must decide more — the outbox does.
 *
 * Screens do not call the writes directly: they go through src/sync (Dexie first, then the outbox).
 */
import type { z } from 'zod';
import {
  appointmentMessageSchema, appointmentSchema, artistSchema, artistSlotsSchema, consultationSchema, designPageSchema, designSchema, profileSchema,
  type Appointment, type AppointmentInput, type AppointmentStatus, type Artist, type Consultation, type ConsultationInput,
  type ArtistSlots, type Design, type DesignInput, type RescheduleInput, type DesignPage, type Profile, type ProfileUpdate,
  type AppointmentMessage, type AppointmentMessageInput, type ConsultationUpdate, type SavedAnalysis, type ProposalAnswer,
} from '@/engine/crm/schemas';
import { DESIGN_PAGE_MAX_LIMIT } from '@/engine/contracts/designs';

/** Enough for 10,000 designs at the largest page size. */
const MAX_DESIGN_PAGES = 100;
import { API_ERROR_MESSAGES, ApiError, requestJson } from './http';

/** Spec §8 "Record calls", word for word. Artists have no sentence of their own: the generic one. */
export const CRM_ERROR_MESSAGES = {
  loadProfile: 'Failed to load user profile. Please try again!',
  updateProfile: 'Failed to update user profile. Please try again!',
  saveConsultation: 'Failed to save consultation. Please try again!',
  // A consultation growing with its conversation is still "saving the consultation" to the user.
  updateConsultation: 'Failed to save consultation. Please try again!',
  loadConsultations: 'Failed to load consultations. Please try again!',
  saveDesign: 'Failed to save design. Please try again!',
  // The Analyst's analysis saved with a design: spec §8 has no sentence; this follows its pattern.
  saveAnalysis: 'Failed to save analysis. Please try again!',
  loadDesigns: 'Failed to load designs. Please try again!',
  createAppointment: 'Failed to create appointment. Please try again!',
  loadAppointments: 'Failed to load appointments. Please try again!',
  updateAppointment: 'Failed to update appointment. Please try again!',
  rescheduleAppointment: 'Failed to update appointment. Please try again!',
  loadSlots: API_ERROR_MESSAGES.other,
  // Message Artist has no sentence in spec §8; these follow its record-call pattern.
  sendMessage: 'Failed to send message. Please try again!',
  loadMessages: 'Failed to load messages. Please try again!',
  loadArtists: API_ERROR_MESSAGES.other,
  // Booking's own calls (issue #36) follow the record-call pattern of spec §8.
  acceptProposal: 'Failed to update appointment. Please try again!',
  declineProposal: 'Failed to update appointment. Please try again!',
  attachPack: 'Failed to attach the hand-off pack. Please try again!',
  startDeposit: 'Failed to open the deposit payment. Please try again!',
  loadStudio: 'Failed to load requests. Please try again!',
  studioAction: 'Failed to update the request. Please try again!',
} as const;

export type CrmOperation = keyof typeof CRM_ERROR_MESSAGES;

/** A failed CRM call: the spec's sentence for the call, the transport error as `cause`. */
export class CrmError extends Error {
  readonly operation: CrmOperation;
  declare readonly cause: ApiError;

  constructor(operation: CrmOperation, cause: ApiError) {
    super(CRM_ERROR_MESSAGES[operation], { cause });
    this.name = 'CrmError';
    this.operation = operation;
  }
}

export interface CrmCallOptions {
  /** A Firebase ID token of the caller (fresh: fetched just before the call). */
  token: string;
  signal?: AbortSignal;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The public directory's reads carry no token at all (they are the same for everyone). */
export type PublicCallOptions = Omit<CrmCallOptions, 'token'>;

export interface CrmWriteOptions extends CrmCallOptions {
  /** UUID v4; the same key on a retry makes the server replay its first answer. */
  idempotencyKey: string;
}

/** A write the outbox can store and send later: everything but the token. */
export type CrmWrite =
  | { op: 'updateProfile'; method: 'PUT'; path: string; body: ProfileUpdate }
  | { op: 'saveConsultation'; method: 'POST'; path: string; body: ConsultationInput }
  | { op: 'updateConsultation'; method: 'PUT'; path: string; body: ConsultationUpdate }
  | { op: 'sendMessage'; method: 'POST'; path: string; body: AppointmentMessageInput }
  | { op: 'saveDesign'; method: 'POST'; path: string; body: DesignInput }
  | { op: 'saveAnalysis'; method: 'PUT'; path: string; body: SavedAnalysis }
  | { op: 'createAppointment'; method: 'POST'; path: string; body: AppointmentInput }
  | { op: 'updateAppointment'; method: 'PUT'; path: string; body?: undefined }
  | { op: 'rescheduleAppointment'; method: 'PUT'; path: string; body: RescheduleInput }
  | { op: 'acceptProposal'; method: 'PUT'; path: string; body: ProposalAnswer }
  | { op: 'declineProposal'; method: 'PUT'; path: string; body: ProposalAnswer };

export type CrmWriteOp = CrmWrite['op'];
type WriteOf<K extends CrmWriteOp> = Extract<CrmWrite, { op: K }>;

/** What each write answers with; the flusher puts it in place of the local copy. */
export interface CrmWriteResults {
  updateProfile: Profile;
  saveConsultation: Consultation;
  updateConsultation: Consultation;
  sendMessage: AppointmentMessage;
  saveDesign: Design;
  saveAnalysis: Design;
  createAppointment: Appointment;
  updateAppointment: Appointment;
  rescheduleAppointment: Appointment;
  acceptProposal: Appointment;
  declineProposal: Appointment;
}

const WRITE_SCHEMAS: { [K in CrmWriteOp]: z.ZodType<CrmWriteResults[K]> } = {
  updateProfile: profileSchema,
  saveConsultation: consultationSchema,
  updateConsultation: consultationSchema,
  sendMessage: appointmentMessageSchema,
  saveDesign: designSchema,
  saveAnalysis: designSchema,
  createAppointment: appointmentSchema,
  updateAppointment: appointmentSchema,
  rescheduleAppointment: appointmentSchema,
  acceptProposal: appointmentSchema,
  declineProposal: appointmentSchema,
};

const seg = encodeURIComponent;
const proposalAnswer = (proposalId: string | null): ProposalAnswer => (proposalId === null ? {} : { proposal_id: proposalId });

/** The write descriptions (route, method, body); `sendCrmWrite` sends one. */
export const crmWrites = {
  updateProfile: (userId: string, body: ProfileUpdate): WriteOf<'updateProfile'> => ({ op: 'updateProfile', method: 'PUT', path: `/crm/profile/${seg(userId)}`, body }),
  saveConsultation: (body: ConsultationInput): WriteOf<'saveConsultation'> => ({ op: 'saveConsultation', method: 'POST', path: '/crm/consultation', body }),
  updateConsultation: (consultationId: string, body: ConsultationUpdate): WriteOf<'updateConsultation'> => ({
    op: 'updateConsultation', method: 'PUT', path: `/crm/consultations/${seg(consultationId)}`, body,
  }),
  sendMessage: (appointmentId: string, body: AppointmentMessageInput): WriteOf<'sendMessage'> => ({
    op: 'sendMessage', method: 'POST', path: `/crm/appointments/${seg(appointmentId)}/messages`, body,
  }),
  saveDesign: (body: DesignInput): WriteOf<'saveDesign'> => ({ op: 'saveDesign', method: 'POST', path: '/crm/designs/save', body }),
  saveAnalysis: (designId: string, body: SavedAnalysis): WriteOf<'saveAnalysis'> => ({
    op: 'saveAnalysis', method: 'PUT', path: `/crm/designs/${seg(designId)}/analysis`, body,
  }),
  createAppointment: (body: AppointmentInput): WriteOf<'createAppointment'> => ({ op: 'createAppointment', method: 'POST', path: '/crm/appointments', body }),
  updateAppointment: (appointmentId: string, status: AppointmentStatus): WriteOf<'updateAppointment'> => ({
    op: 'updateAppointment', method: 'PUT', path: `/crm/appointments/${seg(appointmentId)}?status=${seg(status)}`,
  }),
  rescheduleAppointment: (appointmentId: string, body: RescheduleInput): WriteOf<'rescheduleAppointment'> => ({
    op: 'rescheduleAppointment', method: 'PUT', path: `/crm/appointments/${seg(appointmentId)}/slot`, body,
  }),
  /**
   * Both answers name the proposal they answer (null only for a copy stored before proposals had
   * ids): sent late from the outbox, the server refuses them (409 proposal_changed) when the studio
   * proposed again meanwhile, instead of taking or clearing the newer proposal.
   */
  acceptProposal: (appointmentId: string, proposalId: string | null): WriteOf<'acceptProposal'> => ({
    op: 'acceptProposal', method: 'PUT', path: `/crm/appointments/${seg(appointmentId)}/proposal`, body: proposalAnswer(proposalId),
  }),
  declineProposal: (appointmentId: string, proposalId: string | null): WriteOf<'declineProposal'> => ({
    op: 'declineProposal', method: 'PUT', path: `/crm/appointments/${seg(appointmentId)}/proposal/decline`, body: proposalAnswer(proposalId),
  }),
};

function parser<T>(schema: z.ZodType<T>): (body: unknown) => T | undefined {
  return (body) => {
    const result = schema.safeParse(body);
    return result.success ? result.data : undefined;
  };
}

/** One CRM call: token (when given), Idempotency-Key, the answer checked with `schema`, failures as CrmError. */
export async function call<T>(
  operation: CrmOperation, path: string, schema: z.ZodType<T>, options: CrmCallOptions | PublicCallOptions,
  request: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  try {
    return await requestJson(path, {
      method: request.method ?? 'GET',
      body: request.body,
      headers: {
        ...('token' in options ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      },
      parse: parser(schema),
      signal: options.signal,
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new CrmError(operation, error);
    throw error;
  }
}

/** Sends one stored write; resolves with the server's copy of the record. */
export function sendCrmWrite<W extends CrmWrite>(write: W, options: CrmWriteOptions): Promise<CrmWriteResults[W['op']]> {
  const schema = WRITE_SCHEMAS[write.op] as z.ZodType<CrmWriteResults[W['op']]>;
  return call(write.op, write.path, schema, options, { method: write.method, body: write.body, idempotencyKey: options.idempotencyKey });
}

// Reads -----------------------------------------------------------------------------------------

/** GET /crm/profile/firebase/:uid — the profile, created from the token on first sign-in. */
export function fetchProfileForSignIn(uid: string, options: CrmCallOptions): Promise<Profile> {
  return call('loadProfile', `/crm/profile/firebase/${seg(uid)}`, profileSchema, options);
}

/** GET /crm/profile/:userId — 404 (CrmError, status 404) before the first sign-in. */
export function fetchProfile(userId: string, options: CrmCallOptions): Promise<Profile> {
  return call('loadProfile', `/crm/profile/${seg(userId)}`, profileSchema, options);
}

export function fetchConsultations(userId: string, options: CrmCallOptions): Promise<Consultation[]> {
  return call('loadConsultations', `/crm/consultations/${seg(userId)}`, consultationSchema.array(), options);
}

/**
 * GET /crm/designs/:userId. Kept apart from the other lists: the design list is becoming
 * paginated metadata with image URLs (DESIGN.md §3–4), and only this function and
 * `mergeServerDesigns` (src/sync) need to change with it.
 */
export async function fetchDesigns(userId: string, options: CrmCallOptions): Promise<Design[]> {
  const designs: Design[] = [];
  let cursor: string | null = null;
  // Pages are small (metadata only); a cap stops a misbehaving server from looping forever.
  for (let page = 0; page < MAX_DESIGN_PAGES; page += 1) {
    const query: string = `?limit=${DESIGN_PAGE_MAX_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer: DesignPage = await call('loadDesigns', `/crm/designs/${seg(userId)}${query}`, designPageSchema, options);
    designs.push(...answer.items);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return designs;
}

export function fetchAppointments(userId: string, options: CrmCallOptions): Promise<Appointment[]> {
  return call('loadAppointments', `/crm/appointments/${seg(userId)}`, appointmentSchema.array(), options);
}

/** GET /crm/appointments/:id/messages — the Message Artist thread, oldest first. */
export function fetchAppointmentMessages(appointmentId: string, options: CrmCallOptions): Promise<AppointmentMessage[]> {
  return call('loadMessages', `/crm/appointments/${seg(appointmentId)}/messages`, appointmentMessageSchema.array(), options);
}

export function fetchArtists(options: CrmCallOptions): Promise<Artist[]> {
  return call('loadArtists', '/crm/artists', artistSchema.array(), options);
}

/** An artist's open start times on a date (the artist's wall clock; `time_zone` names it). */
export function fetchArtistSlots(artistId: string, date: string, options: CrmCallOptions): Promise<ArtistSlots> {
  return call('loadSlots', `/crm/artists/${seg(artistId)}/slots?date=${seg(date)}`, artistSlotsSchema, options);
}

// Direct writes (online only; the app's screens use src/sync instead) ----------------------------

export const updateProfileNow = (userId: string, body: ProfileUpdate, options: CrmWriteOptions) =>
  sendCrmWrite(crmWrites.updateProfile(userId, body), options);
export const saveConsultationNow = (body: ConsultationInput, options: CrmWriteOptions) =>
  sendCrmWrite(crmWrites.saveConsultation(body), options);
export const saveDesignNow = (body: DesignInput, options: CrmWriteOptions) =>
  sendCrmWrite(crmWrites.saveDesign(body), options);
export const createAppointmentNow = (body: AppointmentInput, options: CrmWriteOptions) =>
  sendCrmWrite(crmWrites.createAppointment(body), options);
export const updateAppointmentNow = (appointmentId: string, status: AppointmentStatus, options: CrmWriteOptions) =>
  sendCrmWrite(crmWrites.updateAppointment(appointmentId, status), options);

// The public directory (no account; issue #36) ------------------------------------------------

export function fetchPublicArtists(options: PublicCallOptions = {}): Promise<Artist[]> {
  return call('loadArtists', '/public/artists', artistSchema.array(), options);
}

export function fetchPublicArtistSlots(artistId: string, date: string, options: PublicCallOptions = {}): Promise<ArtistSlots> {
  return call('loadSlots', `/public/artists/${seg(artistId)}/slots?date=${seg(date)}`, artistSlotsSchema, options);
}
