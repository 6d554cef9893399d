/**
 * Where the toasts go (issue #37): never over an open menu, never over the element a toast talks
 * about (the History card after "Design deleted"), never over a dialog (dialogs take their toasts
 * in their own layout: ToastOutlet). The choice is pure (`chooseToastPlacement`, unit-tested);
 * `watchToastPlacement` measures the page and follows it. Loaded with the first toast of a page,
 * not with the app's first paint.
 */
import { isPhone, type ToastPlacement } from './toastLayout';

export { isPhone, type ToastPlacement };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Gap between the toasts and the viewport's edge (Tailwind's p-4). */
export const TOAST_EDGE_PX = 16;
/** The sticky top bar's height: a toast at the top sits below it (Tailwind's top-16). */
export const TOP_BAR_PX = 64;

/** Bottom first (a finger is there, the top bar's menus are not), then the top; end before start. */
const DESKTOP_ORDER: readonly ToastPlacement[] = ['bottom-end', 'top-end', 'bottom-start', 'top-start'];
/** Full width on a phone: start and end are the same place. */
const PHONE_ORDER: readonly ToastPlacement[] = ['bottom-end', 'top-end'];

/** The box the stack of toasts takes at `placement`. */
export function stackBox(placement: ToastPlacement, stack: { width: number; height: number }, viewport: { width: number; height: number }): Box {
  const width = isPhone(viewport.width) ? viewport.width - 2 * TOAST_EDGE_PX : stack.width;
  const x = placement.endsWith('end') ? viewport.width - TOAST_EDGE_PX - width : TOAST_EDGE_PX;
  const y = placement.startsWith('bottom') ? viewport.height - TOAST_EDGE_PX - stack.height : TOP_BAR_PX + TOAST_EDGE_PX;
  return { x, y, width, height: stack.height };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where the stack goes: never over an open menu (`hard`; null when every place would cover one —
 * the toasts then wait out of sight for the moment it closes), and over as little as possible of
 * what the toasts talk about (`subjects`) — not at all where a place allows. A subject taller than
 * the screen (a long History on a phone) cannot be avoided, and an Undo must still be reachable.
 */
export function chooseToastPlacement(
  stack: { width: number; height: number },
  viewport: { width: number; height: number },
  hard: readonly Box[],
  subjects: readonly Box[] = [],
): ToastPlacement | null {
  const order = isPhone(viewport.width) ? PHONE_ORDER : DESKTOP_ORDER;
  const free = order.filter((placement) => !hard.some((box) => overlaps(stackBox(placement, stack, viewport), box)));
  let best: { placement: ToastPlacement; covered: number } | null = null;
  for (const placement of free) {
    const box = stackBox(placement, stack, viewport);
    const covered = subjects.reduce((sum, subject) => sum + overlapArea(box, subject), 0);
    if (best === null || covered < best.covered) best = { placement, covered };
  }
  return best?.placement ?? null;
}

/**
 * What the toasts must never cover: open menus and listboxes, open dialogs' panels (a dialog without
 * its own ToastOutlet), anything marked `data-toast-avoid`.
 */
const ALWAYS_AVOID = '[role="menu"], [role="listbox"], [role="dialog"] [id^="headlessui-dialog-panel"], [data-toast-avoid]';

function boxOf(element: Element): Box {
  const r = element.getBoundingClientRect();
  return { x: r.left, y: r.top, width: r.width, height: r.height };
}

/** The element a toast talks about: the card or row around the element named by `about`. */
function subjectOf(about: string): Element | null {
  const element = document.getElementById(about);
  return element?.closest('section, [role="region"], li, form') ?? element;
}

/**
 * Places the stack now and whenever menus or dialogs open and close or the page scrolls (once a
 * frame at most); returns the stop function. `onPlacement(null)`: no place is free.
 */
export function watchToastPlacement(stack: HTMLElement, about: readonly string[], onPlacement: (placement: ToastPlacement | null) => void): () => void {
  const place = () => {
    const hard = [...document.querySelectorAll(ALWAYS_AVOID)].map(boxOf);
    const subjects = about.map(subjectOf).filter((e): e is Element => e !== null).map(boxOf);
    onPlacement(chooseToastPlacement({ width: stack.offsetWidth, height: stack.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, hard, subjects));
  };
  let frame = 0;
  const again = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };
  place();
  const observer = new MutationObserver(again);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', again, { capture: true, passive: true });
  window.addEventListener('resize', again);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', again, { capture: true });
    window.removeEventListener('resize', again);
  };
}
