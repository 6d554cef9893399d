import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './serviceWorker';

describe('periodic service worker update check', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for a new version every interval while online, and stops when told', () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    const registration = { installing: null, update: vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration)) };
    const stop = startUpdateChecks(registration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('skips the check offline', () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    const registration = { installing: null, update: vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration)) };
    const stop = startUpdateChecks(registration, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(registration.update).not.toHaveBeenCalled();
    stop();
  });
});
