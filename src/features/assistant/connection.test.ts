// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectionStore, createConnectionWatcher, RECHECK_INTERVAL_MS } from './connection';

afterEach(() => vi.useRealTimers());

describe('connection status', () => {
  it('starts checking, then follows /health: at start, every 15 s, on online and on becoming visible, while watched', async () => {
    vi.useFakeTimers();
    let up = true;
    const health = vi.fn(async () => (up ? undefined : Promise.reject(new Error('down'))));
    const store = createConnectionStore(health);
    expect(store.getState().status).toBe('checking');
    const watch = createConnectionWatcher(store);
    const stopA = watch();
    const stopB = watch(); // a second panel shares the same checks
    await vi.waitFor(() => expect(store.getState().status).toBe('connected'));
    expect(health).toHaveBeenCalledTimes(1);
    up = false;
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    expect(store.getState().status).toBe('disconnected');
    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.getState().status).toBe('connected'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(health).toHaveBeenCalledTimes(4));
    stopA();
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    expect(health).toHaveBeenCalledTimes(5);
    stopB();
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('online'));
    expect(health).toHaveBeenCalledTimes(5);
  });

  it('reportUnreachable shows Disconnected at once and confirms with a check', async () => {
    const health = vi.fn(async () => undefined);
    const store = createConnectionStore(health);
    store.getState().reportUnreachable();
    expect(store.getState().status).toBe('disconnected');
    await vi.waitFor(() => expect(store.getState().status).toBe('connected'));
  });
});
