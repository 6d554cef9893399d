import { CHAT_SHORTCUT_PERCENT, SLOT_FIELDS, SLOT_LABELS, briefCompletion, type DesignSlots } from '@/engine/designBrief';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { GENERATE_LABEL, NOT_SPECIFIED } from '../designerMessages';
import { Card } from './Card';
import { SparkIcon } from '@/shared/ui/icons';

/**
 * Spec §2: each slot or 'Not specified'; at 80% or more a Generate Design button that opens the
 * Design Studio and starts generating (issue #19: not just a tab switch).
 */
export function CurrentDesignCard({ slots, onGenerate }: { slots: DesignSlots; onGenerate: () => void }) {
  const ready = briefCompletion(slots) >= CHAT_SHORTCUT_PERCENT;
  return (
    <Card title="Current Design" titleId="current-design-title">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {SLOT_FIELDS.map((field) => {
          const value = slots[field].trim();
          return (
            <div key={field} className="contents">
              <dt className="font-semibold text-ink-700 dark:text-ink-200">{SLOT_LABELS[field]}</dt>
              <dd data-testid={`current-${field}`} className={`break-words ${value ? '' : 'italic text-ink-500 dark:text-ink-300'}`}>
                {value || NOT_SPECIFIED}
              </dd>
            </div>
          );
        })}
      </dl>
      {ready && (
        <button type="button" onClick={onGenerate} className={buttonClasses('primary', 'mt-4 w-full')}>
          <SparkIcon className="size-4" />
          {GENERATE_LABEL}
        </button>
      )}
    </Card>
  );
}
