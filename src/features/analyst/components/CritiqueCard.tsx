import { buttonClasses } from '@/shared/ui/buttonClasses';
import {
  CRITIQUE_AGAIN,
  CRITIQUE_LISTS,
  CRITIQUE_LOADING,
  CRITIQUE_NO_KEY,
  CRITIQUE_NOTE,
  CRITIQUE_OFFLINE,
  CRITIQUE_RETRY,
  CRITIQUE_TITLE,
} from '../analystCopy';
import type { CritiqueState } from '../useCritique';

const LIST_ORDER = ['strengths', 'risks', 'suggestions'] as const;
const LIST_DOT = { strengths: 'bg-emerald-500', risks: 'bg-amber-500', suggestions: 'bg-violet-500' } as const;

/** The model's card: tinted violet and labelled "Written by <model>", so it never reads as a measured figure. */
function ModelCard({ children, badge, busy = false }: { children: React.ReactNode; badge?: React.ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby="analyst-critique-title"
      aria-busy={busy}
      data-testid="analyst-critique"
      className="rounded-2xl border border-dashed border-violet-400/70 bg-violet-50/70 p-4 sm:p-5 dark:border-violet-500/50 dark:bg-violet-950/30"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="analyst-critique-title" className="flex items-center gap-2 text-base font-bold tracking-tight">
          <span aria-hidden="true" className="rounded-md bg-violet-600 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wider text-white">
            AI
          </span>
          {CRITIQUE_TITLE}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

function dateOf(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The written critique: loading, the model's three lists, a failure with Retry, or one quiet line. */
export function CritiqueCard({ state, retry }: { state: CritiqueState; retry: (() => void) | null }) {
  if (state.state === 'unavailable') {
    if (state.why === 'checking') return null;
    return (
      <p className="px-1 text-sm text-ink-600 dark:text-ink-300" data-testid="critique-unavailable" data-why={state.why}>
        {state.why === 'offline' ? CRITIQUE_OFFLINE : CRITIQUE_NO_KEY}
      </p>
    );
  }
  if (state.state === 'loading') {
    return (
      <ModelCard busy>
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700 dark:text-ink-200">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-violet-200 border-t-violet-600" />
          {CRITIQUE_LOADING}
        </p>
      </ModelCard>
    );
  }
  if (state.state === 'failed') {
    return (
      <ModelCard>
        <p role="alert" className="text-sm text-ink-800 dark:text-ink-100" data-testid="critique-failed">
          {state.message}
        </p>
        {retry && (
          <button type="button" className={buttonClasses('secondary', 'mt-3')} onClick={retry}>
            {CRITIQUE_RETRY}
          </button>
        )}
      </ModelCard>
    );
  }
  const { critique } = state;
  return (
    <ModelCard
      badge={
        <p className="text-xs font-semibold text-violet-800 dark:text-violet-200" data-testid="critique-author">
          Written by {critique.model}
          <span className="font-normal text-ink-600 dark:text-ink-300"> · {dateOf(critique.createdAt)}</span>
        </p>
      }
    >
      <p className="mb-3 text-xs text-ink-700 dark:text-ink-200">{CRITIQUE_NOTE}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {LIST_ORDER.map((key) => (
          <div key={key} data-testid={`critique-${key}`}>
            <h3 className="mb-1.5 flex items-center gap-2 text-sm font-semibold">
              <span aria-hidden="true" className={`size-2 rounded-full ${LIST_DOT[key]}`} />
              {CRITIQUE_LISTS[key]}
            </h3>
            {critique[key].length > 0 ? (
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-800 dark:text-ink-100">
                {critique[key].map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-600 dark:text-ink-300">Nothing noted.</p>
            )}
          </div>
        ))}
      </div>
      {retry && (
        <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={retry}>
          {CRITIQUE_AGAIN}
        </button>
      )}
    </ModelCard>
  );
}
