import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it has a network (navigator.onLine and its online/offline events).
 * "Online" can still mean a captive portal; "offline" is reliable, and that is what users need to see.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getOnline = () => navigator.onLine;
const getServerOnline = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline);
}
