import type { Tip } from '@/engine/contracts/analysis';
import { ResultCard } from './ui';

/** The three changes, each with its measured reason. */
export function TipsCard({ tips }: { tips: Tip[] }) {
  return (
    <ResultCard id="analyst-tips" title="Three changes to make">
      <ol className="flex flex-col gap-3" data-testid="tips">
        {tips.map((tip, index) => (
          <li key={tip.kind} className="flex gap-3" data-kind={tip.kind}>
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blood-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div className="text-sm">
              <p className="font-semibold">{tip.text}</p>
              <p className="mt-0.5 text-ink-700 dark:text-ink-200">
                <span className="sr-only">Why: </span>
                {tip.reason}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </ResultCard>
  );
}
