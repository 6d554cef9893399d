import { COMPLETION_FIELDS, SLOT_FIELDS, SLOT_LABELS, briefCompletion, type DesignSlots } from '@/engine/designBrief';
import { Card } from './Card';
import { ProgressBar } from './ProgressBar';

/**
 * Spec §2: the chat tabs' Design Progress card, one dot per slot. The percent is the one completion
 * figure the Studio shows too (issue #19: the five required slots; the description is optional).
 */
export function DesignProgressCard({ slots }: { slots: DesignSlots }) {
  const percent = briefCompletion(slots);
  return (
    <Card title="Design Progress" titleId="design-progress-title">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-3xl font-black tabular-nums" data-testid="design-progress-percent">
          {percent}%
        </p>
        <p className="text-sm text-ink-600 dark:text-ink-300">complete</p>
      </div>
      <ProgressBar percent={percent} labelledBy="design-progress-title" className="mt-2" />
      <ul className="mt-3 grid grid-cols-6 gap-1" aria-label="Design slots">
        {SLOT_FIELDS.map((field) => {
          const filled = slots[field].trim().length > 0;
          return (
            <li key={field} className="flex flex-col items-center gap-1 text-center" data-slot={field} data-filled={filled}>
              <span
                aria-hidden="true"
                className={`size-3 rounded-full border-2 ${filled ? 'border-blood-600 bg-blood-600' : 'border-ink-300 bg-transparent dark:border-ink-600'}`}
              />
              <span className="text-[0.65rem] leading-tight text-ink-600 dark:text-ink-300">
                {SLOT_LABELS[field]}
                {!COMPLETION_FIELDS.includes(field) && <span className="sr-only"> (optional)</span>}
                <span className="sr-only">{filled ? ': filled' : ': not specified'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
