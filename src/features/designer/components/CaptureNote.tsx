import { SLOT_LABELS } from '@/engine/designBrief';
import type { SlotChange } from '@/engine/slotChanges';

/**
 * What a message changed in the brief, with Undo (issue #19: every change to the brief shows this
 * note, in Text Chat and in Voice Chat).
 */
export function CaptureNote({ changes, undone, onUndo, className = '' }: { changes: readonly SlotChange[]; undone: boolean; onUndo: () => void; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600 dark:text-ink-300 ${className}`} data-testid="capture-note">
      <span className={undone ? 'line-through' : ''}>
        Captured:{' '}
        {changes.map((c, i) => (
          <span key={c.field}>
            {i > 0 && ', '}
            <span className="font-semibold">{SLOT_LABELS[c.field].toLowerCase()}</span> → {c.value}
          </span>
        ))}
      </span>
      {undone ? (
        <span className="font-semibold">Undone</span>
      ) : (
        <button
          type="button"
          className="rounded px-1.5 py-0.5 font-semibold text-blood-700 underline underline-offset-2 hover:bg-blood-500/10 focus-visible:outline-2 focus-visible:outline-blood-500 dark:text-blood-400"
          onClick={onUndo}
        >
          Undo<span className="sr-only"> captured details</span>
        </button>
      )}
    </div>
  );
}
