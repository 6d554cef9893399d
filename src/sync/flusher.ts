/**
 * The ONE outbox flusher (DESIGN.md §3): sends waiting entries in order, one at a time, under a
 * Web Lock so two tabs and the service worker never send the same entry at once. Its decisions
 * come from flusherMachine.ts; everything it touches (Dexie, the lock, tokens, the network,
 * clocks, timers) is passed in, so unit tests drive it with fakes and fake-indexeddb.
 *
 * A crash anywhere is safe: an entry leaves the outbox only in the same transaction that stores
 * the server's answer, and a resend carries the same Idempotency-Key, which the server answers
 * from its idempotency store instead of writing twice.
 */
import { CRM_ERROR_MESSAGES, type CrmOperation } from '@/api/crm';
import { DEMO_REQUEST_ERROR } from '@/api/demoRequests';
import { PUBLIC_OUTBOX_UID, type InkClarityDatabase, type OutboxEntry } from '@/db/database';
import {
  INITIAL_STATE, classify, mayStart, reduce,
  type FlushResult, type FlushTrigger, type FlusherEvent, type FlusherState, type SendOutcome,
} from './flusherMachine';
import { completeEntry, dropStale, nextWaiting, noteFailure, setAside } from './outbox';

/** One send's answer: the server's record on 2xx, else what went wrong. */
export type SendResult = { outcome: { kind: 'ok' }; record: unknown } | { outcome: Exclude<SendOutcome, { kind: 'ok' }>; record?: undefined };

export interface FlusherDeps {
  db: InkClarityDatabase;
  /** The signed-in uid now, or null. Only this uid's entries are sent. */
  currentUid: () => string | null;
  /**
   * A valid ID token of `uid`, fetched now; null when `uid` is no longer the signed-in user or
   * cannot get one (signed out, session revoked). `forceRefresh` after the server refused one.
   */
  getToken: (uid: string, forceRefresh: boolean) => Promise<string | null>;
  /** `token` is null for public entries (uid PUBLIC_OUTBOX_UID), which are sent without one. */
  send: (entry: OutboxEntry, token: string | null) => Promise<SendResult>;
  /**
   * Runs `task` holding the outbox lock, waiting for it while another tab or the worker holds
   * it (by then that holder has sent what it could, and this flush finds the rest).
   */
  withLock: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
  random: () => number;
  /** Starts a timer; returns its cancel function. */
  setTimer: (delayMs: number, fire: () => void) => () => void;
  /** Told after every state change (the status store, tests). */
  onState?: (state: FlusherState) => void;
  /** Told when an entry is set aside (the app shows a toast with `entry.failure`). */
  onSetAside?: (entry: OutboxEntry) => void;
  /** Told when the server has an entry (the app tells a visitor their queued demo request went). */
  onSent?: (entry: OutboxEntry) => void;
  /**
   * Told when an entry was dropped as stale (it answered a state the server no longer has): the
   * app fetches the server's copy and tells the person what changed.
   */
  onStale?: (entry: OutboxEntry, code: string) => void;
}

export const OUTBOX_LOCK_NAME = 'inkclarity-outbox';

function describe(outcome: SendResult['outcome']): string {
  if (outcome.kind === 'http') return `HTTP ${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;
  return outcome.kind === 'ok' ? 'ok' : outcome.kind;
}

function failureMessage(entry: OutboxEntry): string {
  if (entry.op === 'sendDemoRequest') return DEMO_REQUEST_ERROR;
  return entry.op in CRM_ERROR_MESSAGES ? CRM_ERROR_MESSAGES[entry.op as CrmOperation] : CRM_ERROR_MESSAGES.loadArtists;
}

export class Flusher {
  private state: FlusherState = INITIAL_STATE;
  private running: Promise<void> | null = null;
  private again = false;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;

  constructor(private readonly deps: FlusherDeps) {}

  getState(): FlusherState {
    return this.state;
  }

  /** Asks for a flush; resolves when the flush it started (or joined) is over. */
  trigger(reason: FlushTrigger): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      // One runs already: run once more after it, so a write made meanwhile is not left behind.
      if (reason !== 'timer') this.again = true;
      return this.running;
    }
    if (!mayStart(this.state, reason, this.deps.now())) return Promise.resolve();
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.trigger('write');
      }
    });
    return this.running;
  }

  /**
   * Like trigger, but the flush it resolves after started AFTER this call — so an entry written
   * just before has been tried (trigger may join a flush that already passed it).
   */
  async triggerAfterCurrent(reason: FlushTrigger): Promise<void> {
    if (this.running) {
      await this.running;
      // Its end may have started the follow-up run for writes made meanwhile: that one covers ours.
      if (this.running) return this.running;
    }
    return this.trigger(reason);
  }

  /** Stops timers (page unload, tests); a running send finishes. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private dispatch(event: FlusherEvent): void {
    this.state = reduce(this.state, event);
    this.deps.onState?.(this.state);
  }

  private async run(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.dispatch({ type: 'started' });
    let result: FlushResult;
    try {
      result = await this.deps.withLock(() => this.sendAll());
    } catch (error) {
      // Storage failed mid-flush (quota, closed database): nothing was lost; try again later.
      console.error('Outbox flush failed', error);
      result = { kind: 'retry' };
    }
    this.dispatch({ type: 'finished', result, now: this.deps.now(), random: this.deps.random() });
    if (this.state.phase === 'backoff' && this.state.retryAt !== null && !this.stopped) {
      const delay = Math.max(0, this.state.retryAt - this.deps.now());
      this.cancelTimer = this.deps.setTimer(delay, () => {
        this.cancelTimer = null;
        void this.trigger('timer');
      });
    }
  }

  /**
   * Public entries first (no token, whoever is signed in), then the signed-in user's. A transient
   * failure in either stops the flush: the network is the same for both.
   */
  private async sendAll(): Promise<FlushResult> {
    const publicResult = await this.sendPublic();
    if (publicResult !== null) return publicResult;
    return this.sendOwn();
  }

  /** Demo requests and any other entry no account owns; null when they are all sent or set aside. */
  private async sendPublic(): Promise<FlushResult | null> {
    for (;;) {
      const entry = await nextWaiting(this.deps.db, PUBLIC_OUTBOX_UID);
      if (!entry) return null;
      const sent = await this.deps.send(entry, null);
      const verdict = classify(sent.outcome);
      // 401 cannot fix itself without a token to refresh: a refusal like any other 4xx.
      const stop = await this.settle(entry, sent, verdict === 'reauth' || verdict === 'stale' ? 'set-aside' : verdict);
      if (stop) return stop;
    }
  }

  private async sendOwn(): Promise<FlushResult> {
    const { db } = this.deps;
    const uid = this.deps.currentUid();
    if (uid === null) return { kind: 'signed-out' };
    let refreshToken = false;
    for (;;) {
      // Re-checked before every entry: an account switch mid-flush stops at once.
      if (this.deps.currentUid() !== uid) return { kind: 'signed-out' };
      const entry = await nextWaiting(db, uid);
      if (!entry) return { kind: 'empty' };
      const token = await this.deps.getToken(uid, refreshToken);
      if (token === null || this.deps.currentUid() !== uid) return { kind: 'signed-out' };
      const sent = await this.deps.send(entry, token);
      const verdict = classify(sent.outcome);
      if (verdict === 'reauth') {
        if (refreshToken) return { kind: 'signed-out' }; // a brand-new token was refused too
        refreshToken = true;
        continue;
      }
      if (verdict === 'done') refreshToken = false;
      const stop = await this.settle(entry, sent, verdict);
      if (stop) return stop;
    }
  }

  /** Applies one send's verdict to the entry; returns how the flush ends, or null to go on. */
  private async settle(entry: OutboxEntry, sent: SendResult, verdict: 'done' | 'retry' | 'set-aside' | 'stale'): Promise<FlushResult | null> {
    const { db } = this.deps;
    if (verdict === 'stale') {
      await dropStale(db, entry);
      this.dispatch({ type: 'entry-sent', now: this.deps.now() });
      this.deps.onStale?.(entry, sent.outcome.kind === 'http' ? sent.outcome.code ?? '' : '');
      return null;
    }
    if (verdict === 'done') {
      await completeEntry(db, entry, sent.record, this.deps.now());
      this.dispatch({ type: 'entry-sent', now: this.deps.now() });
      this.deps.onSent?.(entry);
      return null;
    }
    if (verdict === 'set-aside') {
      const failure = failureMessage(entry);
      await setAside(db, entry, failure, describe(sent.outcome));
      this.deps.onSetAside?.({ ...entry, status: 'set-aside', failure });
      return null; // the rest of the queue still syncs
    }
    const retryAfterMs = sent.outcome.kind === 'http' ? sent.outcome.retryAfterMs : undefined;
    await noteFailure(db, entry, describe(sent.outcome), this.deps.now() + (retryAfterMs ?? 0));
    return { kind: 'retry', retryAfterMs };
  }
}
