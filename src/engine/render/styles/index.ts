/**
 * The eight style treatments, one file each. Each paints artwork (already placed in canvas pixels)
 * its own way and adds its own setting, so the styles read apart at a glance; what they share is
 * in `common.ts`. The setting variants per style are counted in SETTING_COUNTS (../variation.ts).
 */
import type { Artwork } from '../artwork.ts';
import type { Bounds } from '../path.ts';
import type { Scene } from '../scene.ts';
import type { Role, StyleTreatment } from './common.ts';
import { GEOMETRIC } from './geometric.ts';
import { JAPANESE } from './japanese.ts';
import { MINIMALIST } from './minimalist.ts';
import { NEO_TRADITIONAL } from './neo-traditional.ts';
import { REALISTIC } from './realistic.ts';
import { TRADITIONAL } from './traditional.ts';
import { TRIBAL } from './tribal.ts';
import { WATERCOLOR } from './watercolor.ts';

export type { Role, StyleTreatment } from './common.ts';

export const STYLE_TREATMENTS: Readonly<Record<Scene['style'], StyleTreatment>> = {
  tribal: TRIBAL,
  traditional: TRADITIONAL,
  minimalist: MINIMALIST,
  realistic: REALISTIC,
  watercolor: WATERCOLOR,
  geometric: GEOMETRIC,
  japanese: JAPANESE,
  'neo-traditional': NEO_TRADITIONAL,
};

type StyleKey = Scene['style'];
const pick = <T>(f: (t: StyleTreatment) => T): Record<StyleKey, T> =>
  Object.fromEntries(Object.entries(STYLE_TREATMENTS).map(([k, t]) => [k, f(t)])) as Record<StyleKey, T>;

export const PAINTERS: Readonly<Record<StyleKey, (s: Scene, art: Artwork, role: Role) => void>> = pick((t) => t.paint);
export const SETTINGS: Readonly<Record<StyleKey, (s: Scene, hero: Bounds) => void>> = pick((t) => t.setting);
/** Styles whose setting must come before the subject. */
export const SETTING_BEHIND: Readonly<Record<StyleKey, boolean>> = pick((t) => t.settingBehind);
/** Styles whose setting runs the length of a lone subject's piece (StyleTreatment.settingAlongZone). */
export const SETTING_ALONG_ZONE: Readonly<Record<StyleKey, boolean>> = pick((t) => t.settingAlongZone === true);
