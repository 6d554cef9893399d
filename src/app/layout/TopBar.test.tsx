// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/authStore';
import { TopBar } from '@/app/layout/TopBar';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  useAuthStore.setState({ status: 'loading', user: null });
});

const renderBar = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
    </MemoryRouter>,
  );

describe('top bar auth area (spec §2)', () => {
  it('shows neither Sign In nor the avatar while auth state is loading', () => {
    // 'loading' is the start state only on a device with a signed-in hint (signedInHint.ts).
    useAuthStore.setState({ status: 'loading', user: null });
    renderBar();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows Sign In to /auth when signed out', () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    renderBar();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the avatar with initials when signed in', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', displayName: 'Riley Stone', email: 'r@example.com', photoURL: null } });
    renderBar();
    const avatar = await screen.findByRole('button', { name: 'Account menu for Riley Stone' }, { timeout: 10_000 }); // a lazy chunk: slow on a loaded machine
    expect(within(avatar).getByTestId('avatar-initials').textContent).toBe('RS');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('offers Booking in the header and in the phone menu', async () => {
    const user = userEvent.setup();
    renderBar('/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect([...main.querySelectorAll('a')].find((a) => a.textContent === 'Booking')?.getAttribute('href')).toBe('/booking');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect([...menu.querySelectorAll('a')].find((a) => a.textContent === 'Booking')?.getAttribute('href')).toBe('/booking');
  });

  it('highlights the current page link', () => {
    renderBar('/designer');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const designer = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Designer');
    const home = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Home');
    expect(designer?.getAttribute('aria-current')).toBe('page');
    expect(home?.getAttribute('aria-current')).toBeNull();
  });

  it('connects an auth backend: loading ends signed-in, then signed-out after sign-out', async () => {
    const { connectAuthBackend } = await import('@/shared/auth/authStore');
    let emit: (u: null | { uid: string; displayName: string | null; email: string | null; photoURL: string | null }) => void = () => {};
    connectAuthBackend({ observe: (on) => ((emit = on), () => {}), signOut: async () => emit(null) });
    act(() => emit({ uid: 'u2', displayName: null, email: 'zed@example.com', photoURL: null }));
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in' });
    await act(() => useAuthStore.getState().signOut());
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('opens the small-screen menu, closes it with Escape back on its button, and after a navigation', async () => {
    const user = userEvent.setup();
    renderBar('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);

    // Keyboard: focus moves into the menu, Escape closes it and gives focus back to the toggle.
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));

    // Following a link in the menu closes it too.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const designer = [...screen.getByRole('navigation', { name: 'Main menu' }).querySelectorAll('a')].find((a) => a.textContent === 'Designer');
    if (!designer) throw new Error('the menu has no Designer link');
    await user.click(designer);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
