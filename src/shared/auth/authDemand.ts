import { useSyncExternalStore } from 'react';

/**
 * "The account is needed now": the account screens call `requestAuth()` on the user's intent (a
 * field focused or typed in, a button pressed) and before a sign-in, so a device with no signed-in
 * hint evaluates Firebase only when someone is about to use it, not at start-up (docs/performance.md).
 * Who actually starts Firebase is the app's business (app/authStart.ts registers it): shared code
 * may not import the outbox that start-up also starts.
 */
let starter: (() => Promise<void>) | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** app/authStart.ts: how to start auth (idempotent; resolves once Firebase is connected or has failed). */
export function setAuthStarter(start: () => Promise<void>): void {
  starter = start;
}

/** Starts auth if it has not started; resolves when it is connected (or could not start). */
export function requestAuth(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return starter ? starter() : Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once anything asked for auth: screens defer their own Firebase reads (the password policy) until then. */
export function useAuthRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Tests only: forget earlier requests. */
export function resetAuthDemandForTests(): void {
  requested = false;
  starter = null;
  listeners.clear();
}
