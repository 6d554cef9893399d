import { Link } from 'react-router-dom';
import type { UserRecord } from '@/db/database';
import { analysisSummary } from '@/engine/analysis/summary';
import { savedAnalysisSchema } from '@/engine/contracts/analysis';
import { buttonClasses } from '@/shared/ui/buttonClasses';

/** The Analyst's saved analysis on a design's card (issue #35): its summary lines and a way back to it. */
export function DesignAnalysis({ design }: { design: UserRecord }) {
  const parsed = savedAnalysisSchema.safeParse(design.analysis);
  if (!parsed.success) return null;
  const [first, ...rest] = analysisSummary(parsed.data);
  return (
    <div className="rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 text-xs dark:border-ink-700 dark:bg-ink-950/60" data-testid="design-analysis">
      <p className="font-semibold text-ink-900 dark:text-ink-50">Analysis</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-ink-700 dark:text-ink-200">
        {[first, ...rest.slice(0, 2)].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** 'Analyse' (or 'See analysis') on a saved design's card. */
export function AnalyseLink({ design }: { design: UserRecord }) {
  const analysed = savedAnalysisSchema.safeParse(design.analysis).success;
  return (
    <Link to={`/analyst?design=${encodeURIComponent(design.id)}`} className={buttonClasses('secondary')}>
      {analysed ? 'See analysis' : 'Analyse'}
    </Link>
  );
}
