/**
 * POST /demo-requests (issue #20): the landing page's 'Book Your Demo' form, sent for real. The
 * one home of its request and response shapes: the server validates with them and documents them
 * in the OpenAPI, the browser checks its form and the server's answer with the same schemas, so a
 * field the form accepts is never refused later, and every 400 names the field in the form's words.
 * Pure (zod only): the engine's import rules apply.
 */
import { z } from 'zod';

/** Bounds so a pasted novel cannot freeze the form, nor fill the server's table. */
export const DEMO_FIELD_MAX = { name: 100, email: 254, phone: 30, message: 1000 } as const;
/** The largest valid body (every field at its bound, JSON-escaped) is well under this. */
export const DEMO_REQUEST_BODY_LIMIT_BYTES = 8 * 1024;

/** The form's messages (spec §5 and the dialog), word for word; the server's 400 uses them too. */
export const DEMO_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${DEMO_FIELD_MAX.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  dateRequired: 'Preferred date is required',
  dateInvalid: 'Please choose a valid date',
  timeRequired: 'Preferred time is required',
  timeInvalid: 'Please choose a valid time',
  messageTooLong: `Message must be at most ${DEMO_FIELD_MAX.message} characters`,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[+()\d\s.-]{6,30}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day (2026-02-30 is not). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What the form sends. `id` is made by the device so an offline request has its identity before
 * the server sees it. The server does NOT refuse a past preferred date: a request queued offline
 * may arrive after the day it named and is still a person asking for a demo — the form alone
 * refuses a past date when the user picks it (it knows the user's own "today").
 */
export const demoRequestInputSchema = z.strictObject({
  id: z.uuid().optional(),
  name: z.string({ error: DEMO_MESSAGES.nameRequired }).trim().min(1, DEMO_MESSAGES.nameRequired).max(DEMO_FIELD_MAX.name, DEMO_MESSAGES.nameTooLong),
  email: z.string({ error: DEMO_MESSAGES.emailRequired }).trim().min(1, { error: DEMO_MESSAGES.emailRequired, abort: true }).max(DEMO_FIELD_MAX.email, DEMO_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, DEMO_MESSAGES.emailInvalid),
  phone: z.string({ error: 'Expected text' }).trim().max(DEMO_FIELD_MAX.phone, DEMO_MESSAGES.phoneInvalid)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), DEMO_MESSAGES.phoneInvalid).default(''),
  preferredDate: z.string({ error: DEMO_MESSAGES.dateRequired }).min(1, { error: DEMO_MESSAGES.dateRequired, abort: true }).refine(isCalendarDate, DEMO_MESSAGES.dateInvalid),
  preferredTime: z.string({ error: DEMO_MESSAGES.timeRequired }).min(1, { error: DEMO_MESSAGES.timeRequired, abort: true }).regex(TIME_PATTERN, DEMO_MESSAGES.timeInvalid),
  message: z.string({ error: 'Expected text' }).max(DEMO_FIELD_MAX.message, DEMO_MESSAGES.messageTooLong).default(''),
});

export type DemoRequestInput = z.input<typeof demoRequestInputSchema>;

/** The stored request, as the server answers (201) and forwards it to DEMO_WEBHOOK_URL. */
export const demoRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferredDate: z.string({ error: DEMO_MESSAGES.dateRequired }),
  preferredTime: z.string({ error: DEMO_MESSAGES.timeRequired }),
  message: z.string({ error: 'Expected text' }),
  created_at: z.string(),
}).describe('DemoRequest');

export type DemoRequest = z.infer<typeof demoRequestSchema>;
