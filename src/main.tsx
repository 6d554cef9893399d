import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preloadScreen } from './app/lazyScreen';
import { createAppRouter } from './app/routes';
import { watchTheme } from './shared/theme/theme';
import './styles.css';

watchTheme();

const router = createAppRouter();

/**
 * The page arrived pre-rendered (src/app/prerender.tsx): its text is already painted. The first
 * render waits for the route's loaders and its screen's chunk, so it draws the same screen over
 * the HTML in one commit — never a spinner in between (no layout shift, no second largest paint).
 * createRoot rather than hydrateRoot: the browser's first screen may differ from the build's in
 * client-only state (a signed-in hint, the theme toggle's label), which hydration would report as
 * a mismatch and then render from scratch anyway.
 */
async function start(): Promise<void> {
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
