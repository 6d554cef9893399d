import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { RecordSyncState } from '@/db/database';

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

export function ListError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      {message} Showing what this device has saved.
    </p>
  );
}

export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const strList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
