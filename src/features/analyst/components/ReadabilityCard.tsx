import readabilityTable from '@/engine/analysis/data/readability.json';
import { FEATURE_SHARE, READABILITY_SOURCES } from '@/engine/analysis/readability';
import type { AnalysisInputs, Readability } from '@/engine/contracts/analysis';
import { STATUS_LABEL } from '../analystCopy';
import { Callout, Figure, HowComputed, ResultCard, cm, mm, pct } from './ui';

const TONE = { clear: 'good', tight: 'warn', blurs: 'bad', 'no-detail': 'warn' } as const;

function verdict(r: Readability, sizeCm: number): string {
  const where = r.region === 'throughout' ? 'throughout the design' : r.region ? `in the ${r.region}` : '';
  switch (r.status) {
    case 'blurs':
      return `At ${cm(sizeCm)}, ${pct(r.shareUnderBlur)} of the space between lines is under ${mm(r.blurGapMm)} ${where}: that detail typically blurs together within about ten years.`;
    case 'tight':
      return `At ${cm(sizeCm)} the finest gaps ${where} are between ${mm(r.blurGapMm)} and ${mm(r.comfortableGapMm)}: readable, but tighter than artists like.`;
    case 'clear':
      return `At ${cm(sizeCm)} every gap between lines is at least ${mm(r.comfortableGapMm)}: the detail has room to age.`;
    default:
      return 'No ink was found to measure.';
  }
}

export function ReadabilityCard({ readability: r, inputs }: { readability: Readability; inputs: AnalysisInputs }) {
  return (
    <ResultCard id="analyst-readability" title="Readability at size">
      <Callout tone={TONE[r.status]} testId="readability-verdict">
        <strong>{STATUS_LABEL[r.status]}.</strong> {verdict(r, inputs.sizeCm)}
      </Callout>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="Finest gap" value={mm(r.finestGapMm)} detail={`at ${cm(inputs.sizeCm)}`} tone={TONE[r.status]} testId="finest-gap" />
        <Figure label="Readable from" value={cm(r.minReadableCm)} detail={`gaps reach ${mm(r.blurGapMm)}`} testId="min-readable" />
        <Figure label="Comfortable from" value={cm(r.comfortableCm)} detail={`gaps reach ${mm(r.comfortableGapMm)}`} testId="comfortable-size" />
        <Figure
          label="Smallest enclosed shape"
          value={mm(r.smallestEnclosedMm)}
          detail={r.enclosedUnderBlur > 0 ? `${r.enclosedUnderBlur} under ${mm(r.blurGapMm)} will fill in` : 'none will fill in'}
          tone={r.enclosedUnderBlur > 0 ? 'warn' : 'neutral'}
          testId="smallest-enclosed"
        />
        <Figure label="Typical line" value={mm(r.medianLineMm)} detail={`thinnest ${mm(r.thinnestLineMm)}`} />
        <Figure label="Scale" value={`${mm(r.mmPerPx)} / px`} detail="of the analysed image" />
      </div>
      <HowComputed sources={READABILITY_SOURCES}>
        <p>
          The design's longest side is set to the size you chose ({cm(inputs.sizeCm)}), so each pixel of the analysed image is {mm(r.mmPerPx)}. The ink is
          separated from the paper or skin, and every empty pixel between lines is measured across: the narrowest of four runs (across, down and both
          diagonals) that has ink at both ends is the width of the gap it sits in.
        </p>
        <p>
          The finest gap is the width under which {pct(FEATURE_SHARE)} of the enclosed empty skin lies (a corner where two lines meet is always narrow for a
          few pixels; that is not detail). Gaps under {mm(r.blurGapMm)} are marked red on the picture, under {mm(r.comfortableGapMm)} amber.
        </p>
        <p>Threshold: {readabilityTable.blurGapWhy}</p>
        <p>Comfortable spacing: {readabilityTable.comfortableGapWhy}</p>
        <p>
          Gaps grow with the size, so the smallest readable size is the size at which the finest gap reaches {mm(r.blurGapMm)}, rounded up to half a
          centimetre. Enclosed shapes are measured by the widest run across them.
        </p>
      </HowComputed>
    </ResultCard>
  );
}
