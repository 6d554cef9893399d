// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen, retryFailedScreens } from './lazyScreen';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Fallback</p>}>{node}</Suspense>;

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, never through its Suspense fallback', async () => {
    let imports = 0;
    const Screen = lazyScreen(async () => {
      imports += 1;
      return { default: Hello };
    });
    await Screen.preload();
    render(inSuspense(<Screen name="Ada" />));
    // Synchronously after render: no fallback was ever committed.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(imports).toBe(1);
  });

  it('without a preload it suspends once, then shows the screen', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    render(inSuspense(<Screen name="Grace" />));
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });

  it('a failed preload resolves quietly (the screen\'s own import reports it); after retryFailedScreens the import runs again', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('chunk missing');
      return { default: Hello };
    });
    await expect(Screen.preload()).resolves.toBeUndefined();
    fail = false;
    retryFailedScreens();
    await Screen.preload();
    await act(async () => {
      render(inSuspense(<Screen name="Linus" />));
    });
    expect(screen.getByText('Hello Linus')).toBeTruthy();
  });
});
