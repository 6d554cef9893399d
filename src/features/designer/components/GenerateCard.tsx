import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { GenerationStage } from '../designerStore';
import { GENERATE_GATE_HINT, GENERATE_LABEL } from '../designerMessages';
import { Card } from './Card';
import { DownloadIcon, SparkIcon } from '@/shared/ui/icons';

const STAGE_TEXT: Record<Exclude<GenerationStage, 'idle'>, string> = {
  prompting: 'Writing the image prompt…',
  drawing: 'Drawing your design…',
};

interface GenerateCardProps {
  enabled: boolean;
  generation: { stage: GenerationStage; done: number; total: number };
  hasImage: boolean;
  onGenerate: () => void;
  onCancel: () => void;
  onDownload: () => void;
}

/** Spec §2/§5: Generate Design (gated at 50%), its progress with Cancel, and Download. */
export function GenerateCard({ enabled, generation, hasImage, onGenerate, onCancel, onDownload }: GenerateCardProps) {
  const busy = generation.stage !== 'idle';
  // Two steps for one design (prompt, drawing); one step per design for variations.
  const steps = generation.total > 1 ? generation.total : 2;
  const step = generation.total > 1 ? generation.done : generation.stage === 'drawing' ? 1 : 0;
  const label =
    generation.stage === 'idle' ? '' : generation.total > 1 ? `Drawing variation ${generation.done + 1} of ${generation.total}…` : STAGE_TEXT[generation.stage];
  return (
    <Card title={GENERATE_LABEL} titleId="generate-card-title">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <button
          type="button"
          className={buttonClasses('primary', 'py-3 text-base')}
          disabled={!enabled || busy}
          aria-describedby={enabled ? undefined : 'generate-gate-hint'}
          onClick={onGenerate}
        >
          <SparkIcon className="size-5" />
          {GENERATE_LABEL}
        </button>
        <button type="button" className={buttonClasses('secondary', 'py-3')} disabled={!hasImage} onClick={onDownload}>
          <DownloadIcon className="size-4" />
          Download
        </button>
      </div>
      {!enabled && (
        <p id="generate-gate-hint" className="mt-3 text-sm text-ink-600 dark:text-ink-300">
          {GENERATE_GATE_HINT}
        </p>
      )}
      {busy && (
        <div className="mt-4" data-testid="generation-progress">
          <div className="flex items-center justify-between gap-3 text-sm">
            <p role="status">{label}</p>
            <button type="button" className={buttonClasses('ghost', 'px-3 py-1.5')} onClick={onCancel}>
              Cancel
            </button>
          </div>
          <div
            role="progressbar"
            aria-label="Generation progress"
            aria-valuemin={0}
            aria-valuemax={steps}
            aria-valuenow={step}
            className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800"
          >
            <div
              className="h-full animate-pulse rounded-full bg-blood-600 transition-[width] duration-500"
              style={{ width: `${Math.max(10, ((step + 0.5) / steps) * 100)}%` }}
            />
          </div>
        </div>
      )}
    </Card>
  );
}
