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

