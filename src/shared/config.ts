/**
 * Build-time settings of the web app (Vite `VITE_*` variables). Every one has a default so a
 * plain `npm start` works; README lists them.
 */
export const appConfig = {
  /** Product server origin. Empty = same origin (the server serves the app). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** External scheduling page both 'Book a Demo' buttons open in a new tab; empty = the in-app form. */
  demoBookingUrl: import.meta.env.VITE_DEMO_BOOKING_URL ?? '',
  /** Spec §9. */
  version: '1.0.0',
} as const;
