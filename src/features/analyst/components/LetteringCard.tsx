import { useId } from 'react';
import readabilityTable from '@/engine/analysis/data/readability.json';
import type { AnalysisInputs, LetteringProof } from '@/engine/contracts/analysis';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { Callout, HowComputed, ResultCard, cm, mm, pct } from './ui';

/** Phrases are typed as one line, separated by a slash. */
const SEPARATOR = ' / ';
const MAX_PHRASES = 5;

const readability = readabilityTable.sources.filter((source) => source.id === 'inkedwith-lettering');

/** Quoted lettering spelled out letter by letter, with the letter height at the chosen size. */
export function LetteringCard({ proofs, inputs, onChange }: { proofs: LetteringProof[]; inputs: AnalysisInputs; onChange: (next: AnalysisInputs) => void }) {
  const id = useId();
  const setPhrases = (text: string) => {
    const lettering = text.split('/').map((p) => p.trim()).filter(Boolean).map((p) => p.slice(0, 60)).slice(0, MAX_PHRASES);
    onChange({ ...inputs, lettering });
  };
  return (
    <ResultCard id="analyst-lettering" title="Lettering proof">
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-words`} className="text-sm font-semibold">
            Words in the design
          </label>
          <input
            id={`${id}-words`}
            defaultValue={inputs.lettering.join(SEPARATOR)}
            onBlur={(e) => setPhrases(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && setPhrases(e.currentTarget.value)}
            placeholder="e.g. Carpe diem / 1985"
            aria-describedby={`${id}-words-hint`}
            className={INPUT_CLASSES}
          />
          <p id={`${id}-words-hint`} className="text-xs text-ink-600 dark:text-ink-300">
            Quoted words from your brief are filled in. Separate phrases with a slash.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-share`} className="text-sm font-semibold">
              The words span
            </label>
            <span className="text-xs tabular-nums">{pct(inputs.letteringWidthShare)} of the design's width</span>
          </div>
          <input
            id={`${id}-share`}
            type="range"
            min={10}
            max={100}
            step={5}
            value={Math.round(inputs.letteringWidthShare * 100)}
            aria-valuetext={`${pct(inputs.letteringWidthShare)} of the design's width`}
            onChange={(e) => onChange({ ...inputs, letteringWidthShare: Number(e.target.value) / 100 })}
            className="accent-blood-600"
          />
        </div>
        {proofs.length === 0 && <p className="text-sm text-ink-700 dark:text-ink-200">No lettering to proof. Quoted words in the brief, or words typed above, are checked here.</p>}
        {proofs.map((proof) => (
          <div key={proof.text} className="flex flex-col gap-2" data-testid="lettering-proof">
            <p className="sr-only">
              {proof.text}, spelled: {[...proof.text].join(' ')}
            </p>
            <ol className="flex flex-wrap gap-1" aria-hidden="true">
              {[...proof.text].map((letter, index) => (
                <li
                  key={index}
                  className={`flex h-11 min-w-8 items-center justify-center rounded-md border px-1.5 font-mono text-lg font-semibold ${
                    letter === ' ' ? 'border-dashed border-ink-200 dark:border-ink-700' : 'border-ink-300 bg-ink-50 dark:border-ink-600 dark:bg-ink-800'
                  }`}
                >
                  {letter === ' ' ? '␣' : letter}
                </li>
              ))}
            </ol>
            <Callout tone={proof.readable ? 'good' : 'bad'} testId="lettering-verdict">
              {proof.readable ? (
                <>
                  Letters about <strong>{mm(proof.letterHeightMm)}</strong> tall at {cm(inputs.sizeCm)}: at or over the {mm(proof.minimumMm)} readable minimum.
                </>
              ) : (
                <>
                  Letters only about <strong>{mm(proof.letterHeightMm)}</strong> tall at {cm(inputs.sizeCm)}: under the {mm(proof.minimumMm)} readable minimum, the
                  gaps inside the letters close up and the words blur into a line.
                </>
              )}
            </Callout>
          </div>
        ))}
      </div>
      <HowComputed sources={readability}>
        <p>
          The letter height is computed, not read off the picture: the words span the share of the design's width you set, and an average letter with its
          spacing is {readabilityTable.letterAdvancePerCap} of its height ({readabilityTable.letterAdvanceWhy}) — so height = width × share ÷ (letters ×{' '}
          {readabilityTable.letterAdvancePerCap}). Spaces count as a letter.
        </p>
        <p>Minimum: {readabilityTable.letteringMinWhy} {readabilityTable.boldLineWhy}</p>
      </HowComputed>
    </ResultCard>
  );
}
