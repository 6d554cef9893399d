/** What the eight style files share: line weight by role, part bounds, blackwork dot shading, the red-accent test. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, pathBounds } from '../path.ts';
import { type Scene, boxH, boxW, fill, stipple, toneColour } from '../scene.ts';

export type Role = 'hero' | 'companion' | 'backdrop';

/** Relative line weight by role: the centrepiece carries the heaviest line. */
const ROLE_WEIGHT: Record<Role, number> = { hero: 1, companion: 0.75, backdrop: 0.6 };

/** Line weight for a role, with the variation's emphasis (fine, classic or bold). */
export const rw = (s: Scene, role: Role): number => ROLE_WEIGHT[role] * s.variation.weight;

export function partBounds(art: Artwork): Bounds[] {
  return art.parts.map((p) => pathBounds(p.path));
}


/** Black-only palettes cannot tint: skin-coloured areas get dot shading in their shadow corner. */
export function blackworkShade(s: Scene, part: Artwork['parts'][number], role: Role): void {
  if (s.palette.tones || role === 'backdrop' || toneColour(s.palette, part.tone) === s.palette.ink) return;
  const b = pathBounds(part.path);
  const area = (boxW(b) * boxH(b)) / (s.u * s.u * 250 * 250);
  fill(s, stipple(s.rng, b, Math.round(Math.min(2000, 260 * s.density * area)), 1.6 * s.u, 3), s.palette.ink, { clip: part.path, kind: 'shade' });
}

/** Palettes whose accent is a colour among greys: it must show somewhere in every design. */
export const hasColourAccent = (s: Scene): boolean => s.palette.id === 'black-grey-red';

/** A style: how it paints artwork, the setting it draws around the centrepiece, and whether that setting goes in first. */
export interface StyleTreatment {
  paint: (s: Scene, art: Artwork, role: Role) => void;
  setting: (s: Scene, hero: Bounds) => void;
  /** True when the setting sits behind the subject, so it is drawn before it. */
  settingBehind: boolean;
  /**
   * True when the setting is drawn round the whole length of a lone subject's piece on a limb (or
   * its width on a chest) rather than round the subject alone: washes, vignettes and sparkles
   * that would otherwise make a round badge in the middle of a tall canvas. Styles whose setting
   * already follows the frame (tribal sweeps, Japanese panel, neo-traditional arch, geometric
   * axis) or that keep open skin (minimalist) leave it off.
   */
  settingAlongZone?: boolean;
}
