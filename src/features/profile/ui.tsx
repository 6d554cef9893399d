import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { NothingSaved } from '@/shared/ui/SavedCopy';
import type { RecordSyncState, UserRecord } from '@/db/database';
import type { CachedRead } from '@/sync/hooks';

export const CARD = 'rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-800 dark:bg-ink-900';

/** "waiting to sync" / "not sent" mark on a record the server has not confirmed yet. */
export function SyncMark({ state }: { state: RecordSyncState | undefined }) {
  if (!state) return null;
  return state === 'pending' ? (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
      Waiting to sync
    </span>
  ) : (
    <Link to="/settings#sync" className="rounded-full bg-blood-100 px-2 py-0.5 text-xs font-semibold text-blood-800 underline dark:bg-blood-900/40 dark:text-blood-100">
      Not sent
    </Link>
  );
}

export function EmptyState({ title, action, to }: { title: string; action: string; to: string }) {
  return (
    <div className={`${CARD} flex flex-col items-center gap-4 py-12 text-center`}>
      <p className="text-lg font-semibold">{title}</p>
      <Link to={to} className={buttonClasses('primary')}>
        {action}
      </Link>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A label/value list; an empty value reads 'Not provided', never an invented one. */
export function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600 dark:text-ink-300">{label}</dt>
          <dd className={value ? '' : 'text-ink-600 italic dark:text-ink-300'}>{value || 'Not provided'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A list read from the device's cache (src/sync/readView.ts): the records with their quiet note,
 * or, when nothing is saved and the server cannot answer, that said once — never an empty state
 * under an error.
 */
export function CachedList({ read, loading, children }: { read: CachedRead<UserRecord[]>; loading: string; children: (list: UserRecord[], note: string | null) => ReactNode }) {
  if (read.view.kind === 'unavailable') return <NothingSaved message={read.view.message} detail={read.view.detail} onRetry={read.retry} />;
  if (read.view.kind === 'loading' || !read.data) return <p role="status">{loading}</p>;
  return children(read.data, read.view.note);
}

export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const strList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
