/**
 * Keeps the app's database — and every open page of the app — on the current owner's data
 * (ownership.ts says what moves; this file says when, and what a page does about it).
 *
 * - When the database opens, before any screen reads it, the tables are made the wanted
 *   owner's (Dexie's `ready` event holds every other call until then).
 * - When the wanted owner changes while a page is open: the anonymous visitor signing in keeps
 *   the page as it is (their work is simply theirs now) unless kept rows came back; anything
 *   else — a person leaving, another person arriving, kept rows restored — reloads the page, so
 *   no store, cached image or half-typed draft of the last person survives in memory.
 * - A page whose person has left writes nothing more: the fence below refuses every write from
 *   it (a debounced draft or a preview's timer firing after the data moved would otherwise put
 *   the last person's words back on show for the next). Other tabs learn of a move on a
 *   BroadcastChannel and through a counter in localStorage that the fence checks on each write,
 *   and reload too.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import type { InkClarityDatabase } from './database';
import { onWantedDeviceOwner, wantedDeviceOwner, type DeviceOwner } from './deviceOwner';
import { rememberOwnerNotice } from './ownerNotice';
import { readDeviceOwner } from './deviceSettings';
import type { OwnerMove } from './ownership';

/**
 * The code that moves rows loads only when rows move (a sign-in or sign-out, rarely at an open):
 * opening the database on every screen reads one settings row and nothing more.
 */
const moving = () => import('./ownership');
const settle = async (database: InkClarityDatabase, to: DeviceOwner) => (await moving()).settleDeviceOwner(database, to);

/** Tabs of the app tell each other here that the device changed hands. */
export const DEVICE_OWNER_CHANNEL = 'inkclarity-device-owner';
/** localStorage: changes on every move of personal rows; a page that saw another value is stale. */
export const DEVICE_OWNER_EPOCH_KEY = 'inkclarity-device-owner-epoch';
/** sessionStorage: when the page reloaded for an owner change (guards against a reload loop). */
const RELOAD_TIMES_KEY = 'inkclarity-owner-reloads';
/** More owner reloads than this within RELOAD_LOOP_WINDOW_MS means something keeps flipping: stop. */
const RELOAD_LOOP_LIMIT = 3;
const RELOAD_LOOP_WINDOW_MS = 10_000;

/** A write refused because the device changed hands since this page loaded. */
export class OwnerChangedError extends Error {
  constructor() {
    super('This device changed hands: the page reloads.');
    this.name = 'OwnerChangedError';
  }
}

/**
 * Why the page starts again: the person logged out here ('left'), their session ended by itself
 * ('ended': revoked, expired, signed out in another tab), another person's session replaced it
 * ('switched'), their kept rows came back ('restored'), or another tab moved rows ('elsewhere').
 */
export type OwnerReaction = 'left' | 'ended' | 'switched' | 'restored' | 'elsewhere';

/** How tabs of the app tell each other that personal rows moved. */
export interface OwnerTabs {
  post(): void;
  subscribe(listener: () => void): void;
}

function broadcastTabs(): OwnerTabs | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(DEVICE_OWNER_CHANNEL);
  // Node (unit tests) would otherwise stay alive for the channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return {
    post: () => channel.postMessage({ type: 'owner-changed' }),
    subscribe: (listener) => channel.addEventListener('message', listener),
  };
}

export interface FollowOptions {
  /** What the page does when its data changed hands (default: reload). */
  react?: (reaction: OwnerReaction) => void;
  /** Default: a BroadcastChannel; null: this page is alone (tests). */
  tabs?: OwnerTabs | null;
}

export interface DeviceOwnership {
  /**
   * The signed-in person logs out: `signOut` runs first (so every tab's session ends before any
   * row moves), then their rows are kept for their next sign-in or cleared with the service
   * worker's runtime caches. This page writes nothing more, and then goes to / afresh.
   */
  leave(uid: string, mode: 'keep' | 'clear', signOut: () => Promise<void>): Promise<void>;
  /** Resolves when every owner change asked for so far is done. */
  settled(): Promise<void>;
  /** Stops following the wanted owner (tests). */
  stop(): void;
}

function readEpoch(): string | null {
  try {
    return localStorage.getItem(DEVICE_OWNER_EPOCH_KEY);
  } catch {
    return null;
  }
}

function tooManyReloads(now: number): boolean {
  try {
    const recent = (JSON.parse(sessionStorage.getItem(RELOAD_TIMES_KEY) ?? '[]') as number[]).filter((t) => now - t < RELOAD_LOOP_WINDOW_MS);
    sessionStorage.setItem(RELOAD_TIMES_KEY, JSON.stringify([...recent, now]));
    return recent.length >= RELOAD_LOOP_LIMIT;
  } catch {
    return false;
  }
}

/** What a page does when its data changed hands: start again from the stored state. */
export function reloadForOwnerChange(reaction: OwnerReaction): void {
  if (typeof window === 'undefined') return;
  if (tooManyReloads(Date.now())) {
    console.error('The device owner keeps changing; not reloading again.');
    return;
  }
  // Spec §2: after logout the app goes to /. Anything else starts again where the person is (a
  // signed-out /profile then asks them to sign in).
  if (reaction === 'left') window.location.replace('/');
  else window.location.reload();
}

const moved = (move: OwnerMove) => move.kept > 0 || move.restored > 0;

/**
 * Covers the page until it reloads: the last person's screen must not stay in view once they are
 * signed out (styles.css shows only `message`).
 */
function coverPage(message: string | null): void {
  if (typeof document === 'undefined') return;
  if (message) document.documentElement.setAttribute('data-device-leaving', message);
  else document.documentElement.removeAttribute('data-device-leaving');
}

/** Opens a second connection for work the page's own (fenced) connection may no longer do. */
async function onSideConnection<T>(database: InkClarityDatabase, work: (side: InkClarityDatabase) => Promise<T>): Promise<T> {
  const Database = database.constructor as new (name: string) => InkClarityDatabase;
  const side = new Database(database.name);
  try {
    return await work(side);
  } finally {
    side.close();
  }
}

export function followDeviceOwner(database: InkClarityDatabase, options: FollowOptions = {}): DeviceOwnership {
  const react = options.react ?? reloadForOwnerChange;
  const tabs = options.tabs === undefined ? broadcastTabs() : options.tabs;
  /** Whose data this page's memory holds; undefined until the database opened. */
  let pageOwner: DeviceOwner | undefined;
  let pageEpoch: string | null | undefined;
  let fenceClosed = false;
  let leaving = false;
  let queue: Promise<unknown> = Promise.resolve();

  const reactOnce = (reaction: OwnerReaction) => {
    if (fenceClosed) return;
    fenceClosed = true;
    // Another tab moved the rows: what this page shows may be the last person's.
    if (reaction === 'elsewhere') coverPage('One moment…');
    react(reaction);
  };
  const isStale = () => {
    if (pageEpoch === undefined) return false;
    const now = readEpoch();
    return now !== null && now !== pageEpoch;
  };
  /** Tells the other tabs that personal rows moved (they reload); this page's epoch follows. */
  const announce = () => {
    const epoch = crypto.randomUUID();
    try {
      localStorage.setItem(DEVICE_OWNER_EPOCH_KEY, epoch);
    } catch {
      // Storage blocked: the channel still tells open tabs.
    }
    pageEpoch = epoch;
    tabs?.post();
  };
  tabs?.subscribe(() => reactOnce('elsewhere'));

  database.use({
    stack: 'dbcore',
    name: 'deviceOwnerFence',
    create: (down: DBCore): Partial<DBCore> => ({
      ...down,
      table: (name: string): DBCoreTable => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request: DBCoreMutateRequest): Promise<DBCoreMutateResponse> => {
            if (!fenceClosed && isStale()) reactOnce('elsewhere');
            return fenceClosed ? Promise.reject(new OwnerChangedError()) : table.mutate(request);
          },
        };
      },
    }),
  });

  // Before any read: the tables become the wanted owner's (sticky: again after a reopen).
  database.on(
    'ready',
    async (vip) => {
      const to = wantedDeviceOwner();
      try {
        const from = await readDeviceOwner(vip as InkClarityDatabase);
        if (to === undefined || to === from) {
          pageOwner = from;
        } else {
          const move = await settle(vip as InkClarityDatabase, to);
          if (moved(move)) announce();
          pageOwner = to;
        }
      } catch (error) {
        // Never block the database: the page works on as it is, and the next change settles.
        console.error('Could not settle whose data this device shows', error);
      }
      pageEpoch = readEpoch();
    },
    true,
  );

  const follow = async (to: DeviceOwner) => {
    if (leaving || fenceClosed || pageOwner === undefined || to === pageOwner) return;
    if (pageOwner === null) {
      // The anonymous visitor signs in: their work on the device is theirs now.
      const move = await settle(database, to);
      pageOwner = to;
      if (!moved(move)) return;
      announce();
      rememberOwnerNotice('restored');
      reactOnce('restored');
      return;
    }
    // The person whose data this page holds is leaving (session ended, another account).
    fenceClosed = true;
    coverPage('One moment…');
    const move = await onSideConnection(database, (side) => settle(side, to));
    if (moved(move)) announce();
    if (to === null && move.kept > 0) rememberOwnerNotice('session-ended');
    react(to === null ? 'ended' : 'switched');
  };
  const stop = onWantedDeviceOwner((to) => {
    queue = queue.then(() => follow(to)).catch((error: unknown) => console.error('Could not change whose data this device shows', error));
  });

  return {
    async leave(uid, mode, signOut) {
      leaving = true;
      fenceClosed = true;
      coverPage(mode === 'clear' ? 'Clearing this device…' : 'Logging out…');
      try {
        await signOut();
        await queue;
        const { clearOwnerRows, settleDeviceOwner } = await moving();
        await onSideConnection(database, async (side) => {
          // What is on show is theirs (adopted first, in case the page never recorded them).
          await settleDeviceOwner(side, uid);
          await (mode === 'keep' ? settleDeviceOwner(side, null) : clearOwnerRows(side, uid));
        });
        if (mode === 'clear') await (await import('./deviceData')).clearRuntimeCaches();
        announce();
      } catch (error) {
        // Signed out but not cleared: keep the rows for the person (never leave them on show).
        coverPage(null);
        leaving = false;
        fenceClosed = false;
        pageOwner = uid;
        if (mode === 'clear') rememberOwnerNotice('clear-failed');
        queue = queue.then(() => follow(null));
        throw error;
      }
      react('left');
    },
    settled: () => queue.then(() => undefined),
    stop,
  };
}
