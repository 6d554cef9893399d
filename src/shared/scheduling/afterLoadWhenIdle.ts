import { whenIdle } from './whenIdle';

/**
 * At the latest, this long after the load event the task runs even if the browser was never idle:
 * long enough for a slow phone to finish the first screen's own scripts, short enough that a
 * visitor who goes offline a few seconds in still has the app cached.
 */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` once the page's load event has fired and then the browser is idle: for work that
 * only matters later (the service worker's install and precache) and must not compete with the
 * first screen's own requests and scripts. Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs = AFTER_LOAD_IDLE_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  const schedule = () => {
    if (!cancelled) cancelIdle = whenIdle(task, timeoutMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
