// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { useAppUpdate } from '@/app/pwa/updateStore';

afterEach(() => {
  cleanup();
  useAppUpdate.setState({ updateReady: false, applyUpdate: () => {} });
});

describe('new-version prompt', () => {
  it('is hidden until a new service worker waits, then Reload applies the update', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('New version available')).toBeNull();
    const applyUpdate = vi.fn();
    act(() => useAppUpdate.setState({ updateReady: true, applyUpdate }));
    expect(screen.getByRole('status').textContent).toContain('New version available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
