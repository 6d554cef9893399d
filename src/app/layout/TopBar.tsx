import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/authStore';
import { openAssistant } from '@/shared/chat/assistantLauncher';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ChatIcon } from '@/shared/ui/icons';
import { LogoMark } from './Logo';
import { NetworkStatus } from './NetworkStatus';
import { SyncBadge } from './SyncBadge';
import { ThemeToggle } from './ThemeToggle';

// Headless UI's menu is only needed once someone is signed in; keep it out of first paint.
const AvatarMenu = lazy(() => import('./AvatarMenu'));

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/designer', label: 'Designer' },
  { to: '/booking', label: 'Booking' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500 ${
    isActive
      ? 'bg-ink-950 text-white dark:bg-white dark:text-ink-950'
      : 'text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800'
  }`;

/** The sticky top bar (spec §2). */
export function TopBar({ extra }: { extra?: React.ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the small-screen menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const signIn =
    status === 'signed-out' ? (
      <Link to="/auth" className={buttonClasses('primary')}>
        Sign In
      </Link>
    ) : null;

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/85 backdrop-blur-md dark:border-ink-800 dark:bg-ink-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500" aria-label="InkClarity home">
          <LogoMark />
          <span className="font-display text-lg font-black tracking-tight">InkClarity</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {extra}
          {/* The AI Assistant slide-over, on every screen but its own full page. */}
          {location.pathname !== '/chat' && (
            <button type="button" onClick={openAssistant} className={buttonClasses('ghost', 'px-2.5 sm:px-3')} data-testid="open-assistant">
              <ChatIcon className="size-5" />
              <span className="sr-only lg:not-sr-only">AI Assistant</span>
            </button>
          )}
          {/* The network sign sits next to the sync count (issue #20 with #11). */}
          <NetworkStatus />
          {status === 'signed-in' && <SyncBadge />}
          <ThemeToggle />
          {/* Spec: while auth state is loading neither Sign In nor the avatar is shown. */}
          <div className="hidden md:block">{signIn}</div>
          {status === 'signed-in' && user && (
            <Suspense fallback={<span className="size-10" />}>
              <AvatarMenu user={user} />
            </Suspense>
          )}
          <button
            ref={menuButton}
            type="button"
            className="grid size-10 place-items-center rounded-lg hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500 md:hidden dark:hover:bg-ink-800"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label="Main menu" className="border-t border-ink-200 px-4 pb-4 pt-2 md:hidden dark:border-ink-800">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={(s) => `block ${navLinkClass(s)}`}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {signIn && <li className="mt-2">{signIn}</li>}
          </ul>
        </nav>
      )}
    </header>
  );
}
