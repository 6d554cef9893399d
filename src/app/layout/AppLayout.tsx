import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/app/errors/ErrorBoundary';
import { retryFailedScreens } from '@/app/lazyScreen';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { useAssistantLauncher } from '@/shared/chat/assistantLauncher';
import { Toaster } from '@/shared/toast/Toaster';
import { StorageBanner } from './StorageBanner';
import { titleForPath } from './routeTitles';
import { TopBar } from './TopBar';
import { whenIdle } from '@/shared/scheduling/whenIdle';

function ScreenLoading() {
  return (
    <div role="status" data-screen-loading className="flex min-h-[50vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-blood-500" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

// The assistant slide-over (and its store, Dexie and the chat client) loads on first open.
const AssistantSlideOver = lazy(() => import('@/features/assistant/AssistantSlideOver'));

/** Mounted once first opened, then kept so closing and reopening is instant. */
function AssistantLauncher() {
  const open = useAssistantLauncher((s) => s.open);
  const setOpen = useAssistantLauncher((s) => s.setOpen);
  const location = useLocation();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  // A navigation (e.g. 'Open the designer') closes it; /chat shows the panel itself.
  useEffect(() => setOpen(false), [location.pathname, setOpen]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AssistantSlideOver open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

let backgroundServicesScheduled = false;

/** Longest we wait for the browser to report its first contentful paint before starting anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Starts auth, the service worker, storage watching and settings hydration only after the first
 * contentful paint (and then in an idle moment), so none of it — Dexie and Firebase included —
 * competes with the landing page's first paint (DESIGN.md §7).
 */
function scheduleBackgroundServices() {
  if (backgroundServicesScheduled) return;
  backgroundServicesScheduled = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle(() => void import('@/app/startup').then((m) => m.startBackgroundServices()), 1500);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, FIRST_PAINT_WAIT_MS);
}

export function AppLayout() {
  useEffect(scheduleBackgroundServices, []);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = titleForPath(location.pathname);
  }, [location.pathname]);
  return (
    <div className="group/app flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink-950">
        Skip to content
      </a>
      <TopBar />
      <StorageBanner />
      <main id="main" className="flex-1">
        {/* Keyed by path: moving to another screen clears an error screen. */}
        <ErrorBoundary key={location.pathname} onGoHome={() => navigate('/')} onReset={retryFailedScreens}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* Not painted while a screen is loading: at the bottom of the short loading page, it would be
          pushed down when a long screen arrives (a layout shift, issue #16); hidden, it just appears. */}
      <footer className="border-t border-ink-200 px-4 py-6 text-xs text-ink-600 group-has-[[data-screen-loading]]/app:invisible dark:border-ink-800 dark:text-ink-300">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
          <p>© 2026 InkClarity. No surprises. No regrets.</p>
          <p>
            <Link to="/settings" className="underline-offset-2 hover:underline">
              Settings &amp; credits
            </Link>
          </p>
        </div>
      </footer>
      <AssistantLauncher />
      <Toaster />
      <UpdatePrompt />
    </div>
  );
}
