import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { preloadScreen } from './app/lazyScreen';
import { createAppRouter } from './app/routes';
import { redirectSignedOutVisit } from './app/signedOutRedirect';
import { canHydrate } from './app/takeover';
import { nextTask } from './shared/scheduling/nextTask';
import { watchTheme } from './shared/theme/theme';
import './styles.css';

watchTheme();
// Zod probes `new Function('')` to decide whether to compile its parsers, which the page's CSP
// (no 'unsafe-eval') blocks and reports as an issue (Lighthouse best practices): it never tries.
// Zod keeps its settings on this global (zod/v4/core/core.js), so the page sets it without
// importing Zod into the entry; whichever runs first creates the object, the other adopts it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });


/**
 * The page arrived pre-rendered (src/app/prerender.tsx): its text is already painted. The first
 * render waits for the route's loaders and its screen's chunk, so it draws the same screen over
 * the HTML in one commit — never a spinner in between (no layout shift, no second largest paint).
 * A first visit (signed out, the default theme: what the build rendered) hydrates the markup in
 * place, which creates and removes no DOM; any other visit's first screen may differ from the
 * build's in client-only state (a signed-in hint, the theme toggle's label), so it is rendered
 * afresh with createRoot (src/app/takeover.ts).
 */
async function start(): Promise<void> {
  // The router (its first match and the loaders it starts) is created in a task after the
  // entry's own evaluation, so neither adds to the other's length (Total Blocking Time).
  await nextTask();
  // /profile on a device with no signed-in hint is /auth from the start (signedOutRedirect.ts): its
  // pre-rendered sign-in card is what the first render draws again, not 'Checking authentication...'.
  redirectSignedOutVisit();
  const router = createAppRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  await Promise.all(router.state.matches.map((match) => preloadScreen(match.route.element)));
  // A task of its own, after the modules' evaluation, and rendered as a transition so React
  // yields to the browser every few milliseconds: no single long task blocks input while the
  // app takes over the pre-rendered page (Total Blocking Time). The page shows the pre-rendered
  // screen until the render commits.
  await nextTask();
  // React DOM's client is set up in a task of its own too, not with the entry's evaluation: each
  // piece of start-up work stays short enough not to count as a long task (Total Blocking Time).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Interactive container={container}>
        <RouterProvider router={router} />
      </Interactive>
    </StrictMode>
  );
  if (canHydrate(container)) {
    // Hydration is rendered in slices too, and its commit changes nothing in the page.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Markup that differs after all (a time in another time zone, a URL with a tab): React renders
        // the page afresh, as createRoot would have. Not an error the visitor can do anything about.
        onRecoverableError: (error) => console.warn('The pre-rendered page was rendered again:', error instanceof Error ? error.message : error),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * The pre-rendered page is `inert` (scripts/build/prerender.ts) until the app's own markup is in
 * place: removed in the same frame as the first commit, before it is painted.
 */
function Interactive({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

void start();
