/**
 * Resolves in a later task (a macrotask, not a microtask): code after `await nextTask()` runs
 * after the browser has had a chance to handle input and paint, so work split by it is never
 * one long task (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
