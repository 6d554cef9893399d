/**
 * The flusher's adapters in the browser, and every trigger of DESIGN.md §3: app start, `online`,
 * the health check turning connected, the page becoming visible, the service worker's `sync`
 * event (Background Sync), the backoff timer, a new write, a new sign-in, and 'Retry now'.
 * Started once per page by the app's background services (src/app/startup.ts).
 */
import { liveQuery, type Subscription } from 'dexie';
import { CrmError, sendCrmWrite, type CrmWrite } from '@/api/crm';
import { sendDemoRequest, type DemoRequestWrite } from '@/api/demoRequests';
import { ApiError } from '@/api/http';
import { onServerConnected } from '@/api/health';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { PUBLIC_OUTBOX_UID, db as appDb, type InkClarityDatabase, type OutboxEntry } from '@/db/database';
import { Flusher, OUTBOX_LOCK_NAME, type SendResult } from './flusher';
import type { FlushTrigger } from './flusherMachine';
import { countWaiting, discardEntry, listSetAside } from './outbox';
import { noteStaleAnswer, refreshAfterStaleAnswer } from './staleAnswers';
import { useSyncStatus } from './syncStatusStore';

/** Background Sync tag the page registers and the service worker answers (src/sw.ts). */
export const OUTBOX_SYNC_TAG = 'inkclarity-outbox';
/** The worker's message asking a page to flush; the page answers on the message's port. */
export const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';
/** Dexie settings key of a user's last successful sync (ms), shared by every tab. */
export const lastSyncKey = (uid: string) => `outbox-last-sync:${uid}`;

/** Firebase errors that mean "this session is over", not "the network failed". */
const SESSION_ENDED_CODES = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/invalid-user-token', 'auth/user-not-found']);

/**
 * A fresh ID token of `uid`, or null when `uid` is not the signed-in user (never another user's
 * token) or the session has ended. A network failure rejects: the flush retries later.
 */
export async function firebaseToken(uid: string, forceRefresh = false): Promise<string | null> {
  const { getFirebaseAuth } = await import('@/shared/auth/firebaseBackend');
  const user = (await getFirebaseAuth()).currentUser;
  if (!user || user.uid !== uid) return null;
  try {
    return await user.getIdToken(forceRefresh);
  } catch (error) {
    if (SESSION_ENDED_CODES.has((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
}

/**
 * Sends one entry (response checked against the shared schema): a CRM write with the user's
 * token, a public one (the demo request, `token` null) without.
 */
export async function sendEntry(entry: OutboxEntry, token: string | null): Promise<SendResult> {
  try {
    if (entry.uid === PUBLIC_OUTBOX_UID || token === null) {
      const write = { op: entry.op, method: entry.method, path: entry.path, body: entry.body } as DemoRequestWrite;
      return { outcome: { kind: 'ok' }, record: await sendDemoRequest(write, { idempotencyKey: entry.idempotencyKey }) };
    }
    const write = { op: entry.op, method: entry.method, path: entry.path, body: entry.body } as CrmWrite;
    const record = await sendCrmWrite(write, { token, idempotencyKey: entry.idempotencyKey });
    return { outcome: { kind: 'ok' }, record };
  } catch (error) {
    const cause = error instanceof CrmError ? error.cause : error;
    if (!(cause instanceof ApiError)) throw error;
    if (cause.kind === 'http' && cause.status !== undefined) {
      return { outcome: { kind: 'http', status: cause.status, code: cause.code, retryAfterMs: cause.retryAfterMs } };
    }
    return { outcome: { kind: cause.kind === 'http' ? 'network' : cause.kind } };
  }
}

async function withWebLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks are shared by every tab and the worker of this origin. Without them (very old
  // browsers) there is one flusher per tab; the server's idempotency store still keeps replays harmless.
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(OUTBOX_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
}

let flusher: Flusher | null = null;
let engineStarted: () => void = () => {};
const engineReady = new Promise<void>((resolve) => { engineStarted = resolve; });

/** Asks the running flusher to send now (no-op before the engine starts). */
export function requestFlush(reason: FlushTrigger): Promise<void> {
  return flusher?.trigger(reason) ?? Promise.resolve();
}

/**
 * Outbox entries whose outcome a screen is waiting for and reports itself (the demo form's own
 * toast); the engine's "sent" toast is for the ones nobody waits for (queued offline, sent later).
 */
const watchedEntries = new Set<number>();

/**
 * Tries to send now — including an entry written just before — and resolves when that flush is
 * over; waits for the engine to start (first moments after load), at most `startWaitMs`.
 */
export async function flushNowAndWait(seq: number | undefined, startWaitMs = 5_000): Promise<void> {
  if (seq !== undefined) watchedEntries.add(seq);
  try {
    if (!flusher) await Promise.race([engineReady, new Promise((resolve) => setTimeout(resolve, startWaitMs))]);
    await flusher?.triggerAfterCurrent('manual');
  } finally {
    if (seq !== undefined) watchedEntries.delete(seq);
  }
}

/** What a demo request sent later (it waited in the outbox) tells the visitor. */
export const DEMO_SENT_LATER_TOAST = {
  title: 'Demo request sent',
  description: "We'll contact you within 24 hours to confirm your demo session.",
} as const;

/** Asks the browser to wake the service worker when connectivity returns (Background Sync). */
export async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(resolve, 1_000, undefined)),
    ])) as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page's own triggers still flush.
  }
}

/** Feeds the status store from Dexie for the signed-in user; re-subscribes when the user changes. */
function watchStatus(db: InkClarityDatabase): () => void {
  let subscription: Subscription | null = null;
  let watchedUid: string | null | undefined;
  const follow = (uid: string | null) => {
    if (uid === watchedUid) return;
    watchedUid = uid;
    subscription?.unsubscribe();
    subscription = null;
    if (uid === null) {
      useSyncStatus.setState({ uid: null, waiting: 0, setAside: [], lastSuccessAt: null });
      return;
    }
    subscription = liveQuery(async () => ({
      waiting: await countWaiting(db, uid),
      setAside: await listSetAside(db, uid),
      last: await db.settings.get(lastSyncKey(uid)),
    })).subscribe({
      next: ({ waiting, setAside, last }) => {
        useSyncStatus.setState({ uid, waiting, setAside, lastSuccessAt: typeof last?.value === 'number' ? last.value : null });
      },
      error: (error: unknown) => console.error('Outbox status query failed', error),
    });
  };
  follow(useAuthStore.getState().user?.uid ?? null);
  const unsubscribe = useAuthStore.subscribe((state) => follow(state.user?.uid ?? null));
  return () => {
    unsubscribe();
    subscription?.unsubscribe();
  };
}

/** Starts the flusher and its triggers; returns the stop function. Safe to call once per page. */
export function startSyncEngine(db: InkClarityDatabase = appDb): () => void {
  if (flusher) return () => {};
  const currentUid = () => useAuthStore.getState().user?.uid ?? null;
  let storedSuccessAt: number | null = null;
  const instance = new Flusher({
    db,
    currentUid,
    getToken: firebaseToken,
    send: sendEntry,
    withLock: withWebLock,
    now: Date.now,
    random: Math.random,
    setTimer: (delay, fire) => {
      const timer = setTimeout(fire, delay);
      return () => clearTimeout(timer);
    },
    onState: (state) => {
      useSyncStatus.setState({ phase: state.phase });
      // Stored once a flush ends (not per entry: one write less per entry sent), for every tab.
      const uid = currentUid();
      if (uid && state.phase !== 'flushing' && state.lastSuccessAt !== null && state.lastSuccessAt !== storedSuccessAt) {
        storedSuccessAt = state.lastSuccessAt;
        void db.settings.put({ key: lastSyncKey(uid), value: state.lastSuccessAt }).catch(() => {});
      }
    },
    onSetAside: (entry) => {
      if (entry.uid === PUBLIC_OUTBOX_UID) {
        // Settings lists an account's writes only: a refused demo request is dropped and the
        // visitor told — by the form when it waits for this entry (it reads the refusal first).
        if (entry.seq === undefined || watchedEntries.has(entry.seq)) return;
        void discardEntry(db, entry.seq);
        toast({ title: entry.failure ?? 'Failed to save', description: 'Open the demo form and send it again.', variant: 'destructive' });
        return;
      }
      toast({ title: entry.failure ?? 'Failed to save', description: 'Your change is kept on this device: open Settings to edit and send it again, or discard it.', variant: 'destructive' });
    },
    onStale: (entry, code) => {
      // The studio proposed again (or answered) before this answer arrived: show the server's copy, say so on the card.
      void noteStaleAnswer(db, entry, code)
        .then(async () => refreshAfterStaleAnswer(db, entry.uid, await firebaseToken(entry.uid)))
        .catch((error: unknown) => console.warn('Could not refresh after a stale answer', error));
    },
    onSent: (entry) => {
      if (entry.op === 'sendDemoRequest' && entry.seq !== undefined && !watchedEntries.has(entry.seq)) {
        toast({ ...DEMO_SENT_LATER_TOAST, variant: 'success' });
      }
    },
  });
  flusher = instance;
  engineStarted();
  useSyncStatus.setState({ retryNow: () => instance.trigger('manual') });

  const stopStatus = watchStatus(db);
  const onOnline = () => void instance.trigger('online');
  const onVisible = () => {
    if (document.visibilityState === 'visible') void instance.trigger('visible');
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== OUTBOX_FLUSH_MESSAGE) return;
    void instance.trigger('sync-event').then(async () => {
      const uid = currentUid();
      // Public entries (demo requests) count too: the worker retries the sync while any wait.
      event.ports[0]?.postMessage({ waiting: (uid ? await countWaiting(db, uid) : 0) + await countWaiting(db, PUBLIC_OUTBOX_UID) });
    });
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stopHealth = onServerConnected(() => void instance.trigger('health'));
  // A sign-in (or a different account) may unblock entries that wait for their owner's token.
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.user?.uid && state.user.uid !== previous.user?.uid) void instance.trigger('token');
  });
  // A new ID token (refresh after an expiry, a fresh sign-in of the same user) unblocks entries
  // that waited for one.
  let stopTokens: (() => void) | null = null;
  let stopped = false;
  void Promise.all([import('@/shared/auth/firebaseBackend'), import('firebase/auth')]).then(async ([{ getFirebaseAuth }, { onIdTokenChanged }]) => {
    const unsubscribe = onIdTokenChanged(await getFirebaseAuth(), (user) => {
      if (user) void instance.trigger('token');
    });
    if (stopped) unsubscribe();
    else stopTokens = unsubscribe;
  }).catch((error: unknown) => console.error('Outbox: cannot watch ID tokens', error));
  void instance.trigger('start');

  return () => {
    stopped = true;
    stopTokens?.();
    instance.stop();
    flusher = null;
    stopStatus();
    stopHealth();
    stopAuth();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
