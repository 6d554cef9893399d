/**
 * What a screen that reads from the device's cache says (issue #37): the records the device has,
 * with a quiet note when they could not be refreshed; an error only when there is nothing to
 * show, said once and saying that; never "Failed to load" above an empty state.
 *
 * Pure, so every combination is unit-tested; the hooks (hooks.ts) and the booking directory feed
 * it. Screens render `note` quietly beside their content and `unavailable` instead of it.
 */

/** The quiet note over records shown from the device while offline. */
export const OFFLINE_NOTE = 'Offline — showing what’s saved on this device.';
/** The same while online but the server could not be reached or answered with an error. */
export const SERVER_UNREACHABLE_NOTE = 'Couldn’t reach InkClarity — showing what’s saved on this device.';
/** Said once, under spec §8's sentence, when there is nothing on the device to show instead. */
export const NOTHING_SAVED_OFFLINE = 'You’re offline, and nothing is saved on this device yet.';
export const NOTHING_SAVED = 'Nothing is saved on this device yet.';

export type ReadView =
  /** Dexie is loading, or nothing is saved yet and the server is being asked. */
  | { kind: 'loading' }
  /** Show the records (an empty list shows the screen's own empty state), with the note if any. */
  | { kind: 'ready'; note: string | null }
  /** Nothing to show: spec §8's sentence (`message`) and why there is nothing (`detail`). */
  | { kind: 'unavailable'; message: string; detail: string };

export interface ReadViewInput {
  /** The device's copy: undefined while Dexie loads. */
  hasData: boolean | undefined;
  /** The server refresh failed with this sentence (spec §8), or null. */
  error: string | null;
  refreshing: boolean;
  /** This device has had the server's answer for this read before (an empty list is then true). */
  everSynced: boolean;
  online: boolean;
}

export function readView({ hasData, error, refreshing, everSynced, online }: ReadViewInput): ReadView {
  if (hasData === undefined) return { kind: 'loading' };
  const note = error !== null || !online ? (online ? SERVER_UNREACHABLE_NOTE : OFFLINE_NOTE) : null;
  if (hasData || everSynced) return { kind: 'ready', note: refreshing && online ? null : note };
  // Nothing on the device and never synced: an empty state would be a guess.
  if (error !== null) return { kind: 'unavailable', message: error, detail: online ? NOTHING_SAVED : NOTHING_SAVED_OFFLINE };
  return refreshing ? { kind: 'loading' } : { kind: 'ready', note: null };
}
