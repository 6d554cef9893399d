// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestAuth, resetAuthDemandForTests, setAuthStarter, useAuthRequested } from './authDemand';

afterEach(() => resetAuthDemandForTests());

describe('auth on demand', () => {
  it('nothing is requested until a screen asks; then the registered starter runs and its promise is returned', async () => {
    let resolveStart!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (resolveStart = resolve)));
    setAuthStarter(start);
    const { result } = renderHook(() => useAuthRequested());
    expect(result.current).toBe(false);
    expect(start).not.toHaveBeenCalled();

    let settled = false;
    let request!: Promise<void>;
    act(() => {
      request = requestAuth().then(() => {
        settled = true;
      });
    });
    expect(result.current).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    // A submit waits for Firebase: not settled until the starter is.
    await Promise.resolve();
    expect(settled).toBe(false);
    resolveStart();
    await request;
    expect(settled).toBe(true);
  });

  it('with no starter registered (tests, the pre-render) a request resolves at once', async () => {
    await expect(requestAuth()).resolves.toBeUndefined();
  });
});
