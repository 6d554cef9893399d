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
import type { InkClarityDatabase, OutboxEntry } from '@/db/database';
import {
  INITIAL_STATE, classify, mayStart, reduce,
  type FlushResult, type FlushTrigger, type FlusherEvent, type FlusherState, type SendOutcome,
} from './flusherMachine';
import { completeEntry, nextWaiting, noteFailure, setAside } from './outbox';

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
  send: (entry: OutboxEntry, token: string) => Promise<SendResult>;
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
}

export const OUTBOX_LOCK_NAME = 'inkclarity-outbox';

function describe(outcome: SendResult['outcome']): string {
  if (outcome.kind === 'http') return `HTTP ${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;
  return outcome.kind === 'ok' ? 'ok' : outcome.kind;
}

function failureMessage(entry: OutboxEntry): string {
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

  private async sendAll(): Promise<FlushResult> {
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
      if (verdict === 'done') {
        await completeEntry(db, entry, sent.record, this.deps.now());
        refreshToken = false;
        this.dispatch({ type: 'entry-sent', now: this.deps.now() });
        continue;
      }
      if (verdict === 'reauth') {
        if (refreshToken) return { kind: 'signed-out' }; // a brand-new token was refused too
        refreshToken = true;
        continue;
      }
      if (verdict === 'set-aside') {
        const failure = failureMessage(entry);
        await setAside(db, entry, failure, describe(sent.outcome));
        this.deps.onSetAside?.({ ...entry, status: 'set-aside', failure });
        continue; // the rest of the queue still syncs
      }
      const retryAfterMs = sent.outcome.kind === 'http' ? sent.outcome.retryAfterMs : undefined;
      await noteFailure(db, entry, describe(sent.outcome), this.deps.now() + (retryAfterMs ?? 0));
      return { kind: 'retry', retryAfterMs };
    }
  }
}
