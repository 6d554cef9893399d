import type { ReactNode } from 'react';

/** The designer's card: a bordered panel with an optional heading row and actions. */
export function Card({
  title,
  titleId,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  titleId?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900 ${className}`}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={titleId} className="text-base font-bold tracking-tight">
              {title}
            </h2>
          )}
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
