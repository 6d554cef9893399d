/**
 * The browser tab's title per route, so tabs, history and screen readers tell screens apart.
 * Unknown paths get the Not Found title (the catch-all route shows NotFound).
 */
export const APP_NAME = 'InkClarity';
export const HOME_TITLE = 'InkClarity — AI Tattoo Design Studio';

const ROUTE_TITLES: Record<string, string> = {
  '/designer': 'Designer',
  '/auth': 'Sign In',
  '/signup': 'Sign Up',
  '/profile': 'Profile',
  '/settings': 'Settings',
  '/chat': 'Assistant',
  '/booking': 'Booking',
  '/analyst': 'Analyst',
  '/studio': 'Studio requests',
};

export function titleForPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return HOME_TITLE;
  if (/^\/artists\/[^/]+$/.test(path)) return `Artist · ${APP_NAME}`;
  const screen = ROUTE_TITLES[path] ?? 'Page not found';
  return `${screen} · ${APP_NAME}`;
}
