/**
 * Whom this device is for right now, known without opening the database (it is part of first
 * paint: the auth store sets it synchronously). `ownership.ts` (loaded with Dexie) makes the
 * database match it; this module only holds the wish and tells listeners when it changes.
 *
 * - a uid: that signed-in person (or, while Firebase restores a session, the person the
 *   signed-in hint names);
 * - null: nobody is signed in — the device's anonymous visitor;
 * - undefined: not known yet (nothing set it: unit tests, workers). Nothing is moved then.
 */
export type DeviceOwner = string | null;

let wanted: DeviceOwner | undefined;
const listeners = new Set<(owner: DeviceOwner) => void>();

export function wantedDeviceOwner(): DeviceOwner | undefined {
  return wanted;
}

export function setWantedDeviceOwner(owner: DeviceOwner | undefined): void {
  if (owner === wanted) return;
  wanted = owner;
  if (owner === undefined) return;
  for (const listener of listeners) listener(owner);
}

/** Calls `listener` on every later change of the wanted owner; returns the unsubscribe function. */
export function onWantedDeviceOwner(listener: (owner: DeviceOwner) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What to tell the person after the page reloaded because the device changed hands (a reload
 * drops every screen's memory of the last person; the toast area is gone with it, so the
 * message waits in sessionStorage and app/startup.ts shows it). Names nobody.
 */
export type OwnerNotice = 'cleared' | 'kept' | 'session-ended' | 'restored' | 'clear-failed' | 'account-deleted';
export const OWNER_NOTICE_KEY = 'inkclarity-owner-notice';
const OWNER_NOTICES: readonly string[] = ['cleared', 'kept', 'session-ended', 'restored', 'clear-failed', 'account-deleted'];

export function rememberOwnerNotice(notice: OwnerNotice): void {
  try {
    sessionStorage.setItem(OWNER_NOTICE_KEY, notice);
  } catch {
    // Storage blocked: the reload still happens, without the message.
  }
}

/** The waiting notice, removed as it is read (shown once). */
export function takeOwnerNotice(): OwnerNotice | null {
  try {
    const notice = sessionStorage.getItem(OWNER_NOTICE_KEY);
    sessionStorage.removeItem(OWNER_NOTICE_KEY);
    return notice !== null && OWNER_NOTICES.includes(notice) ? (notice as OwnerNotice) : null;
  } catch {
    return null;
  }
}
