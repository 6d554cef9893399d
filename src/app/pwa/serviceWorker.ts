import { create } from 'zustand';

/**
 * Service worker registration through workbox-window. A new version waits until the user accepts
 * the "New version available — Reload" prompt, so a deploy never swaps code under someone in the
 * middle of a design; accepting tells the waiting worker to skip waiting and reloads once it
 * controls the page.
 */
interface UpdateState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const useAppUpdate = create<UpdateState>(() => ({ updateReady: false, applyUpdate: () => {} }));

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useAppUpdate.setState({
      updateReady: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  try {
    await wb.register();
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
