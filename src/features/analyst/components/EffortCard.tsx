import painTable from '@/engine/analysis/data/painZones.json';
import sittingsTable from '@/engine/analysis/data/sittings.json';
import { PAIN_SOURCES, painZone } from '@/engine/analysis/inputs';
import { SITTING_SOURCES } from '@/engine/analysis/effort';
import type { Effort } from '@/engine/contracts/analysis';
import { Figure, HowComputed, ResultCard } from './ui';

const hours = ([low, high]: readonly [number, number]) => (low === high ? `${low} h` : `${low}–${high} h`);

export function EffortCard({ effort, style }: { effort: Effort; style: string }) {
  const zone = painZone(effort.zone);
  const [low, high] = effort.painRange;
  return (
    <ResultCard id="analyst-effort" title="Pain and sessions">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Pain" value={`${low}–${high}/10`} detail={zone.label} tone={high >= 8 ? 'bad' : high >= 6 ? 'warn' : 'good'} testId="pain-range" />
        <Figure label="Tattooing time" value={hours(effort.hoursRange)} detail={`${effort.inkedAreaCm2} cm² of ink`} testId="hours" />
        <Figure label="Sittings" value={`${effort.sittings}`} detail={`up to ${effort.sittingHours} h each`} testId="sittings" />
        <Figure label="Colour packing" value={`${effort.colourAreaCm2} cm²`} detail="slower than black and grey" />
      </div>
      <p className="mt-3 text-sm">
        <span className="font-semibold">{zone.label}:</span> {zone.why}
      </p>
      <div className="mt-2" aria-hidden="true">
        <div className="relative h-2 rounded-full bg-gradient-to-r from-emerald-400 via-amber-400 to-blood-600">
          <span className="absolute top-1/2 h-4 -translate-y-1/2 rounded-full border-2 border-ink-950 bg-white/40 dark:border-white" style={{ left: `${((low - 1) / 9) * 100}%`, width: `${Math.max(3, ((high - low) / 9) * 100)}%` }} />
        </div>
        <div className="mt-1 flex justify-between text-[0.7rem] text-ink-600 dark:text-ink-300">
          <span>1 barely</span>
          <span>10 worst</span>
        </div>
      </div>
      <HowComputed sources={[...PAIN_SOURCES, ...SITTING_SOURCES]}>
        <p>Pain: {painTable.purpose}</p>
        <p>
          Time: the inked area at this size, {effort.inkedAreaCm2} cm² ({effort.colourAreaCm2} cm² of it colour), at {sittingsTable.blackCm2PerHour} cm² an
          hour for black and grey and {sittingsTable.colourCm2PerHour} cm² an hour for colour, times the time factor of the {style || 'guessed'} style, and ×
          {sittingsTable.fineDetailFactor} when the detail is tight. {sittingsTable.ratesWhy} The range is {sittingsTable.rangeWhy.toLowerCase()}
        </p>
        <p>Sittings: {sittingsTable.sittingWhy} Add about 30 minutes a sitting for the stencil and setup.</p>
      </HowComputed>
    </ResultCard>
  );
}
