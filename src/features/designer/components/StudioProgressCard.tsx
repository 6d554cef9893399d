import { REQUIRED_SLOT_FIELDS, filledCount, type DesignSlots } from '@/engine/designBrief';
import { requiredPercent } from '../designerStore';
import { Card } from './Card';
import { ProgressBar } from './ProgressBar';

/** Spec §2: the studio's progress — percent of the five required slots, required and filled counts. */
export function StudioProgressCard({ slots }: { slots: DesignSlots }) {
  const percent = requiredPercent(slots);
  const filled = filledCount(slots, REQUIRED_SLOT_FIELDS);
  return (
    <Card title="Design Progress" titleId="studio-progress-title">
      <div className="flex items-end justify-between gap-3">
        <p className="text-3xl font-black tabular-nums" data-testid="studio-progress-percent">
          {percent}%<span className="ml-2 text-sm font-medium text-ink-600 dark:text-ink-300">complete</span>
        </p>
        <dl className="flex gap-4 text-right text-sm">
          <div>
            <dt className="text-xs text-ink-600 dark:text-ink-300">Required fields</dt>
            <dd className="font-bold tabular-nums" data-testid="studio-required-count">
              {REQUIRED_SLOT_FIELDS.length}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-600 dark:text-ink-300">Filled</dt>
            <dd className="font-bold tabular-nums" data-testid="studio-filled-count">
              {filled}
            </dd>
          </div>
        </dl>
      </div>
      <ProgressBar percent={percent} labelledBy="studio-progress-title" className="mt-3" />
    </Card>
  );
}
