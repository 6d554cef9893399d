/**
 * The outbox flusher's decisions, pure (no Dexie, no fetch, no timers), so every rule is a unit
 * test: what a send's outcome means for the entry, how long to back off, and which triggers may
 * start a flush. The runner (flusher.ts) does the I/O and asks this module what to do next.
 */

/** What came back from one send. `http` covers every non-2xx answer. */
export type SendOutcome =
  | { kind: 'ok' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** A 2xx whose body is not a CRM record: a proxy or static host answered, not our server. */
  | { kind: 'invalid' }
  | { kind: 'http'; status: number; code?: string; retryAfterMs?: number };

/**
 * done: the server has it — drop the entry, keep the server's copy.
 * retry: transient (no connection, time-out, 5xx, 429, 408) — keep it, back off, try later.
 * reauth: 401 — the token was refused; get a fresh one (or wait for the user to sign in).
 * set-aside: a 4xx that sending again cannot fix — tell the user, keep their data, go on.
 * stale: a 409 saying the write answered something the server no longer has (the studio proposed
 *   again, or answered the request, after the person answered offline) — nothing of the user's is
 *   lost: drop the entry, show the server's copy, and say what changed.
 */
export type Verdict = 'done' | 'retry' | 'reauth' | 'set-aside' | 'stale';

/** The 409 codes that mean "your write answered an older state" (docs/booking.md). */
export const STALE_ANSWER_CODES: ReadonlySet<string> = new Set(['proposal_changed', 'no_proposal']);

export function classify(outcome: SendOutcome): Verdict {
  switch (outcome.kind) {
    case 'ok':
      return 'done';
    case 'network':
    case 'timeout':
    case 'invalid':
      return 'retry';
    case 'http':
      if (outcome.status === 401) return 'reauth';
      if (outcome.status === 408 || outcome.status === 429 || outcome.status >= 500) return 'retry';
      if (outcome.status === 409 && STALE_ANSWER_CODES.has(outcome.code ?? '')) return 'stale';
      if (outcome.status >= 400) return 'set-aside';
      // 1xx/3xx never reach here from fetch; treat anything else as transient.
      return 'retry';
  }
}

export const BACKOFF = {
  /** First retry after about a second: a blip (server restart) clears fast. */
  baseMs: 1_000,
  /**
   * Never wait longer than a minute between tries while entries wait: a server that comes back
   * while the network stayed up (no `online` event) is noticed within a minute; one small
   * request a minute per waiting device costs the server nothing.
   */
  maxMs: 60_000,
  /** A Retry-After longer than this is treated as this (a broken header must not park the queue for days). */
  maxRetryAfterMs: 60 * 60_000,
} as const;

/**
 * Delay before try number `failures + 1`: exponential with "equal jitter" (half fixed, half
 * random), so many devices coming back at once do not hit the server in step. A server's
 * Retry-After is a floor.
 */
export function backoffDelay(failures: number, random: number, retryAfterMs?: number): number {
  const exponent = Math.max(0, failures - 1);
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.min(exponent, 30));
  const jittered = ceiling / 2 + Math.min(Math.max(random, 0), 1) * (ceiling / 2);
  const floor = retryAfterMs === undefined ? 0 : Math.min(retryAfterMs, BACKOFF.maxRetryAfterMs);
  return Math.round(Math.max(jittered, floor));
}

/** Why a flush was asked for (DESIGN.md §3's list, plus writes and the user's 'Retry now'). */
export type FlushTrigger = 'start' | 'write' | 'online' | 'health' | 'visible' | 'sync-event' | 'timer' | 'manual' | 'token';

/**
 * idle: nothing waits (or nothing can be done until a trigger).
 * flushing: sending, under the lock.
 * backoff: entries wait after a transient failure; the timer fires at `retryAt`.
 * signed-out: entries wait for their owner's valid token (401 after a refresh, or no user).
 */
export type FlusherPhase = 'idle' | 'flushing' | 'backoff' | 'signed-out';

export interface FlusherState {
  phase: FlusherPhase;
  /** Consecutive transient failures (resets on any success). */
  failures: number;
  /** When the backoff timer fires (ms), in backoff. */
  retryAt: number | null;
  /** A server's Retry-After holds every automatic trigger until this time (ms). */
  holdUntil: number | null;
  /** Last time the queue was sent to empty, or any entry went through (ms). */
  lastSuccessAt: number | null;
}

export const INITIAL_STATE: FlusherState = { phase: 'idle', failures: 0, retryAt: null, holdUntil: null, lastSuccessAt: null };

/**
 * May this trigger start a flush now? Never while one runs (it is asked to run again after).
 * A server's Retry-After is honoured by every automatic trigger; only the user's 'Retry now'
 * overrides it. Events that say the network or the page just came back (online, health,
 * visible, sync, token) do not wait for the backoff timer: they are the reason to try now. The
 * timer, and a new write made while backing off, go only when the retry is due.
 */
export function mayStart(state: FlusherState, trigger: FlushTrigger, now: number): boolean {
  if (state.phase === 'flushing') return false;
  if (trigger === 'manual') return true;
  if (state.holdUntil !== null && now < state.holdUntil) return false;
  // While backing off, a new write joins the queue and waits for the timer: otherwise every
  // write made with the server down would be one more failed request and a longer backoff.
  if (trigger === 'timer' || (trigger === 'write' && state.phase === 'backoff')) return state.retryAt === null || now >= state.retryAt;
  return true;
}

/** How one flush ended (the runner reports it). */
export type FlushResult =
  | { kind: 'empty' }
  /** Stopped at a transient failure; the entry stays first in line. */
  | { kind: 'retry'; retryAfterMs?: number }
  /** The owner's token is gone or refused even after a refresh. */
  | { kind: 'signed-out' }
  /** Another tab or the worker holds the lock and sends the queue. */
  | { kind: 'busy' };

export type FlusherEvent =
  | { type: 'started' }
  | { type: 'entry-sent'; now: number }
  | { type: 'finished'; result: FlushResult; now: number; random: number };

export function reduce(state: FlusherState, event: FlusherEvent): FlusherState {
  switch (event.type) {
    case 'started':
      return { ...state, phase: 'flushing' };
    case 'entry-sent':
      return { ...state, failures: 0, holdUntil: null, lastSuccessAt: event.now };
    case 'finished': {
      const { result, now, random } = event;
      if (result.kind === 'empty') return { ...state, phase: 'idle', failures: 0, retryAt: null, holdUntil: null, lastSuccessAt: now };
      if (result.kind === 'signed-out') return { ...state, phase: 'signed-out', retryAt: null };
      if (result.kind === 'busy') return { ...state, phase: 'idle', retryAt: null };
      const failures = state.failures + 1;
      const delay = backoffDelay(failures, random, result.retryAfterMs);
      return {
        ...state,
        phase: 'backoff',
        failures,
        retryAt: now + delay,
        holdUntil: result.retryAfterMs === undefined ? null : now + Math.min(result.retryAfterMs, BACKOFF.maxRetryAfterMs),
      };
    }
  }
}
