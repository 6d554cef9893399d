/** Demo booking form (spec §3, §5): client-only, never sent. */
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

/** Simulated submit delay (spec §9). */
export const DEMO_SUBMIT_DELAY_MS = 1000;

export const DEMO_SUCCESS_TOAST = {
  title: 'Demo Booked Successfully!',
  description: "We'll contact you within 24 hours to confirm your demo session.",
} as const;

/** Bounds so a pasted novel cannot freeze the form. */
export const DEMO_FIELD_MAX = { name: 100, email: 254, phone: 30, message: 1000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[+()\d\s.-]{6,30}$/;

/** `today` is YYYY-MM-DD in the user's local time; a demo cannot be booked in the past. */
export function validateDemoForm(form: DemoForm, today: string): DemoFormErrors {
  const errors: DemoFormErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  else if (form.name.length > DEMO_FIELD_MAX.name) errors.name = `Name must be at most ${DEMO_FIELD_MAX.name} characters`;
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (form.phone.trim() && !PHONE_PATTERN.test(form.phone.trim())) errors.phone = 'Please enter a valid phone number';
  if (!form.preferredDate) errors.preferredDate = 'Preferred date is required';
  else if (form.preferredDate < today) errors.preferredDate = 'Please choose today or a later date';
  if (!form.preferredTime) errors.preferredTime = 'Preferred time is required';
  if (form.message.length > DEMO_FIELD_MAX.message) errors.message = `Message must be at most ${DEMO_FIELD_MAX.message} characters`;
  return errors;
}

export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
