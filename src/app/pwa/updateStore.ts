import { create } from 'zustand';

/**
 * What the service worker registration (serviceWorker.ts) tells the UI: a new version is waiting.
 * Kept apart from the registration so components and tests need not load `virtual:pwa-register`.
 */
interface UpdateState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const useAppUpdate = create<UpdateState>(() => ({ updateReady: false, applyUpdate: () => {} }));
