/**
 * Demo booking form (spec §3, §5; issue #20: now really sent, through the outbox). The field
 * rules and messages are the server's own (src/engine/contracts/demoRequests.ts), so the form
 * never accepts what the server would refuse; the form alone adds "not in the past", which needs
 * the user's local "today".
 */
import { DEMO_FIELD_MAX, demoRequestInputSchema } from '@/engine/contracts/demoRequests';

export { DEMO_FIELD_MAX };

export interface DemoForm {
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
}

export type DemoFormErrors = Partial<Record<keyof DemoForm, string>>;

export const EMPTY_DEMO_FORM: DemoForm = { name: '', email: '', phone: '', preferredDate: '', preferredTime: '', message: '' };

/** The server has it (spec §8 "Successes", word for word). */
export const DEMO_SUCCESS_TOAST = {
  title: 'Demo Booked Successfully!',
  description: "We'll contact you within 24 hours to confirm your demo session.",
} as const;

/** Offline: kept on the device, sent once the connection is back. */
export const DEMO_QUEUED_OFFLINE_TOAST = {
  title: 'Demo request saved',
  description: "You're offline: it will be sent when you're back online, and we'll contact you within 24 hours of receiving it.",
} as const;

/** Online, but the server could not be reached (or asked to wait): kept and sent automatically. */
export const DEMO_QUEUED_UNREACHABLE_TOAST = {
  title: 'Demo request saved',
  description: "We couldn't reach the server yet: it will be sent automatically, and we'll contact you within 24 hours of receiving it.",
} as const;

export const DEMO_REFUSED_TOAST = {
  title: 'Failed to send demo request. Please try again!',
  description: 'The server did not accept the request. Check the form and send it again.',
} as const;

const PAST_DATE = 'Please choose today or a later date';
const FIELDS = Object.keys(EMPTY_DEMO_FORM) as (keyof DemoForm)[];

/** `today` is YYYY-MM-DD in the user's local time; a demo cannot be booked in the past. */
export function validateDemoForm(form: DemoForm, today: string): DemoFormErrors {
  const errors: DemoFormErrors = {};
  const parsed = demoRequestInputSchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof DemoForm;
      // The first problem of a field is the one to fix first.
      if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (errors.preferredDate === undefined && form.preferredDate < today) errors.preferredDate = PAST_DATE;
  return errors;
}

/** The first field (in form order) that needs attention, for focus. */
export function firstInvalidField(errors: DemoFormErrors): keyof DemoForm | undefined {
  return FIELDS.find((field) => errors[field] !== undefined);
}

export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
