/**
 * Resolves in a later task (not a microtask): code after `await nextTask()` runs after the browser
 * has had a chance to handle input and paint, so work split by it is never one long task (Total
 * Blocking Time). `scheduler.yield()` where the browser has it (the continuation runs ahead of other
 * queued tasks, so start-up is not reordered behind them), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
