import { useAuthStore } from '@/shared/auth/authStore';
import { useThemeStore } from '@/shared/theme/theme';

/**
 * Whether the app can hydrate the pre-rendered page (attach to the markup that is there) rather
 * than render a new copy over it. The build renders each page for a first visit: signed out, the
 * default ('system') theme, one picture (scripts/build/prerender.ts). When this visit's first
 * render is that same markup, hydrating it creates no DOM, removes none and leaves the page's
 * style and layout as they are — the take-over is a few small tasks instead of a commit of the
 * whole page and a full relayout (issue #38). Any other visit (a signed-in hint, a chosen theme,
 * a page that holds two pictures) renders afresh, as before: hydrating would find different
 * markup, which React repairs only by rendering it all again, and attributes it does not repair.
 */
export function canHydrate(container: HTMLElement): boolean {
  if (!container.firstElementChild) return false;
  if (container.querySelector('[data-prerender-variant]')) return false;
  if (useAuthStore.getState().hint) return false;
  return useThemeStore.getState().choice === 'system';
}
