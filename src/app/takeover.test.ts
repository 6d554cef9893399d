// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/authStore';
import { useThemeStore } from '@/shared/theme/theme';
import { canHydrate } from './takeover';

const ADA = { uid: 'ada-1', email: 'ada@example.com', displayName: 'Ada' };

function page(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

afterEach(() => {
  useAuthStore.setState({ hint: null });
  useThemeStore.setState({ choice: 'system' });
});

describe('canHydrate', () => {
  it('hydrates a pre-rendered page on a first visit: signed out, the default theme', () => {
    expect(canHydrate(page('<main><h1>InkClarity</h1></main>'))).toBe(true);
  });

  it('renders afresh where there is nothing to hydrate (the empty shell)', () => {
    expect(canHydrate(page(''))).toBe(false);
  });

  it('renders afresh a page that holds two pictures (profile.html)', () => {
    expect(canHydrate(page('<div data-prerender-variant="signed-in"></div><div data-prerender-variant="signed-out"></div>'))).toBe(false);
  });

  it('renders afresh for a device with a signed-in hint or a chosen theme: the build rendered neither', () => {
    useAuthStore.setState({ hint: ADA });
    expect(canHydrate(page('<main></main>'))).toBe(false);
    useAuthStore.setState({ hint: null });
    useThemeStore.setState({ choice: 'dark' });
    expect(canHydrate(page('<main></main>'))).toBe(false);
    useThemeStore.setState({ choice: 'light' });
    expect(canHydrate(page('<main></main>'))).toBe(false);
  });
});
