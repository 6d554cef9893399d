import { lazy, type ComponentType, type ReactNode, isValidElement } from 'react';

/**
 * React.lazy remembers a failed import forever, so after a chunk failed to load (offline, or a
 * deploy replaced it) 'Try Again' on the error screen would fail again. Each screen made here can
 * start a fresh import, but only when `retryFailedScreens` is called (by 'Try Again'): retrying
 * on every render would loop, because React renders a suspended screen again from scratch.
 *
 * A screen can also be loaded ahead of its first render (`preloadScreen`): the pre-rendered page
 * (src/app/prerender.tsx) and the browser's first render (src/main.tsx) then draw the screen
 * itself at once instead of suspending to a spinner, so the client's first render replaces the
 * pre-rendered HTML with the same markup (no flash, no layout shift).
 */
const retries = new Set<() => void>();
const preloaders = new WeakMap<ComponentType<never>, () => Promise<void>>();

export function retryFailedScreens(): void {
  retries.forEach((retry) => retry());
}

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  let loaded: ComponentType<P> | null = null;
  const attempt = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
  let current = lazy(attempt);
  retries.add(() => {
    if (!failed) return;
    failed = false;
    current = lazy(attempt);
  });
  function LazyScreen(props: P) {
    const Screen = loaded ?? current;
    return <Screen {...props} />;
  }
  preloaders.set(LazyScreen as ComponentType<never>, async () => {
    if (!loaded) await attempt();
  });
  return LazyScreen;
}

/**
 * Loads the lazy screen an element renders (if it is one made by `lazyScreen`), so its first
 * render does not suspend. Failures are left for the render to report (the error screen).
 */
export async function preloadScreen(element: ReactNode): Promise<void> {
  if (!isValidElement(element) || typeof element.type === 'string') return;
  const preload = preloaders.get(element.type as ComponentType<never>);
  if (preload) await preload().catch(() => undefined);
}
