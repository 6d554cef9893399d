import { isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { nextTask } from '@/shared/scheduling/nextTask';

/**
 * React.lazy remembers a failed import forever, so after a chunk failed to load (offline, or a
 * deploy replaced it) 'Try Again' on the error screen would fail again. Each screen made here can
 * start a fresh import, but only when `retryFailedScreens` is called (by 'Try Again'): retrying
 * on every render would loop, because React renders a suspended screen again from scratch.
 *
 * `preload()` (a route loader awaits it) fetches the chunk before the route renders; a screen
 * whose chunk is already loaded renders directly instead of through React.lazy, which always
 * suspends once — and a Suspense fallback, once shown, holds the screen back for React's reveal
 * throttle (~300 ms) however fast the chunk arrived.
 */
const retries = new Set<() => void>();

export function retryFailedScreens(): void {
  retries.forEach((retry) => retry());
}

export type LazyScreen<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `stages`: big shared parts of the screen's module graph (Dexie, the CRM schemas…) imported one
 * after the other, a task apart, before the screen itself. A dynamic import evaluates its whole
 * graph in one task; split this way no piece of it is a long task (Total Blocking Time). Each
 * stage is fetched only when the one before has run, so use them for screens whose first
 * picture is pre-rendered (the page shows meanwhile) and only for parts large enough to matter.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, stages: (() => Promise<unknown>)[] = []): LazyScreen<P> {
  let failed = false;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadInStages = async () => {
    for (const stage of stages) {
      await stage();
      await nextTask();
    }
    return load();
  };
  const attempt = () => {
    pending ??= loadInStages().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  let current = lazy(attempt);
  retries.add(() => {
    if (!failed) return;
    failed = false;
    current = lazy(attempt);
  });
  function LazyScreen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the screen.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? current);
    return <Screen {...props} />;
  }
  // A failed preload is not an error here: the screen's own import then fails into the error screen.
  LazyScreen.preload = () => attempt().then(() => undefined, () => undefined);
  return LazyScreen;
}

/**
 * Loads the lazy screen an element renders (if it is one made by `lazyScreen`), so its first
 * render does not suspend: the build's pre-render (src/app/prerender.tsx) and the browser's first
 * render (src/main.tsx) then draw the same screen, never a spinner in between.
 */
export async function preloadScreen(element: ReactNode): Promise<void> {
  if (!isValidElement(element) || typeof element.type === 'string') return;
  const preload = (element.type as Partial<LazyScreen<never>>).preload;
  if (typeof preload === 'function') await preload();
}
