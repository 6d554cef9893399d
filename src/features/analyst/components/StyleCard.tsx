import signatures from '@/engine/analysis/data/styleSignatures.json';
import type { StyleNotes } from '@/engine/contracts/analysis';
import { Figure, HowComputed, ResultCard, pct } from './ui';

export function StyleCard({ style }: { style: StyleNotes }) {
  const differs = style.briefStyle && style.briefStyle !== style.guess;
  return (
    <ResultCard id="analyst-style" title="Style and technical notes">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Reads as" value={<span className="capitalize">{style.guess}</span>} detail={style.confidence >= 1 ? 'a clear fit' : 'a close call'} testId="style-guess" />
        <Figure label="Line weight" value={style.lineWeightCv === null ? '—' : `±${pct(style.lineWeightCv)}`} detail="variation around the mean" />
        <Figure label="Fill" value={pct(style.fillShare)} detail="of the ink" />
        <Figure label="Stencil risks" value={`${style.openShapes + style.specks}`} detail={`${style.openShapes} open outlines, ${style.specks} specks`} tone={style.openShapes + style.specks > 0 ? 'warn' : 'neutral'} />
      </div>
      {style.reasons.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="font-semibold">Why {style.guess}:</span> {style.reasons.join('; ')}.
          {differs && <span className="text-ink-600 dark:text-ink-300"> Your brief says {style.briefStyle}.</span>}
        </p>
      )}
      <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Technical notes">
        {style.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <HowComputed>
        <p>{signatures.purpose}</p>
        <p>
          The statistics: {Object.values(signatures.features).join('; ')}. A style scores the mean of how well each of its statistics fits its range; the
          guess is the best score, and a runner-up within 0.1 is named too.
        </p>
        <p>
          Line weight: the width of every stroke narrower than the fill width, and how much those widths vary (the coefficient of variation). Open outlines:
          empty areas that a closing of the ink by 1% of the design's size would enclose but that are open as drawn. Specks: separate bits of ink under 0.5 mm
          across at this size.
        </p>
      </HowComputed>
    </ResultCard>
  );
}
