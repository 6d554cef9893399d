import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the build's pre-rendered page (and in that build render itself),
 * true in every other render: for what only the browser knows at the moment of the visit (the
 * time now, in the visitor's time zone), which the build's HTML cannot hold and hydration must not
 * find different (src/app/takeover.ts). React renders again with `true` right after hydrating.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
