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

  it('imports its stages one after the other, a task apart, then the screen, once', async () => {
    const log: string[] = [];
    // A task boundary: a timer queued before each step has run by the time the next step starts.
    const stage = (name: string) => async () => {
      log.push(name);
      setTimeout(() => log.push(`task after ${name}`), 0);
    };
    const Screen = lazyScreen(async () => {
      log.push('screen');
      return { default: Hello };
    }, [stage('dexie'), stage('schemas')]);
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(log).toEqual(['dexie', 'task after dexie', 'schemas', 'task after schemas', 'screen']);
    render(inSuspense(<Screen name="Ada" />));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
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
