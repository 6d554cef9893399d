/**
 * Runs `task` in an idle moment (or after `timeoutMs` at the latest; where the browser has no
 * requestIdleCallback, shortly after now); returns a cancel function. For work that must not add
 * to the first paint or to a long task at start: background services, chunks loaded ahead of use.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
