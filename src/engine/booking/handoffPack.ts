/**
 * What a hand-off pack says and how big its stencil is drawn (issue #36). Pure: the browser's PDF
 * writer (src/features/booking/handoffPdf.ts) draws what this decides, and the tests read it back.
 *
 * The stencil is printed at the size the person asked for when it fits its box on the page; when
 * it does not, it is scaled down by a round factor and the page says so — the scale bar is always
 * drawn at the same scale, so measuring it gives the real size either way.
 */
import { analysisSummary } from '../analysis/summary';
import { savedAnalysisSchema } from '../contracts/analysis';

/** Characters the PDF's built-in fonts draw (WinAnsiEncoding): printable ASCII, Latin-1, and its extra marks (€, quotes, dashes…). */
const DRAWABLE = /^[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/;

/** The stencil's box on an A4 page, in millimetres (the right-hand column, above the text). */
export const STENCIL_BOX_MM = { width: 90, height: 110 } as const;
/** Reductions tried in order when the stencil does not fit at full size (1:1.5 reads badly on a tape). */
const SCALE_STEPS = [1, 2, 3, 4, 5, 10] as const;

export interface StencilLayout {
  /** Printed size in millimetres. */
  widthMm: number;
  heightMm: number;
  /** 1 = true size; 2 = half size (1:2), … */
  reduction: number;
  /** The scale bar's real length in centimetres, and its printed length in millimetres. */
  barCm: number;
  barMm: number;
}

/** How big the stencil is printed for a requested size (cm), the image's aspect kept inside it. */
export function stencilLayout(sizeCm: { width: number; height: number }, imageAspect = 1, box = STENCIL_BOX_MM): StencilLayout {
  // Fit the image (width / height = imageAspect) inside the requested width × height.
  const fitted = sizeCm.width / sizeCm.height > imageAspect
    ? { width: sizeCm.height * imageAspect, height: sizeCm.height }
    : { width: sizeCm.width, height: sizeCm.width / imageAspect };
  const fits = (step: number) => (fitted.width * 10) / step <= box.width && (fitted.height * 10) / step <= box.height;
  const reduction = SCALE_STEPS.find(fits) ?? SCALE_STEPS[SCALE_STEPS.length - 1];
  const widthMm = (fitted.width * 10) / reduction;
  const heightMm = (fitted.height * 10) / reduction;
  // A bar of whole centimetres that fits under the stencil's box at this scale.
  const barCm = [10, 5, 2, 1].find((cm) => (cm * 10) / reduction <= box.width) ?? 1;
  return { widthMm, heightMm, reduction, barCm, barMm: (barCm * 10) / reduction };
}

/** How a character is named when spelled out: letters as they are, the rest named so they cannot be misread. */
function spellCharacter(char: string): string {
  if (char === ' ') return '(space)';
  if (/[A-Z]/.test(char)) return `${char} (capital)`;
  if (/[a-z0-9]/.test(char)) return char;
  const code = `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  return DRAWABLE.test(char) ? `${char} (${code})` : code;
}

/**
 * Lettering spelled out one character at a time, so a tattoo is never misspelled from a misread
 * note: "Ruth 1987" → "R (capital) · u · t · h · (space) · 1 · 9 · 8 · 7 — 9 characters".
 * Characters the PDF cannot draw are given by code point.
 */
export function spellLettering(text: string): string {
  const chars = [...text];
  if (chars.length === 0) return '';
  return `${chars.map(spellCharacter).join(' · ')} — ${chars.length} character${chars.length === 1 ? '' : 's'}`;
}

/** Text the PDF can draw: anything its fonts cannot draw is given by code point (never garbage). */
export function drawableText(text: string): string {
  const codePoint = (char: string) => `[U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}]`;
  return [...text].map((char) => (DRAWABLE.test(char) || char === '\n' ? char : codePoint(char))).join('');
}

export interface HandoffPackInput {
  title: string;
  /** e.g. "Session with Mara Voss · Wed 9 Dec 2026, 14:00 (Europe/Berlin) · Eisenherz Tattoo, Berlin". */
  subtitle: string;
  client: string;
  idea: string;
  style: string;
  placement: string;
  sizeCm: { width: number; height: number } | null;
  lettering: string;
  references: readonly string[];
  budget: string;
  notes: string;
  /** The saved analysis's summary lines (the Analyst's export), when the design has one. */
  analysis?: readonly string[];
}

export interface PackSection {
  heading: string;
  lines: string[];
}

/**
 * Most wrapped lines one section may take on the page, so a long brief never pushes the lettering,
 * references or budget off it (the full text stays in the request).
 */
export const SECTION_MAX_LINES = 7;

/**
 * The pack's analysis lines for a saved design's stored analysis (`design.analysis`, issue #35):
 * the Analyst's summary when it is a saved analysis this version reads, else none (never analysed,
 * or a shape this build does not know), so the pack leaves the section out rather than guessing.
 */
export function packAnalysis(saved: unknown): string[] | undefined {
  const parsed = savedAnalysisSchema.safeParse(saved);
  return parsed.success ? analysisSummary(parsed.data) : undefined;
}

const orNone = (text: string, none = 'Not given') => (text.trim() === '' ? none : text.trim());

/** The pack's text sections, in reading order; empty optional ones are left out. */
export function packSections(input: HandoffPackInput): PackSection[] {
  const size = input.sizeCm ? `${input.sizeCm.width} × ${input.sizeCm.height} cm` : 'Not given';
  const sections: PackSection[] = [
    { heading: 'Brief', lines: [orNone(input.idea), `Style: ${orNone(input.style)} · Placement: ${orNone(input.placement)} · Size: ${size}`] },
  ];
  if (input.lettering.trim() !== '') {
    sections.push({ heading: 'Lettering (exactly as written)', lines: [`“${input.lettering}”`, `Spelled out: ${spellLettering(input.lettering)}`] });
  }
  const references = input.references.map((reference, index) => `${index + 1}. ${reference}`);
  sections.push({ heading: 'References', lines: references.length > 0 ? references : ['None attached'] });
  if (input.analysis && input.analysis.length > 0) sections.push({ heading: 'Analysis summary', lines: [...input.analysis] });
  sections.push({ heading: 'Budget', lines: [orNone(input.budget)] });
  sections.push({ heading: 'Notes', lines: [orNone(input.notes, 'None')] });
  return sections;
}
