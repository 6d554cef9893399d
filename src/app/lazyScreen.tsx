import { lazy, type ComponentType } from 'react';

/**
 * React.lazy remembers a failed import forever, so after a chunk failed to load (offline, or a
 * deploy replaced it) 'Try Again' on the error screen would fail again. Each screen made here can
 * start a fresh import, but only when `retryFailedScreens` is called (by 'Try Again'): retrying
 * on every render would loop, because React renders a suspended screen again from scratch.
 */
const retries = new Set<() => void>();

export function retryFailedScreens(): void {
  retries.forEach((retry) => retry());
}

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let current = lazy(attempt);
  retries.add(() => {
    if (!failed) return;
    failed = false;
    current = lazy(attempt);
  });
  function LazyScreen(props: P) {
    const Screen = current;
    return <Screen {...props} />;
  }
  return LazyScreen;
}
