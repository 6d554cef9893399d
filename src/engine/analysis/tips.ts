/**
 * Three concrete changes, each with the measured reason. Every finding that calls for a change
 * proposes one with a priority; the three most pressing of different kinds are kept. The size
 * and sittings tips always apply, so a design with no problem still gets three.
 */
import type { Effort, LetteringProof, Longevity, Readability, StyleNotes, Tip, TipKind } from '../contracts/analysis';
import { colourFamilyInfo, type ColourFamilyId } from './colour';
import readability from './data/readability.json';
import { skinTone } from './inputs';
import { LOW_CONTRAST_RATIO } from './longevity';
import { THROUGHOUT } from './readability';

/** A colour problem is worth a tip once this share of the ink has it. */
const FADING_TIP_SHARE = 0.15;
const CONTRAST_TIP_SHARE = 0.2;
const TIP_COUNT = 3;

export interface TipFindings {
  sizeCm: number;
  readability: Readability;
  longevity: Longevity;
  style: StyleNotes;
  effort: Effort;
  lettering: LetteringProof[];
  /** The widest gap an open outline can have (the closing that finds them), in mm. */
  openingGapMm: number;
}

interface Candidate extends Tip {
  priority: number;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const cm = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} cm`;
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function spacingTip({ readability: r, sizeCm }: TipFindings): Candidate | null {
  if (r.finestGapMm === null || r.comfortableCm === null) return null;
  const where = r.region === THROUGHOUT ? ' throughout the design' : r.region ? ` in the ${r.region}` : '';
  if (r.status === 'blurs') {
    return {
      kind: 'spacing', priority: 100,
      text: `Open the spacing${where} to at least ${r.comfortableGapMm} mm, or go up to ${cm(r.comfortableCm)}.`,
      reason: `The finest gap measures ${r.finestGapMm} mm at ${cm(sizeCm)}; ${pct(r.shareUnderBlur)} of the space between lines is under `
        + `${r.blurGapMm} mm, which closes up within about ten years.`,
    };
  }
  if (r.status === 'tight') {
    return {
      kind: 'spacing', priority: 60,
      text: `Give the detail${where} a little more room: at ${cm(r.comfortableCm)} every gap reaches ${r.comfortableGapMm} mm.`,
      reason: `The finest gap is ${r.finestGapMm} mm at ${cm(sizeCm)}: readable, but under the ${r.comfortableGapMm} mm artists ask for.`,
    };
  }
  return null;
}

function enclosedTip({ readability: r }: TipFindings): Candidate | null {
  if (r.enclosedUnderBlur === 0 || r.smallestEnclosedMm === null) return null;
  const n = r.enclosedUnderBlur;
  return {
    kind: 'enclosed', priority: 70,
    text: `Open up or fill ${n === 1 ? 'the small enclosed shape' : `the ${n} small enclosed shapes`} (the smallest is ${r.smallestEnclosedMm} mm across).`,
    reason: `Enclosed shapes under ${r.blurGapMm} mm across fill in as the lines around them spread (0.5 mm in ten years).`,
  };
}

function fadingTip({ longevity: l }: TipFindings): Candidate | null {
  if (l.fastFadingShare < FADING_TIP_SHARE) return null;
  const families = l.fastFadingFamilies.map((id) => colourFamilyInfo(id as ColourFamilyId));
  const retained = Math.round(Math.max(...families.map((f) => f.retainedAt10y)) * 100);
  return {
    kind: 'fading', priority: 50 + 100 * l.fastFadingShare,
    text: `Back the ${list(families.map((f) => f.label))} areas with a black outline or a deeper shade of the same colour.`,
    reason: `${pct(l.fastFadingShare)} of the ink is ${list(families.map((f) => f.label))}, the colours that fade fastest `
      + `(at most ${retained}% left after ten years).`,
  };
}

function contrastTip({ longevity: l }: TipFindings): Candidate | null {
  if (l.lowContrastShare < CONTRAST_TIP_SHARE) return null;
  const tone = skinTone(l.skinTone).label.toLowerCase();
  return {
    kind: 'contrast', priority: 55 + 50 * l.lowContrastShare,
    text: `On ${tone} skin, darken the lightest colours or outline them in black.`,
    reason: `${pct(l.lowContrastShare)} of the ink has less than ${LOW_CONTRAST_RATIO}:1 contrast with ${tone} skin `
      + '(WCAG contrast ratio of the ink on that skin).',
  };
}

function thinLineTip({ readability: r, sizeCm }: TipFindings): Candidate | null {
  if (r.thinnestLineMm === null || r.thinnestLineMm >= readability.thinLineMm) return null;
  return {
    kind: 'thin-lines', priority: 45,
    text: `Thicken the finest lines to at least ${readability.thinLineMm} mm (a 3-needle liner rather than a single needle).`,
    reason: `The thinnest lines measure ${r.thinnestLineMm} mm at ${cm(sizeCm)}; single-needle lines carry little pigment and fade and break up first.`,
  };
}

function openShapeTip({ style, openingGapMm }: TipFindings): Candidate | null {
  if (style.openShapes === 0) return null;
  const n = style.openShapes;
  return {
    kind: 'open-shapes', priority: 35,
    text: `Close ${n === 1 ? 'the open outline' : `the ${n} open outlines`} before the stencil is made, or open ${n === 1 ? 'it' : 'them'} clearly.`,
    reason: `${n} outline${n === 1 ? ' has' : 's have'} a gap under ${openingGapMm.toFixed(1)} mm: `
      + `on a stencil the artist has to guess whether ${n === 1 ? 'it is' : 'they are'} meant.`,
  };
}

function speckTip({ style }: TipFindings): Candidate | null {
  if (style.specks === 0) return null;
  return {
    kind: 'specks', priority: 30,
    text: `Remove or merge the ${style.specks} speck${style.specks === 1 ? '' : 's'} smaller than ${readability.speckMm} mm.`,
    reason: `A dot under ${readability.speckMm} mm is smaller than a healed needle mark: the stencil drops it and the skin blurs it.`,
  };
}

function letteringTip({ lettering, sizeCm }: TipFindings): Candidate | null {
  const worst = lettering.filter((proof) => !proof.readable && proof.letterHeightMm > 0).sort((a, b) => a.letterHeightMm - b.letterHeightMm)[0];
  if (!worst) return null;
  const neededCm = Math.ceil(((sizeCm * worst.minimumMm) / worst.letterHeightMm) * 2) / 2;
  return {
    kind: 'lettering', priority: 80,
    text: `Make “${worst.text}” at least ${worst.minimumMm} mm tall: go up to ${cm(neededCm)}, or give the words more of the width.`,
    reason: `At ${cm(sizeCm)} its letters are ${worst.letterHeightMm} mm tall; under ${worst.minimumMm} mm lettering blurs into a line.`,
  };
}

function sittingsTip({ effort }: TipFindings): Candidate {
  const [low, high] = effort.hoursRange;
  const [painLow, painHigh] = effort.painRange;
  const plan = effort.sittings === 1
    ? `One sitting of up to ${effort.sittingHours} hours should do`
    : `Plan ${effort.sittings} sittings of up to ${effort.sittingHours} hours`;
  return {
    kind: 'sittings', priority: effort.sittings > 1 ? 25 : 5,
    text: `${plan} on the ${effort.zoneLabel.toLowerCase()}.`,
    reason: `About ${low}–${high} hours of tattooing for ${effort.inkedAreaCm2} cm² of ink; `
      + `the ${effort.zoneLabel.toLowerCase()} rates ${painLow}–${painHigh}/10 for pain.`,
  };
}

function sizeTip({ readability: r, sizeCm }: TipFindings): Candidate | null {
  if (r.minReadableCm === null || r.finestGapMm === null || r.status !== 'clear') return null;
  return {
    kind: 'size', priority: 10,
    text: `Keep it at ${cm(r.minReadableCm)} or larger.`,
    reason: `The finest gap is ${r.finestGapMm} mm at ${cm(sizeCm)}; below ${cm(r.minReadableCm)} it drops under ${r.blurGapMm} mm `
      + 'and the detail blurs together.',
  };
}

const PROPOSERS = [spacingTip, enclosedTip, fadingTip, contrastTip, thinLineTip, openShapeTip, speckTip, letteringTip, sittingsTip, sizeTip];

export function tipsFor(findings: TipFindings): Tip[] {
  const candidates = PROPOSERS.map((propose) => propose(findings)).filter((tip): tip is Candidate => tip !== null);
  candidates.sort((a, b) => b.priority - a.priority);
  const kinds = new Set<TipKind>();
  const tips: Tip[] = [];
  for (const { kind, text, reason } of candidates) {
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    tips.push({ kind, text, reason });
    if (tips.length === TIP_COUNT) break;
  }
  return tips;
}
