/**
 * Subject artwork in a 512×512 box. An artwork is a stack of filled parts (back to front, each
 * with a tone so a colour style can paint them differently) plus optional inner detail lines,
 * and — worked out once per artwork — its line art and form (form/lineArt.ts): the outer
 * contour, interior lines from its negative space, spots, and a field to shade its form by.
 * Game-icons artwork is one part; the subjects the icon set lacks or draws poorly for tattoos
 * are drawn by hand in art/ (flash.ts: the eight flash subjects; classic.ts: the rest).
 */
import { CLASSIC_ART } from './art/classic.ts';
import { FLASH_ART } from './art/flash.ts';
import type { FormField } from './form/field.ts';
import { DRAWN_CLOSE_RADIUS, ICON_CLOSE_RADIUS, lineArtFor } from './form/lineArt.ts';
import { GAME_ICON_PATHS } from './gameIcons.generated.ts';
import { IDENTITY, type Matrix, type PathData, compose, mapPath, parsePath } from './path.ts';
import { hashString, type Rng } from './prng.ts';
import type { Hue } from './subjects.ts';

/** Which palette slot paints a part: 0 main colour, 1 second, 2 third, 3 light, 'ink' outline colour. */
export type Tone = 0 | 1 | 2 | 3 | 'ink';

export interface ArtPart {
  path: PathData;
  tone: Tone;
  /** Natural colour (water is blue, leaves green) used when the palette is colourful. */
  hue?: Hue;
}

/** A subject's line art, placed with it: paths in the artwork's current space, the field in art space. */
export interface SubjectForm {
  /** The outer contour round the whole subject (closed). */
  outline: PathData;
  /** Interior lines from the artwork's narrow negative space (open). */
  cuts: PathData;
  /** Wide negative space inside the subject (closed). */
  spots: PathData;
  /** Where one visible part meets another (open). */
  seams: PathData;
  /** The form field, in art-box space (never moved). */
  field: FormField;
  /** Art box → the artwork's current space. */
  matrix: Matrix;
}

export interface Artwork {
  parts: ArtPart[];
  /** Inner detail strokes (scales, veins, feathers), drawn in ink at a fine weight. */
  lines?: PathData;
  /** The subject's line art and form; scenery drawn straight on the canvas has none. */
  form?: SubjectForm;
  /** The subject's own colour family (a rose stays red beside a blue swallow). */
  hue?: Hue;
}

export const ART_BOX = 512;

const iconCache = new Map<string, PathData>();

export function iconPath(name: string): PathData {
  let p = iconCache.get(name);
  if (!p) {
    const d = GAME_ICON_PATHS[name];
    if (!d) throw new Error(`unknown icon ${name}`);
    p = parsePath(d);
    iconCache.set(name, p);
  }
  return p;
}

const CUSTOM: Readonly<Record<string, (rng: Rng) => Artwork>> = { ...CLASSIC_ART, ...FLASH_ART };

export const CUSTOM_ART_NAMES: readonly string[] = Object.keys(CUSTOM);

/** A key for the analysis cache: the source, and for seeded drawings a hash of their geometry. */
function formKey(source: string, art: Artwork): string {
  let h = 0x811c9dc5;
  for (const part of art.parts) {
    h = hashString(part.path.c, h);
    for (let i = 0; i < part.path.n.length; i += 7) h = Math.imul(h ^ Math.round(part.path.n[i] * 8), 0x01000193) >>> 0;
  }
  return `${source}#${h}`;
}

/** Artwork for a source name ("custom:koi" or a game-icons name), with its line art. */
export function artworkFor(source: string, rng: Rng): Artwork {
  let art: Artwork;
  if (source.startsWith('custom:')) {
    const make = CUSTOM[source.slice('custom:'.length)];
    if (!make) throw new Error(`unknown custom artwork ${source}`);
    art = make(rng);
  } else {
    art = { parts: [{ path: iconPath(source), tone: 0 }] };
  }
  const line = lineArtFor(formKey(source, art), art.parts, source.startsWith('custom:') ? DRAWN_CLOSE_RADIUS : ICON_CLOSE_RADIUS);
  return { ...art, form: { outline: line.outline, cuts: line.cuts, spots: line.spots, seams: line.seams, field: line.field, matrix: IDENTITY } };
}

/** Artwork drawn in code elsewhere (a coil round a spine) with its line art, analysed once per key. */
export function withForm(key: string, art: Artwork): Artwork {
  const line = lineArtFor(formKey(key, art), art.parts, DRAWN_CLOSE_RADIUS);
  return { ...art, form: { outline: line.outline, cuts: line.cuts, spots: line.spots, seams: line.seams, field: line.field, matrix: IDENTITY } };
}

/** Map every part, line and line-art path of an artwork. */
export function mapArtwork(art: Artwork, m: Matrix): Artwork {
  const f = art.form;
  return {
    ...art,
    parts: art.parts.map((p) => ({ ...p, path: mapPath(p.path, m) })),
    lines: art.lines ? mapPath(art.lines, m) : undefined,
    form: f ? {
      ...f,
      outline: mapPath(f.outline, m),
      cuts: mapPath(f.cuts, m),
      spots: mapPath(f.spots, m),
      seams: mapPath(f.seams, m),
      matrix: compose(f.matrix, m),
    } : undefined,
  };
}
