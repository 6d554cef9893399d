import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses requestIdleCallback with the deadline, and cancels through it', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(task, { timeout: 1500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs the task shortly after, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(250);
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
