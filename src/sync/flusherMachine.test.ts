import { describe, expect, it } from 'vitest';
import { BACKOFF, INITIAL_STATE, backoffDelay, classify, mayStart, reduce } from './flusherMachine';

describe('classify', () => {
  it.each([
    [{ kind: 'ok' as const }, 'done'],
    [{ kind: 'network' as const }, 'retry'],
    [{ kind: 'timeout' as const }, 'retry'],
    [{ kind: 'invalid' as const }, 'retry'],
    [{ kind: 'http' as const, status: 500 }, 'retry'],
    [{ kind: 'http' as const, status: 503 }, 'retry'],
    [{ kind: 'http' as const, status: 429 }, 'retry'],
    [{ kind: 'http' as const, status: 408 }, 'retry'],
    [{ kind: 'http' as const, status: 401 }, 'reauth'],
    [{ kind: 'http' as const, status: 400 }, 'set-aside'],
    [{ kind: 'http' as const, status: 403 }, 'set-aside'],
    [{ kind: 'http' as const, status: 404 }, 'set-aside'],
    [{ kind: 'http' as const, status: 409 }, 'set-aside'],
    [{ kind: 'http' as const, status: 409, code: 'slot_taken' }, 'set-aside'],
    // An answer to a proposal the studio has replaced (or settled): nothing to keep, the server's copy is the truth.
    [{ kind: 'http' as const, status: 409, code: 'proposal_changed' }, 'stale'],
    [{ kind: 'http' as const, status: 409, code: 'no_proposal' }, 'stale'],
    [{ kind: 'http' as const, status: 400, code: 'proposal_changed' }, 'set-aside'],
    [{ kind: 'http' as const, status: 413 }, 'set-aside'],
  ])('%j → %s', (outcome, verdict) => {
    expect(classify(outcome)).toBe(verdict);
  });
});

describe('backoffDelay', () => {
  it('doubles per failure with half of it jittered, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoffDelay(50, 1)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(50, 0)).toBe(BACKOFF.maxMs / 2);
  });

  it('takes Retry-After as a floor, bounded', () => {
    expect(backoffDelay(1, 0.5, 20_000)).toBe(20_000);
    expect(backoffDelay(12, 1, 1_000)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(1, 0, 10 * 24 * 3_600_000)).toBe(BACKOFF.maxRetryAfterMs);
  });
});

describe('mayStart and reduce', () => {
  it('never starts a second flush while one runs; the timer waits for its time; manual always goes', () => {
    const flushing = reduce(INITIAL_STATE, { type: 'started' });
    expect(mayStart(flushing, 'manual', 0)).toBe(false);
    const backoff = reduce(flushing, { type: 'finished', result: { kind: 'retry' }, now: 1_000, random: 0.5 });
    expect(backoff).toMatchObject({ phase: 'backoff', failures: 1, retryAt: 1_750, holdUntil: null });
    expect(mayStart(backoff, 'timer', 1_700)).toBe(false);
    expect(mayStart(backoff, 'timer', 1_750)).toBe(true);
    expect(mayStart(backoff, 'online', 1_001)).toBe(true);
    // A write made while backing off joins the queue and waits for the timer.
    expect(mayStart(backoff, 'write', 1_001)).toBe(false);
    expect(mayStart(backoff, 'write', 1_750)).toBe(true);
    expect(mayStart(INITIAL_STATE, 'write', 0)).toBe(true);
  });

  it('holds automatic triggers until Retry-After has passed', () => {
    const held = reduce(INITIAL_STATE, { type: 'finished', result: { kind: 'retry', retryAfterMs: 10_000 }, now: 0, random: 0 });
    expect(held.holdUntil).toBe(10_000);
    for (const trigger of ['online', 'health', 'visible', 'sync-event', 'write', 'start', 'token', 'timer'] as const) {
      expect(mayStart(held, trigger, 9_999)).toBe(false);
      expect(mayStart(held, trigger, 10_000)).toBe(true);
    }
    expect(mayStart(held, 'manual', 1)).toBe(true);
  });

  it('an empty queue resets failures and records the success; a sent entry resets the count', () => {
    let state = reduce(INITIAL_STATE, { type: 'finished', result: { kind: 'retry' }, now: 0, random: 0 });
    state = reduce(state, { type: 'finished', result: { kind: 'retry' }, now: 0, random: 0 });
    expect(state.failures).toBe(2);
    expect(reduce(state, { type: 'entry-sent', now: 5 })).toMatchObject({ failures: 0, lastSuccessAt: 5 });
    expect(reduce(state, { type: 'finished', result: { kind: 'empty' }, now: 9, random: 0 })).toMatchObject({
      phase: 'idle', failures: 0, retryAt: null, lastSuccessAt: 9,
    });
    expect(reduce(state, { type: 'finished', result: { kind: 'signed-out' }, now: 9, random: 0 }).phase).toBe('signed-out');
  });
});
