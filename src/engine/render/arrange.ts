/**
 * How the subjects of a brief go together, the way flash composes them: a main subject with
 * secondary elements that belong to it, not one icon with the others as badges. The moon stands
 * behind the wolf, a dagger passes through the rose, roses gather at the skull's foot, a snake or
 * a rope coils round a dagger or an anchor. Which subject does what is data
 * (data/subjectForms.json); companions with no relation to the main subject are left to the
 * zone's line layout (compose.ts).
 *
 * Boxes here are relative to the main subject's box (0 … 1 across and down), so the same
 * arrangement serves a forearm, a chest or a shoulder.
 */
import { coilRound, type CoilSkin } from './art/snake.ts';
import { type Artwork, artworkFor, withForm, mapArtwork } from './artwork.ts';
import forms from './data/subjectForms.json';
import { compose, rotate, scale, translate } from './path.ts';
import type { Rng } from './prng.ts';
import type { Subject } from './subjects.ts';

type Form = 'disc' | 'blade' | 'flower' | 'coil' | 'spine';

const FORM_SETS: Readonly<Record<Form, ReadonlySet<string>>> = {
  disc: new Set(forms.disc),
  blade: new Set(forms.blade),
  flower: new Set(forms.flower),
  coil: new Set(forms.coil),
  spine: new Set(forms.spine),
};
const UPRIGHT: Readonly<Record<string, number>> = forms.upright;

const is = (s: Subject | undefined, form: Form): boolean => !!s && FORM_SETS[form].has(s.id);

/** A moon or sun beside a main subject stands behind it as a companion, not as scenery round it. */
export const standsBehind = (subject: Subject, hero: Subject): boolean => is(subject, 'disc') && !is(hero, 'disc');

/** A box relative to the main subject's box: centre and size, as shares of its width and height. */
export interface RelBox {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

export interface Element {
  art: Artwork;
  box: RelBox;
  /** Turn (radians, clockwise) on top of the variation's. */
  tilt: number;
  /** Drawn stretched to its box (a spine standing the length of a limb) rather than square. */
  stretch: boolean;
  role: 'hero' | 'companion';
}

export interface Companion {
  subject: Subject;
  art: string;
}

export interface Arrangement {
  /** Everything of the main group, back to front (the main subject included). */
  elements: Element[];
  /** Companions that do not belong to the main subject: the zone's layout places them. */
  rest: Companion[];
}

const FULL: RelBox = { cx: 0.5, cy: 0.5, w: 1, h: 1 };

/** Artwork turned upright about its box's centre (a slanted sword or anchor), shrunk so it still fits. */
function upright(source: string, art: Artwork): Artwork {
  const turn = UPRIGHT[source];
  if (!turn) return art;
  return mapArtwork(art, compose(translate(-256, -256), rotate(turn * Math.PI), scale(0.74), translate(256, 256)));
}

function element(c: Companion, rng: Rng, box: RelBox, role: Element['role'], tilt = 0, stretch = false): Element {
  return { art: { ...upright(c.art, artworkFor(c.art, rng)), hue: c.subject.hue }, box, tilt, stretch, role };
}

/** A coil (snake, rope) round a spine (dagger, anchor…): back runs, the spine, front runs, all in the spine's box. */
function coiled(coil: Companion, spine: Companion, rng: Rng, tall: boolean): Element[] {
  const skin: CoilSkin = coil.subject.id === 'rope' ? 'rope' : 'snake';
  // Facing is left to the placement, which mirrors the spine and the coil alike.
  const { back, front } = coilRound(skin, false);
  const box: RelBox = tall ? FULL : { cx: 0.5, cy: 0.5, w: 0.9, h: 1 };
  const wrap = (art: Artwork, part: string): Element => ({
    art: { ...withForm(`coil:${skin}:${part}`, art), hue: coil.subject.hue },
    box,
    tilt: 0,
    stretch: tall,
    role: 'hero',
  });
  return [wrap(back, 'back'), { ...element(spine, rng, box, 'hero'), stretch: tall }, wrap(front, 'front')];
}

/**
 * Arrange the main subject and its companions. `side` (±1) is which way the piece faces (the
 * moon rises on that side, the first rose sits there); `orientation` is the zone's (compose.ts).
 */
export function arrange(hero: Companion, companions: readonly Companion[], rng: Rng, side: 1 | -1, orientation: 'tall' | 'wide' | 'square'): Arrangement {
  const tall = orientation === 'tall';
  const wide = orientation === 'wide';
  // A coil and a spine between the main subject and a companion become one wrapped piece.
  const spineMate = is(hero.subject, 'coil') ? companions.find((c) => is(c.subject, 'spine')) : undefined;
  const coilMate = is(hero.subject, 'spine') ? companions.find((c) => is(c.subject, 'coil')) : undefined;
  if (spineMate || coilMate) {
    const [coil, spine] = spineMate ? [hero, spineMate] : [coilMate as Companion, hero];
    const mate = spineMate ?? coilMate;
    const rest = companions.filter((c) => c !== mate);
    return { elements: coiled(coil, spine, rng, tall), rest };
  }
  const behind: Element[] = [];
  const front: Element[] = [];
  const rest: Companion[] = [];
  let heroBox: RelBox = FULL;
  for (const c of companions) {
    if (is(c.subject, 'disc') && !is(hero.subject, 'disc') && !behind.some((e) => e.role === 'companion' && e.tilt === 0)) {
      // Up on the side the main subject faces, just clear of it: a howling wolf's muzzle points at
      // the moon across open skin (closer, the muzzle sat inside the crescent and read as a bite).
      // Down a limb it rises higher, so the piece runs along the limb rather than across it.
      behind.push(element(c, rng, { cx: 0.5 + side * (tall ? 0.3 : 0.36), cy: tall ? 0 : 0.15, w: 0.46, h: 0.46 }, 'companion'));
      // Down a limb the moon is above, not beside: the subject keeps more of the width.
      const keep = tall ? 0.92 : 0.78;
      heroBox = { cx: 0.5 - side * (tall ? 0.06 : 0.1), cy: 0.63, w: Math.min(heroBox.w, keep), h: Math.min(heroBox.h, keep) };
    } else if (is(c.subject, 'blade') && !is(hero.subject, 'blade') && !behind.some((e) => e.tilt !== 0 || e.stretch)) {
      // Through the main subject: the blade behind it, hilt above and point below.
      behind.push(element(c, rng, { cx: 0.5, cy: 0.5, w: 0.46, h: 1.22 }, 'companion', tall ? 0 : -side * 0.5, true));
      heroBox = { ...heroBox, w: Math.min(heroBox.w, 0.84), h: Math.min(heroBox.h, 0.84) };
    } else if (is(c.subject, 'flower') && !is(hero.subject, 'flower') && front.length < 2 && !tall) {
      // At the main subject's foot, in front: the first on the facing side, a second smaller one
      // opposite. (On a limb the zone's layout stacks them under it instead, tucked into its foot,
      // so the piece runs along the limb.)
      // Across a chest or back they spread to the flanks, so the piece runs across the body.
      const first = front.length === 0;
      // Across a chest a first flower is larger, so it overlaps the flank rather than sitting beside it as a badge.
      const reach = wide ? 0.56 : 0.3;
      const size = first ? (wide ? 0.58 : 0.5) : 0.4;
      front.push(element(
        c,
        rng,
        { cx: 0.5 + (first ? side : -side) * reach, cy: wide ? 0.7 : first ? 0.8 : 0.83, w: size, h: size },
        'companion',
      ));
      heroBox = { cx: heroBox.cx, cy: Math.min(heroBox.cy, wide ? 0.5 : 0.45), w: Math.min(heroBox.w, 0.86), h: Math.min(heroBox.h, 0.86) };
    } else rest.push(c);
  }
  const main: Element = { art: { ...artworkFor(hero.art, rng), hue: hero.subject.hue }, box: heroBox, tilt: 0, stretch: true, role: 'hero' };
  return { elements: [...behind, main, ...front], rest };
}
