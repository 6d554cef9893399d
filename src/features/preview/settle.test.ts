import { afterEach, describe, expect, it, vi } from 'vitest';
import { settler } from './settle';

afterEach(() => vi.useRealTimers());

describe('settler', () => {
  it('calls once, delayMs after the last poke, however many pokes came before', async () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const s = settler(150, fn);
    for (let i = 0; i < 60; i++) {
      s.poke();
      await vi.advanceTimersByTimeAsync(16);
    }
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150 - 16 - 1);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
    // Quiet afterwards: no more calls until the next poke.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    s.poke();
    await vi.advanceTimersByTimeAsync(150);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('arms one timer for many pokes, and cancel stops it', async () => {
    vi.useFakeTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const fn = vi.fn();
    const s = settler(100, fn);
    for (let i = 0; i < 50; i++) s.poke();
    expect(set).toHaveBeenCalledTimes(1);
    s.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
