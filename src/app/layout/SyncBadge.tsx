import { Link } from 'react-router-dom';
import { useSyncStatus } from '@/sync/syncStatusStore';

const CHIP =
  'inline-flex h-10 items-center gap-1 rounded-lg px-1.5 text-sm sm:gap-1.5 sm:px-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500';

/**
 * The top bar's outbox count (DESIGN.md §3): how many changes wait to sync, and how many the
 * server refused (kept on the device). Nothing at zero. Both open Settings' sync section.
 */
export function SyncBadge() {
  const waiting = useSyncStatus((s) => s.waiting);
  const setAside = useSyncStatus((s) => s.setAside.length);
  if (waiting === 0 && setAside === 0) return null;
  return (
    <>
      {waiting > 0 && (
        <Link
          to="/settings#sync"
          data-testid="sync-pending"
          className={`${CHIP} bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-400/15 dark:text-amber-200 dark:hover:bg-amber-400/25`}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8M20 4v4h-4M20 12a8 8 0 0 1-13.7 5.6L4 16M4 20v-4h4" />
          </svg>
          {/* The name comes from the text (no aria-label), so what is shown is always part of what is
              read (axe label-content-name-mismatch): "2 changes waiting to sync". */}
          <span>{waiting}</span>
          <span className="sr-only">{waiting === 1 ? ' change' : ' changes'}</span>
          <span className="sr-only lg:not-sr-only">{' waiting to sync'}</span>
        </Link>
      )}
      {setAside > 0 && (
        <Link
          to="/settings#sync"
          data-testid="sync-set-aside"
          aria-label={`${setAside} ${setAside === 1 ? 'change' : 'changes'} not sent — open Settings`}
          className={`${CHIP} bg-blood-600/10 text-blood-700 hover:bg-blood-600/20 dark:bg-blood-500/15 dark:text-blood-400 dark:hover:bg-blood-500/25`}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
          <span aria-hidden="true">{setAside}</span>
        </Link>
      )}
    </>
  );
}
