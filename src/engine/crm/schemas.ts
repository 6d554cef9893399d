/**
 * Request and response shapes of /crm (DESIGN.md §4) — their one home: the server validates
 * requests and documents responses with them, and the browser's CRM client (src/api/crm.ts)
 * validates every answer with the same schemas, so the two sides cannot drift apart.
 *
 * Every string and list is bounded; objects are strict — an unknown field is refused with 400
 * naming it, on every route, so a client typo never silently drops data. The one exception is
 * documented on profileUpdateSchema. Pure (zod only): the engine's import rules apply.
 */
import { z } from 'zod';
import { WEEKDAYS } from '../booking/slots';
import { DESIGN_PAGE_DEFAULT_LIMIT, DESIGN_PAGE_MAX_LIMIT, designPageSchema, designRenderSchema, designSchema } from '../contracts/designs';
import { savedAnalysisSchema } from '../contracts/analysis';

/**
 * An appointment's lifecycle states (the server's column type comes from here too). A request to a
 * studio that takes deposits moves requested → deposit_due (the studio accepted it) → confirmed
 * (the provider's signed webhook, or the studio by hand when it has no provider); docs/booking.md.
 */
export const APPOINTMENT_STATUSES = ['requested', 'deposit_due', 'confirmed', 'completed', 'cancelled', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The states that hold the artist's slot (the database's one-booking-per-slot index uses the same list). */
export const ACTIVE_APPOINTMENT_STATUSES = ['requested', 'deposit_due', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export const isActiveStatus = (status: string): boolean => (ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(status);

/** A status in a sentence: 'deposit_due' → 'deposit due'. */
export const statusWords = (status: string): string => status.replaceAll('_', ' ');

/**
 * What the person may do to their own appointment (PUT /crm/appointments/:id?status=): cancel
 * while it is active, mark a confirmed one completed. Confirming is the studio's move for a
 * directory artist; for a free-text artist (no studio in the app) the person records it.
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  deposit_due: ['cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  declined: [],
};

/** The person's moves on an appointment with a directory artist: the studio confirms, not them. */
export const CLIENT_DIRECTORY_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  ...APPOINTMENT_TRANSITIONS,
  requested: ['cancelled'],
};

/** What a studio does with a request (PUT /crm/studio/requests/…); the server turns each into a status. */
export const STUDIO_ACTIONS = ['accept', 'propose', 'decline', 'deposit_received', 'complete'] as const;
export type StudioAction = (typeof STUDIO_ACTIONS)[number];

/** Names, cities, styles and other one-line values. */
const SHORT_TEXT_MAX = 200;
/** Notes, descriptions and prompts: a few paragraphs. */
const LONG_TEXT_MAX = 5_000;
/** Lists a person edits by hand (styles, allergies): more than anyone needs, small enough to bound a row. */
const LIST_MAX_ITEMS = 50;
/** RFC 5321's longest deliverable address. */
const EMAIL_MAX = 254;
/** Firebase uids are at most 128 characters. */
const UID_MAX = 128;
/** E.164 allows 15 digits; spaces, dashes, brackets and an extension need a little more room. */
const PHONE_MAX = 32;

export const shortText = z.string().trim().max(SHORT_TEXT_MAX);
const requiredShortText = z.string().trim().min(1).max(SHORT_TEXT_MAX);
const longText = z.string().max(LONG_TEXT_MAX);
const textList = z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX)).max(LIST_MAX_ITEMS);
const phone = z.string().trim().max(PHONE_MAX).regex(/^[0-9+()\-.\s]*(?:(?:ext|x)\s*[0-9]+)?$/i, 'Not a phone number');
const email = z.union([z.literal(''), z.email().max(EMAIL_MAX)]);
/** A calendar date, YYYY-MM-DD. */
const isoDate = z.iso.date();
/** 24-hour clock, HH:MM. */
const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Expected HH:MM (24-hour)');

export const uidParam = z.string().min(1).max(UID_MAX);
export const userIdParams = z.strictObject({ userId: uidParam });
export const firebaseUidParams = z.strictObject({ firebaseUid: uidParam });
export const appointmentIdParams = z.strictObject({ appointmentId: z.uuid() });

/** Writes may carry an Idempotency-Key (UUID); other headers pass through untouched. */
export const writeHeaders = z.object({
  'idempotency-key': z.uuid('Idempotency-Key must be a UUID').optional(),
});

export const emergencyContactSchema = z.strictObject({
  name: shortText,
  phone,
  relationship: shortText,
});

export const designPreferencesSchema = z.strictObject({
  size: shortText,
  placement: shortText,
  colorPreference: shortText,
  stylePreferences: textList,
});

const readOnlyProfileField = z.unknown().optional();

/**
 * PUT /crm/profile/:userId. Present fields replace stored ones; absent fields stay. The profile's
 * read-only fields (user_id, createdAt, lastLogin, consultationHistory, savedDesigns, appointments)
 * are accepted and ignored, so a client may send back the profile it read with its edits applied.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: shortText.optional(),
  lastName: shortText.optional(),
  email: email.optional(),
  phone: phone.optional(),
  location: shortText.optional(),
  dateOfBirth: z.union([z.literal(''), isoDate]).optional(),
  preferredStyles: textList.optional(),
  tattooExperience: shortText.optional(),
  skinTone: shortText.optional(),
  allergies: textList.optional(),
  medicalConditions: textList.optional(),
  emergencyContact: emergencyContactSchema.optional(),
  designPreferences: designPreferencesSchema.optional(),
  user_id: readOnlyProfileField,
  createdAt: readOnlyProfileField,
  lastLogin: readOnlyProfileField,
  consultationHistory: readOnlyProfileField,
  savedDesigns: readOnlyProfileField,
  appointments: readOnlyProfileField,
  pro: readOnlyProfileField,
  artistId: readOnlyProfileField,
});

export const profileSchema = z.object({
  user_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  location: z.string(),
  preferredStyles: z.array(z.string()),
  tattooExperience: z.string(),
  skinTone: z.string(),
  allergies: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }),
  designPreferences: z.object({
    size: z.string(),
    placement: z.string(),
    colorPreference: z.string(),
    stylePreferences: z.array(z.string()),
  }),
  consultationHistory: z.array(z.object({ topic: z.string(), agent: z.string(), date: z.string(), notes: z.string() })),
  savedDesigns: z.array(z.object({ id: z.string(), style: z.string(), placement: z.string(), created_at: z.string() })),
  appointments: z.array(z.object({
    id: z.string(), type: z.string(), artist: z.string(), status: z.string(), date: z.string(), time: z.string(),
  })),
  createdAt: z.string(),
  lastLogin: z.string(),
  /** Pro plan (unlocks the Booking Agent); set by the server, read-only for the client. */
  pro: z.boolean(),
  /** The directory artist this account answers for (ARTIST_ACCOUNTS); null for everyone else. */
  artistId: z.string().nullable().default(null),
}).describe('Profile');

/** An optional client-made id lets an offline device show the record before the server has it. */
const clientId = z.uuid().optional();
/** The owner; defaults to the caller, and anyone else's id is refused with 403. */
const ownerId = uidParam.optional();

export const consultationInputSchema = z.strictObject({
  id: clientId,
  user_id: ownerId,
  topic: requiredShortText,
  agent: requiredShortText,
  date: z.union([isoDate, z.iso.datetime({ offset: true })]),
  notes: longText.default(''),
});

export const consultationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  topic: z.string(),
  agent: z.string(),
  date: z.string(),
  notes: z.string(),
}).describe('Consultation');

export const consultationIdParams = z.strictObject({ consultationId: z.uuid() });

/**
 * PUT /crm/consultations/:consultationId: a conversation's consultation grows with it (its notes
 * summarise the conversation so far). Present fields replace stored ones; at least one is needed.
 */
export const consultationUpdateSchema = z.strictObject({
  topic: requiredShortText.optional(),
  agent: requiredShortText.optional(),
  date: z.union([isoDate, z.iso.datetime({ offset: true })]).optional(),
  notes: longText.optional(),
}).refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Nothing to update' });

/** Issue #3: a design's PNG may be up to 8 MB. */
export const DESIGN_PNG_MAX_BYTES = 8 * 1024 * 1024;
/** Base64 grows data by 4/3; the rest of a design's fields fit in the remaining slack. */
export const DESIGN_BODY_LIMIT_BYTES = Math.ceil((DESIGN_PNG_MAX_BYTES * 4) / 3) + 256 * 1024;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const designInputSchema = z.strictObject({
  id: clientId,
  user_id: ownerId,
  style: shortText,
  placement: shortText,
  size: shortText,
  colors: shortText,
  keywords: z.string().max(LONG_TEXT_MAX).default(''),
  description: longText.default(''),
  prompt: longText.default(''),
  /** The renderer's seed and size option for this design, so its stencil can be drawn anywhere. */
  render: designRenderSchema.nullable().default(null),
  /** PNG data URL; its decoded size is checked against DESIGN_PNG_MAX_BYTES (413 beyond). */
  image: z.string().startsWith(PNG_DATA_URL_PREFIX, 'Expected a PNG data URL (data:image/png;base64,...)')
    .max(DESIGN_BODY_LIMIT_BYTES).nullable().default(null),
  /** The Analyst's analysis, when a design is saved from the Analyst (issue #35). */
  analysis: savedAnalysisSchema.nullable().default(null),
});

/** PUT /crm/designs/:designId/analysis — the design's analysis, replaced whole. */
export const designAnalysisParams = z.strictObject({ designId: z.uuid() });
export { ANALYSIS_BODY_LIMIT_BYTES, savedAnalysisSchema } from '../contracts/analysis';

// The design response shapes (paginated metadata, image URLs) live in contracts/designs.ts.
export { designPageSchema, designSchema };

export const designListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DESIGN_PAGE_MAX_LIMIT).default(DESIGN_PAGE_DEFAULT_LIMIT),
  cursor: z.string().min(1).max(200).optional(),
});

export const designImageParams = z.strictObject({ userId: uidParam, designId: z.uuid() });

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

/** Most references a request carries (links or short descriptions): enough for a mood board. */
export const REFERENCES_MAX = 10;
/** A stencil this size in either direction is a back piece; larger is not one session's request. */
export const DESIGN_SIZE_MAX_CM = 100;

/**
 * What a tattoo request carries beyond the slot (booking tools ask for these): the idea, where and
 * how big, the style, lettering to spell out, references, budget, and the saved design if any.
 */
export const appointmentDetailsSchema = z.strictObject({
  design_id: z.uuid().nullable().default(null),
  idea: z.string().trim().max(LONG_TEXT_MAX).default(''),
  placement: shortText.default(''),
  /** Width × height on the skin, in centimetres (the stencil is printed at this size). */
  size_cm: z.strictObject({
    width: z.number().positive().max(DESIGN_SIZE_MAX_CM),
    height: z.number().positive().max(DESIGN_SIZE_MAX_CM),
  }).nullable().default(null),
  style: shortText.default(''),
  /** Text to be tattooed exactly as written (the pack spells it out letter by letter). */
  lettering: z.string().max(SHORT_TEXT_MAX * 2).default(''),
  references: z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX * 2)).max(REFERENCES_MAX).default([]),
  budget: shortText.default(''),
});
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;
export const EMPTY_APPOINTMENT_DETAILS: AppointmentDetails = appointmentDetailsSchema.parse({});

export const appointmentInputSchema = z.strictObject({
  id: clientId,
  user_id: ownerId,
  type: requiredShortText,
  artist: requiredShortText,
  /** A new appointment is always a request; the field is accepted only with that value. */
  status: z.literal('requested').optional(),
  date: isoDate,
  time: clockTime,
  notes: longText.default(''),
  details: appointmentDetailsSchema.optional(),
});

/** ISO 4217, lower case as Stripe writes it. */
const currencyCode = z.string().regex(/^[a-z]{3}$/, 'Expected a three-letter currency code');

/** How a studio takes its deposits: set on the server (Stripe keys, a Payment Link, or neither). */
export const DEPOSIT_METHODS = ['checkout', 'payment_link', 'by_hand'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const depositSchema = z.object({
  /** In the currency's minor unit (cents), as Stripe counts it. */
  amount: z.number().int(),
  currency: currencyCode,
  status: z.enum(['due', 'paid']),
  /** How it is (or was) paid; by_hand = the studio records it, no provider in the app. */
  method: z.enum(DEPOSIT_METHODS),
  paid_at: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/**
 * Another time the studio offered instead of the one requested. `id` is fresh per proposal: the
 * person's answer names it (proposalAnswerSchema). Null only on a copy stored before ids existed.
 */
export const proposalSchema = z.object({ id: z.string().nullable().default(null), date: z.string(), time: z.string(), note: z.string() });

/** The last proposed time the person turned down, and when (shown on the studio's list). */
export const declinedProposalSchema = z.object({ date: z.string(), time: z.string(), declined_at: z.string() });

/**
 * The body of taking or declining a proposal: which proposal it answers. A stale id gets 409
 * proposal_changed and changes nothing. Optional so a write queued by an older app (no body)
 * still answers the proposal on show, as it did.
 */
export const proposalAnswerSchema = z.strictObject({ proposal_id: z.uuid().optional() });

export const appointmentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string(),
  artist: z.string(),
  status: appointmentStatusSchema,
  date: z.string(),
  time: z.string(),
  notes: z.string(),
  details: appointmentDetailsSchema.default(EMPTY_APPOINTMENT_DETAILS),
  /** Present once a studio that takes deposits accepted the request. */
  deposit: depositSchema.nullable().default(null),
  proposal: proposalSchema.nullable().default(null),
  declined_proposal: declinedProposalSchema.nullable().default(null),
  /** What the studio said with its last answer (a decline's reason, a proposal's note). */
  studio_note: z.string().default(''),
  /** Whether a hand-off pack (PDF) is attached. */
  has_pack: z.boolean().default(false),
}).describe('Appointment');

export const appointmentStatusQuery = z.strictObject({ status: appointmentStatusSchema });

/** Message Artist: one message of the thread stored with an appointment. */
export const APPOINTMENT_MESSAGE_MAX = 2_000;
export const appointmentMessageParams = z.strictObject({ appointmentId: z.uuid() });

export const appointmentMessageInputSchema = z.strictObject({
  id: clientId,
  /** Leading and trailing blanks are dropped; a message of blanks only is refused. */
  body: z.string().trim().min(1, 'Write a message first').max(APPOINTMENT_MESSAGE_MAX),
});

/** Who wrote a message: the client here; 'studio' is reserved for the studio's side (not built). */
export const MESSAGE_AUTHORS = ['client', 'studio'] as const;

export const appointmentMessageSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  appointment_id: z.string(),
  author: z.enum(MESSAGE_AUTHORS),
  body: z.string(),
  created_at: z.string(),
}).describe('AppointmentMessage');

const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.tuple([z.string(), z.string()]).readonly());

export const artistSchema = z.object({
  id: z.string(),
  name: z.string(),
  studio: z.string(),
  styles: z.array(z.string()),
  city: z.string(),
  bio: z.string(),
  /** IANA zone of the studio; appointment dates and times are wall-clock times there. */
  timeZone: z.string(),
  weeklyHours: weeklyHoursSchema,
  /** The next few open slots as UTC instants (what the artist agent quotes). */
  openSlots: z.array(z.string()),
  /** The deposit a request needs once the studio accepts it; null = none. */
  deposit: z.object({ amount: z.number().int(), currency: currencyCode, method: z.enum(DEPOSIT_METHODS) }).nullable().default(null),
  /** Refund and cancellation rules, shown before anyone pays. */
  cancellationPolicy: z.string().default(''),
}).describe('Artist');

export const publicArtistParams = z.strictObject({ artistId: requiredShortText });

export const artistSlotsParams = z.strictObject({ artistId: requiredShortText });
export const artistSlotsQuery = z.strictObject({ date: isoDate });

export const artistSlotsSchema = z.object({
  artist_id: z.string(),
  date: z.string(),
  time_zone: z.string(),
  /** Open start times (HH:MM, the artist's wall clock), each SLOT_MINUTES long. */
  times: z.array(z.string()),
}).describe('ArtistSlots');

/** PUT /crm/appointments/:id/slot: move a requested or confirmed appointment to another slot. */
export const rescheduleInputSchema = z.strictObject({ date: isoDate, time: clockTime });

/**
 * PUT /crm/profile may carry the whole profile it read back (its read-only lists include every
 * consultation's notes), so it gets more room than the 64 KB default.
 */
export const PROFILE_BODY_LIMIT_BYTES = 1024 * 1024;

/** PUT /crm/appointments/:id has no body; anything sent is ignored except that it must be small. */
export const EMPTY_BODY_LIMIT_BYTES = 1024;

/** The hand-off pack: a one-page PDF made on the device. Photos and the design fit well under this. */
export const PACK_PDF_MAX_BYTES = 6 * 1024 * 1024;
export const PDF_DATA_URL_PREFIX = 'data:application/pdf;base64,';
/** Base64 grows data by 4/3, plus room for the JSON around it. */
export const PACK_BODY_LIMIT_BYTES = Math.ceil((PACK_PDF_MAX_BYTES * 4) / 3) + 16 * 1024;

export const packInputSchema = z.strictObject({
  pdf: z.string().startsWith(PDF_DATA_URL_PREFIX, 'Expected a PDF data URL (data:application/pdf;base64,...)').max(PACK_BODY_LIMIT_BYTES),
});
export const packReceiptSchema = z.object({ appointment_id: z.string(), bytes: z.number().int(), created_at: z.string() }).describe('PackReceipt');

/** POST /crm/appointments/:id/deposit: where to send the person to pay. */
export const depositCheckoutSchema = z.object({
  url: z.string(),
  method: z.enum(['checkout', 'payment_link']),
}).describe('DepositCheckout');

/** The studio's side: a request as its artist sees it (with who asked; nothing else of theirs). */
export const studioRequestSchema = appointmentSchema.extend({
  client: z.object({ name: z.string(), email: z.string() }),
}).describe('StudioRequest');

export const studioRequestParams = z.strictObject({ clientId: uidParam, appointmentId: z.uuid() });

export const studioActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('accept'), note: shortText.default('') }),
  z.strictObject({ action: z.literal('decline'), note: shortText.default('') }),
  z.strictObject({ action: z.literal('propose'), date: isoDate, time: clockTime, note: shortText.default('') }),
  z.strictObject({ action: z.literal('deposit_received'), note: shortText.default('') }),
  z.strictObject({ action: z.literal('complete'), note: shortText.default('') }),
]);
export type StudioActionInput = z.input<typeof studioActionSchema>;

/** Who the signed-in account is to the studio side: an artist of the directory, or nobody. */
export const studioAccountSchema = z.object({ artist_id: z.string().nullable() }).describe('StudioAccount');

export type Profile = z.infer<typeof profileSchema>;
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type Consultation = z.infer<typeof consultationSchema>;
export type ConsultationInput = z.input<typeof consultationInputSchema>;
export type Design = z.infer<typeof designSchema>;
export type DesignPage = z.infer<typeof designPageSchema>;
export type DesignInput = z.input<typeof designInputSchema>;
export type { SavedAnalysis } from '../contracts/analysis';
export type Appointment = z.infer<typeof appointmentSchema>;
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export type Artist = z.infer<typeof artistSchema>;
export type ArtistSlots = z.infer<typeof artistSlotsSchema>;
export type ConsultationUpdate = z.input<typeof consultationUpdateSchema>;
export type AppointmentMessage = z.infer<typeof appointmentMessageSchema>;
export type AppointmentMessageInput = z.input<typeof appointmentMessageInputSchema>;
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;
export type StudioRequest = z.infer<typeof studioRequestSchema>;
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>;
export type DepositCheckout = z.infer<typeof depositCheckoutSchema>;
export type PackReceipt = z.infer<typeof packReceiptSchema>;
