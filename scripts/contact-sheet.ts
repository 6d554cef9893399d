/**
 * Contact sheets of the offline renderer, for eyes (docs/contact-sheet-*.png):
 *  - styles: the 8 styles × 6 subjects, each style in its usual colours;
 *  - colours: every colours option (and the auto-fill "with red accents") across styles;
 *  - aspects: body zones and canvas sizes, HD, lettering, unknown words and a stencil;
 *  - variations: per style, one brief × 4 seeds side by side (seed 0, the classic composition,
 *    then three seeds like the ones the Design Studio draws at random).
 *  - zones: every style on a tall zone (forearm, 1024×1792) and a wide zone (chest, 1792×1024),
 *    with and without lettering — the composition must follow the zone (issue #20).
 *  - flash: every style × the eight subjects a collector judges flash by (koi, wolf, rose, skull,
 *    dagger, snake, swallow, phoenix); three-zones: every style on forearm, chest and ribs; briefs:
 *    multi-keyword briefs (main subject + secondary elements, quoted lettering) in every style.
 * Labels are drawn with the renderer's own path alphabet, so no fonts are needed.
 *
 * Run: npx tsx scripts/contact-sheet.ts [--only styles|colours|aspects|variations|zones|flash|three-zones|briefs] [--out <folder>]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { COLOR_OPTIONS, STYLE_OPTIONS, type DesignSlots } from '../src/engine/designBrief.ts';
import { letterable, textPath } from '../src/engine/render/lettering.ts';
import { pathToD } from '../src/engine/render/path.ts';
import { hashString } from '../src/engine/render/prng.ts';
import { type RenderOptions, type RenderSize, renderDesignSvg, renderStencilSvg } from '../src/engine/render/renderDesign.ts';
import { roseBrief } from '../tests/fixtures/designBriefs';

const DOCS = join(import.meta.dirname, '..', 'docs');
/** --out <folder>: where the sheets go (default docs/); the line-art review keeps its sheets in docs/contact-sheets/. */
const outArg = process.argv.indexOf('--out');
const OUT_DIR = outArg >= 0 ? process.argv[outArg + 1] : DOCS;
/** Cell edge in sheet pixels: large enough to judge line work, small enough to view whole. */
const CELL = 300;
const LABEL_H = 34;
const GAP = 10;

interface Cell {
  label: string;
  brief: DesignSlots;
  options: RenderOptions;
  stencil?: boolean;
}

const slots = roseBrief;

const SQUARE: RenderOptions = { seed: 1, size: '1024x1024', quality: 'standard' };

function label(text: string, x: number, y: number, w: number): string {
  const t = letterable(text);
  const cap = Math.min(16, (w / Math.max(1, t.length * 0.66)) * 1);
  const d = pathToD(textPath(t, { cx: x + w / 2, cy: y + LABEL_H / 2, capHeight: cap }));
  return `<path d="${d}" fill="none" stroke="#222" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function sheet(name: string, cols: number, cells: Cell[]): void {
  const rows = Math.ceil(cells.length / cols);
  const width = cols * (CELL + GAP) + GAP;
  const height = rows * (CELL + LABEL_H + GAP) + GAP;
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e9e4dc"/>`];
  cells.forEach((c, i) => {
    const x = GAP + (i % cols) * (CELL + GAP);
    const y = GAP + Math.floor(i / cols) * (CELL + LABEL_H + GAP);
    const r = c.stencil ? renderStencilSvg(c.brief, c.options) : renderDesignSvg(c.brief, c.options);
    const k = Math.min(CELL / r.width, CELL / r.height);
    const w = r.width * k;
    const h = r.height * k;
    const inner = r.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/id="([a-z]\d+)"/g, `id="$1_${i}"`).replace(/url\(#([a-z]\d+)\)/g, `url(#$1_${i})`);
    parts.push(
      `<svg x="${x + (CELL - w) / 2}" y="${y + (CELL - h) / 2}" width="${w}" height="${h}" viewBox="0 0 ${r.width} ${r.height}">${inner}</svg>`,
    );
    parts.push(label(c.label, x, y + CELL, CELL));
  });
  parts.push('</svg>');
  const png = new Resvg(parts.join(''), { font: { loadSystemFonts: false } }).render().asPng();
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, `contact-sheet-${name}.png`);
  writeFileSync(file, png);
  console.log(`${file}: ${cells.length} designs, ${(png.length / 1024).toFixed(0)} KB`);
}

const SUBJECT_SET = ['rose', 'skull', 'phoenix rebirth flames', 'koi', 'wolf moon', 'snake dagger'];

function stylesSheet(): void {
  const cells: Cell[] = [];
  for (const style of STYLE_OPTIONS) {
    for (const keywords of SUBJECT_SET) cells.push({ label: `${style} ${keywords}`, brief: slots({ style, keywords }), options: SQUARE });
  }
  sheet('styles', SUBJECT_SET.length, cells);
}

function coloursSheet(): void {
  const colours = [...COLOR_OPTIONS, 'black and grey with red accents'];
  const rows: [string, string][] = [
    ['traditional', 'swallow rose'],
    ['neo-traditional', 'phoenix rebirth flames'],
    ['watercolor', 'butterfly'],
    ['japanese', 'koi'],
    ['realistic', 'lion'],
    ['geometric', 'wolf'],
  ];
  const cells: Cell[] = [];
  for (const [style, keywords] of rows) {
    for (const colors of colours) cells.push({ label: `${style} ${colors.replace('black and grey with red accents', 'b+g red accents')}`, brief: slots({ style, keywords, colors }), options: SQUARE });
  }
  sheet('colours', colours.length, cells);
}

function aspectsSheet(): void {
  const sized = (size: RenderSize, quality: 'standard' | 'hd' = 'standard'): RenderOptions => ({ seed: 3, size, quality });
  const cells: Cell[] = [
    { label: 'forearm 1024x1792', brief: slots({ style: 'japanese', bodyZone: 'forearm', keywords: 'dragon wave', size: 'large' }), options: sized('1024x1792') },
    { label: 'calf tribal', brief: slots({ style: 'tribal', bodyZone: 'calf', keywords: 'eagle', size: 'large' }), options: sized('1024x1792') },
    { label: 'forearm geometric', brief: slots({ style: 'geometric', bodyZone: 'forearm', keywords: 'moth', size: 'medium' }), options: sized('1024x1792') },
    { label: 'chest 1792x1024', brief: slots({ style: 'traditional', bodyZone: 'chest', keywords: 'eagle swallow heart', size: 'extra-large' }), options: sized('1792x1024') },
    { label: 'back neo-trad', brief: slots({ style: 'neo-traditional', bodyZone: 'back', keywords: 'tiger peony', size: 'extra-large' }), options: sized('1792x1024') },
    { label: 'forearm in square', brief: slots({ style: 'watercolor', bodyZone: 'forearm', keywords: 'hummingbird', size: 'medium' }), options: sized('1024x1024') },
    { label: 'small minimalist', brief: slots({ style: 'minimalist', bodyZone: 'ribs', keywords: 'mountain moon', size: 'small', description: 'with the words "stay wild"' }), options: sized('1024x1024') },
    { label: 'hd realistic', brief: slots({ style: 'realistic', bodyZone: 'shoulder', keywords: 'owl', size: 'large' }), options: sized('1024x1024', 'hd') },
    { label: 'banner lettering', brief: slots({ style: 'traditional', keywords: 'anchor', description: 'banner saying "Mom forever"' }), options: sized('1024x1024') },
    { label: 'unknown word', brief: slots({ style: 'neo-traditional', keywords: 'ohana', colors: 'colorful' }), options: sized('1024x1024') },
    { label: 'empty brief', brief: slots({ style: 'geometric', keywords: '', colors: '' }), options: sized('1024x1024') },
    { label: 'stencil forearm', brief: slots({ style: 'neo-traditional', bodyZone: 'forearm', keywords: 'phoenix rebirth flames', colors: 'black and grey with red accents' }), options: sized('1024x1792'), stencil: true },
  ];
  sheet('aspects', 6, cells);
}

/** Seeds for the variations sheet: 0 (classic), then arbitrary 32-bit seeds, not hand-picked. */
const VARIATION_SEEDS = [0, ...[1, 2, 3].map((i) => hashString(`contact-sheet-variation-${i}`))];

function variationsSheet(): void {
  const briefs: Partial<DesignSlots>[] = [
    { style: 'japanese', keywords: 'koi fish', bodyZone: 'forearm', colors: 'black and grey' },
    { style: 'traditional', keywords: 'swallow rose', colors: 'colorful' },
    { style: 'neo-traditional', keywords: 'phoenix rebirth flames', colors: 'colorful' },
    { style: 'geometric', keywords: 'wolf', colors: 'black only' },
    { style: 'tribal', keywords: 'eagle', bodyZone: 'shoulder' },
    { style: 'realistic', keywords: 'lion', colors: 'black and grey with red accents' },
    { style: 'watercolor', keywords: 'hummingbird flowers', colors: 'colorful' },
    { style: 'minimalist', keywords: 'mountain moon', description: 'with the words "stay wild"' },
  ];
  const cells: Cell[] = [];
  for (const b of briefs) {
    for (const seed of VARIATION_SEEDS) cells.push({ label: `${b.style} ${b.keywords} #${seed % 1000}`, brief: slots(b), options: { ...SQUARE, seed } });
  }
  sheet('variations', VARIATION_SEEDS.length, cells);
}

/** Every style on a forearm (tall) and a chest (wide): flash that fills the zone, not a badge in its middle. */
function zonesSheet(): void {
  const cells: Cell[] = [];
  const tall: RenderOptions = { seed: 0, size: '1024x1792', quality: 'standard' };
  const wide: RenderOptions = { seed: 0, size: '1792x1024', quality: 'standard' };
  for (const style of STYLE_OPTIONS) {
    const base = { style, size: 'large' };
    cells.push({ label: `${style} forearm`, brief: slots({ ...base, keywords: 'snake dagger rose', bodyZone: 'forearm' }), options: tall });
    cells.push({ label: `${style} forearm words`, brief: slots({ ...base, keywords: 'wolf moon', bodyZone: 'forearm', description: 'with "stay wild"' }), options: { ...tall, seed: 1 } });
    cells.push({ label: `${style} calf alone`, brief: slots({ ...base, keywords: 'skull', bodyZone: 'calf' }), options: { ...tall, seed: 2 } });
    cells.push({ label: `${style} chest`, brief: slots({ ...base, keywords: 'snake dagger rose', bodyZone: 'chest' }), options: wide });
    cells.push({ label: `${style} chest words`, brief: slots({ ...base, keywords: 'eagle', bodyZone: 'chest', description: 'with "freedom"' }), options: { ...wide, seed: 1 } });
    cells.push({ label: `${style} back alone`, brief: slots({ ...base, keywords: 'tiger', bodyZone: 'back' }), options: { ...wide, seed: 2 } });
  }
  sheet('zones', 6, cells);
}

/** The eight subjects a collector judges the renderer by (issue #34): each must read as flash in every style. */
const FLASH_SUBJECTS = ['koi', 'wolf', 'rose', 'skull', 'dagger', 'snake', 'swallow', 'phoenix'];

/** Every style × the eight flash subjects, on a square (shoulder) placement in the style's usual colours. */
function flashSheet(): void {
  const cells: Cell[] = [];
  for (const style of STYLE_OPTIONS) {
    for (const keywords of FLASH_SUBJECTS) cells.push({ label: `${style} ${keywords}`, brief: slots({ style, keywords }), options: SQUARE });
  }
  sheet('flash', FLASH_SUBJECTS.length, cells);
}

/** Every style × three body zones for one two-subject brief: tall forearm, wide chest, vertical ribs (canvas per zone). */
function threeZonesSheet(): void {
  const zones: [string, RenderSize][] = [
    ['forearm', '1024x1792'],
    ['chest', '1792x1024'],
    ['ribs', '1024x1792'],
  ];
  const cells: Cell[] = [];
  for (const style of STYLE_OPTIONS) {
    for (const [bodyZone, size] of zones) {
      cells.push({ label: `${style} ${bodyZone}`, brief: slots({ style, keywords: 'skull rose', bodyZone, size: 'large' }), options: { seed: 1, size, quality: 'standard' } });
    }
  }
  sheet('three-zones', zones.length, cells);
}

/** Multi-keyword briefs in every style: a main subject with secondary elements, and quoted lettering. */
function briefsSheet(): void {
  const briefs: { label: string; brief: Partial<DesignSlots>; size: RenderSize }[] = [
    { label: 'snake dagger', brief: { keywords: 'snake dagger' }, size: '1024x1024' },
    { label: 'wolf howling moon', brief: { keywords: 'wolf howling at the moon', bodyZone: 'forearm', colors: 'black and grey' }, size: '1024x1792' },
    { label: 'swallow rose mom', brief: { keywords: 'swallow rose', bodyZone: 'chest', description: 'with a banner saying "Mom"' }, size: '1792x1024' },
    { label: 'anchor rope home', brief: { keywords: 'anchor rope', bodyZone: 'calf', description: 'lettering "Home"' }, size: '1024x1792' },
  ];
  const cells: Cell[] = [];
  for (const style of STYLE_OPTIONS) {
    for (const b of briefs) cells.push({ label: `${style} ${b.label}`, brief: slots({ ...b.brief, style }), options: { seed: 1, size: b.size, quality: 'standard' } });
  }
  sheet('briefs', briefs.length, cells);
}

const only = process.argv.indexOf('--only');
const which = only >= 0 ? process.argv[only + 1] : undefined;
if (!which || which === 'styles') stylesSheet();
if (!which || which === 'colours') coloursSheet();
if (!which || which === 'aspects') aspectsSheet();
if (!which || which === 'variations') variationsSheet();
if (!which || which === 'zones') zonesSheet();
if (!which || which === 'flash') flashSheet();
if (!which || which === 'three-zones') threeZonesSheet();
if (!which || which === 'briefs') briefsSheet();
