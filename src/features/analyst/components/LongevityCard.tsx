import { COLOUR_SOURCES, colourFamilyInfo, type ColourFamilyId } from '@/engine/analysis/colour';
import { skinTone } from '@/engine/analysis/inputs';
import { LOW_CONTRAST_RATIO } from '@/engine/analysis/longevity';
import skinTable from '@/engine/analysis/data/skinTones.json';
import type { Longevity } from '@/engine/contracts/analysis';
import { Figure, HowComputed, ResultCard, pct } from './ui';

const scoreTone = (score: number) => (score >= 75 ? 'good' : score >= 50 ? 'warn' : 'bad');

export function LongevityCard({ longevity: l }: { longevity: Longevity }) {
  const tone = skinTone(l.skinTone);
  return (
    <ResultCard
      id="analyst-longevity"
      title="Contrast and longevity"
      badge={
        <span className="inline-flex items-center gap-1.5 text-xs text-ink-700 dark:text-ink-200">
          <span aria-hidden="true" className="size-3 rounded-full border border-ink-300" style={{ backgroundColor: tone.hex }} />
          on {tone.label.toLowerCase()} skin
        </span>
      }
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Longevity" value={`${l.score}/100`} tone={scoreTone(l.score)} detail="contrast left at 10 years" testId="longevity-score" />
        <Figure label="Contrast" value={`${l.contrastRatio}:1`} detail={`${pct(l.lowContrastShare)} under ${LOW_CONTRAST_RATIO}:1`} tone={l.lowContrastShare >= 0.2 ? 'warn' : 'neutral'} />
        <Figure label="Dark / light ink" value={`${pct(l.darkShare)} / ${pct(l.lightShare)}`} detail="of the ink" />
        <Figure
          label="Fast-fading colours"
          value={pct(l.fastFadingShare)}
          detail={l.fastFadingFamilies.length ? l.fastFadingFamilies.map((f) => colourFamilyInfo(f as ColourFamilyId).label).join(', ') : 'white, yellow, pastels: none'}
          tone={l.fastFadingShare >= 0.15 ? 'warn' : 'neutral'}
          testId="fast-fading"
        />
      </div>
      {l.families.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1.5" aria-label="Colours in the ink">
          {l.families.map(({ family, share }) => {
            const info = colourFamilyInfo(family as ColourFamilyId);
            return (
              <li key={family} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-xs">
                <span className="capitalize">{info.label}</span>
                <span className="h-2 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800">
                  <span className="block h-full rounded-full bg-ink-700 dark:bg-ink-300" style={{ width: `${Math.max(2, share * 100)}%` }} />
                </span>
                <span className="text-right tabular-nums">{pct(share)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <HowComputed sources={[...COLOUR_SOURCES, ...skinTable.sources]}>
        <p>
          Each pixel's ink colour is separated from the paper or skin it sits on (the on-body preview's ink model: ink multiplies the skin under it) and
          sorted into a colour family. The ink is then laid on the {tone.label.toLowerCase()} skin tone ({tone.hex}, from the preview's sample photos) and
          its WCAG 2 contrast ratio with the bare skin is taken; {skinTable.lowContrastWhy}
        </p>
        <p>
          Longevity: each family keeps a share of its coverage after ten years (black {pct(colourFamilyInfo('black').retainedAt10y)}, blue{' '}
          {pct(colourFamilyInfo('blue').retainedAt10y)}, red {pct(colourFamilyInfo('red').retainedAt10y)}, yellow {pct(colourFamilyInfo('yellow').retainedAt10y)},
          white {pct(colourFamilyInfo('white').retainedAt10y)}, pastels {pct(colourFamilyInfo('pastel').retainedAt10y)}). The score is the ink's ten-year contrast
          on this skin as a share of what fresh solid black reaches on the same skin: 100 is as good as black gets here, whatever the skin.
        </p>
      </HowComputed>
    </ResultCard>
  );
}
