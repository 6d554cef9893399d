// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastOutlet, Toaster } from './Toaster';
import { TOAST_DURATION_MS, toast, useToastStore } from './toastStore';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  useToastStore.setState({ toasts: [], paused: false, outlets: 0 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast area', () => {
  it('shows one toast at a time on a phone, the newest; up to three on a desktop', () => {
    setWidth(390);
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    act(() => setWidth(1440));
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('an open dialog shows the toasts in its own layout; the page area stays empty', () => {
    setWidth(1440);
    render(
      <>
        <Toaster />
        <div role="dialog">
          <ToastOutlet />
        </div>
      </>,
    );
    act(() => void toast({ title: 'Could not send' }));
    expect(screen.getByTestId('toaster').textContent).toBe('');
    expect(screen.getByTestId('toast-outlet').textContent).toContain('Could not send');
  });

  it('a toast out of sight keeps its time until it can be seen', () => {
    vi.useFakeTimers();
    act(() => void toast({ title: 'Saved' }));
    act(() => useToastStore.getState().setPaused(true));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Saved']);
    act(() => useToastStore.getState().setPaused(false));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows the toast in the default corner when the placement code cannot load (offline before the service worker holds it)', async () => {
    setWidth(1440);
    vi.resetModules();
    vi.doMock('./toastPlacement', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./Toaster');
      const store = await import('./toastStore');
      render(<fresh.Toaster />);
      act(() => void store.toast({ title: 'Demo request saved' }));
      const area = screen.getByTestId('toaster');
      expect(area.dataset.placement).toBe('waiting');
      await vi.waitFor(() => expect(area.dataset.placement).toBe('bottom-end'));
      expect(area.className).not.toContain('invisible');
      expect(area.textContent).toContain('Demo request saved');
      expect(store.useToastStore.getState().paused).toBe(false);
    } finally {
      vi.doUnmock('./toastPlacement');
      vi.resetModules();
    }
  });
});
