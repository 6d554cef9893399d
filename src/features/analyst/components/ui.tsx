import type { ReactNode } from 'react';

/** A result panel: heading, body, and (optionally) how its figures were computed. */
export function ResultCard({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900" data-testid={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold tracking-tight">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

export interface Source {
  id: string;
  title: string;
  publisher: string;
  url: string;
}

/** "How this is computed": the method in words, with its sources as links. */
export function HowComputed({ children, sources = [] }: { children: ReactNode; sources?: readonly Source[] }) {
  return (
    <details className="group mt-3 rounded-lg bg-ink-50 px-3 py-2 text-sm dark:bg-ink-950/60">
      <summary className="cursor-pointer font-semibold text-ink-800 marker:text-blood-600 dark:text-ink-100">How this is computed</summary>
      <div className="mt-2 flex flex-col gap-2 text-ink-700 dark:text-ink-200">{children}</div>
      {sources.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-xs" aria-label="Sources">
          {sources.map((source) => (
            <li key={source.id}>
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-blood-700 underline underline-offset-2 dark:text-blood-400">
                {source.title}
              </a>{' '}
              <span className="text-ink-600 dark:text-ink-300">— {source.publisher}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** One headline figure. */
export function Figure({ label, value, detail, tone = 'neutral', testId }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'neutral' | 'good' | 'warn' | 'bad'; testId?: string }) {
  const tones = {
    neutral: 'border-ink-200 dark:border-ink-700',
    good: 'border-emerald-500/50 bg-emerald-50 dark:bg-emerald-950/30',
    warn: 'border-amber-500/60 bg-amber-50 dark:bg-amber-950/30',
    bad: 'border-blood-500/60 bg-blood-500/5 dark:bg-blood-500/10',
  } as const;
  return (
    <div className={`rounded-xl border px-3 py-2.5 ${tones[tone]}`} data-testid={testId}>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-600 dark:text-ink-300">{label}</p>
      <p className="mt-0.5 text-lg font-bold tabular-nums">{value}</p>
      {detail && <p className="mt-0.5 text-xs text-ink-700 dark:text-ink-200">{detail}</p>}
    </div>
  );
}

/** A warning or a good sign in a sentence. */
export function Callout({ tone, children, testId }: { tone: 'good' | 'warn' | 'bad'; children: ReactNode; testId?: string }) {
  const tones = {
    good: 'border-emerald-500/40 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100',
    warn: 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
    bad: 'border-blood-500/50 bg-blood-500/10 text-blood-800 dark:text-blood-300',
  } as const;
  return (
    <p role={tone === 'good' ? undefined : 'note'} className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]}`} data-testid={testId}>
      {children}
    </p>
  );
}

/** Millimetres as people read them: 0.25 mm, 1.5 mm, 12 mm. */
export const mm = (value: number | null) => (value === null ? '—' : `${value >= 10 ? Math.round(value) : Number(value.toFixed(value < 1 ? 2 : 1))} mm`);
export const cm = (value: number | null) => (value === null ? '—' : `${Number(value.toFixed(1))} cm`);
export const pct = (share: number) => `${Math.round(share * 100)}%`;
