/**
 * Build-time pre-rendering (run by scripts/build/prerender.ts in Node, never shipped to the
 * browser): each static route's first screen — the app's layout and the route's screen, as the
 * browser's first render draws it for a signed-out visitor with nothing stored — rendered to HTML.
 * The page then paints its text with no JavaScript; src/main.tsx renders the same markup over it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { startsAuth } from './authStart';
import { preloadScreen } from './lazyScreen';
import { routes } from './routes';
import { SIGNED_OUT_REDIRECTS } from './signedOutRedirect';

/** Pre-rendered routes: every page route without a parameter (the catch-all is served the plain shell). */
export function prerenderPaths(tree: RouteObject[] = routes): string[] {
  return tree.flatMap((route) => [
    ...(route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : []),
    ...prerenderPaths(route.children ?? []),
  ]);
}

/**
 * The account screens (authStart.ts `startsAuth`): on a device with a signed-in hint their first
 * screen is what they show while auth loads ('Checking authentication...', 'Loading…'); on one
 * without, their signed-out screen. scripts/build/prerender.ts renders both pictures, the first
 * from a fresh module instance whose auth store starts 'loading' (authStore.ts), since a server
 * render reads a store's initial state.
 */
export function accountPaths(tree: RouteObject[] = routes): string[] {
  return flatten(tree).filter((route) => startsAuth(route.loader) && route.path).map((route) => route.path!);
}

/**
 * Routes a signed-out visitor is sent away from before anything renders (signedOutRedirect.ts):
 * their page holds both pictures, the screen for a device with a signed-in hint and the target's
 * for one without (scripts/build/prerender.ts).
 */
export function signedOutRedirects(): Record<string, string> {
  return { ...SIGNED_OUT_REDIRECTS };
}

/** The loaders do browser work (authLoader starts Firebase); their effect is handled above. */
function withoutLoaders(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const copy = { ...route } as RouteObject;
    delete copy.loader;
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy;
  });
}

/** The HTML of `path`'s first screen (the contents of #root). */
export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while pre-rendering.`);
  for (const match of context.matches) await preloadScreen(match.route.element);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

function flatten(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
