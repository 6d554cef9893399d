import { PERSONA_BY_ID } from '@/engine/personaProfiles';
import type { HandoffRecommendation, PersonaId } from '@/engine/types';
import { buttonClasses } from '@/shared/ui/buttonClasses';

/** The handoff recommender proposes another persona (spec §3); the user may switch or dismiss. */
export function HandoffBanner({
  handoff,
  onSwitch,
  onDismiss,
}: {
  handoff: HandoffRecommendation;
  onSwitch: (persona: PersonaId) => void;
  onDismiss: () => void;
}) {
  const target = PERSONA_BY_ID[handoff.recommendedAgent];
  return (
    <div
      role="status"
      data-testid="handoff-suggestion"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-2.5 text-xs sm:p-3 sm:text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex-1">
        <strong>{target.name}</strong> could help here. {handoff.reasoning}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses('primary', 'px-3 py-1.5 text-xs sm:text-sm')} onClick={() => onSwitch(target.id)}>
          Switch to {target.name}
        </button>
        <button type="button" className={buttonClasses('ghost', 'px-3 py-1.5 text-xs sm:text-sm')} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
