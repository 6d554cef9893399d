/**
 * Image prompts from the design brief (spec §7, §8). The prompt asks for clean line art with high
 * contrast, black ink on a white background unless the colours say otherwise, composed for the
 * shape of the chosen body zone.
 */
import type { DesignSlots } from './designBrief';
import { zoneProfile } from './knowledge/bodyZones';
import { colorProfile } from './knowledge/colors';
import { sizeProfile } from './knowledge/sizes';
import { styleProfile } from './knowledge/styles';

/** Spec §8: what an empty prompt becomes. */
export const DEFAULT_IMAGE_PROMPT = 'A detailed tattoo design';

const clean = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Colour wording for the prompt; free-text colours (e.g. the auto-fill default) are used as written. */
function colourPhrase(colors: string): string {
  const known = colorProfile(clean(colors).toLowerCase());
  if (known) return known.promptPhrase;
  if (clean(colors)) return `${clean(colors)} ink on a white background`;
  return 'black ink on a white background';
}

/** How much detail a size can hold: small pieces must stay readable, the largest can carry rich detail. */
const DETAIL_FOR_SIZE: Partial<Record<string, string>> = {
  'small': 'simple, bold shapes that stay readable when small',
  'extra-large': 'rich detail for a large-scale piece',
};

const FORMAT_BY_ASPECT = { tall: 'vertical composition', wide: 'horizontal composition', square: 'balanced, rounded composition' } as const;

/** The full prompt for an image model. */
export function buildImagePrompt(slots: DesignSlots): string {
  const style = styleProfile(clean(slots.style).toLowerCase());
  const zone = zoneProfile(clean(slots.bodyZone).toLowerCase());
  const size = sizeProfile(clean(slots.size).toLowerCase());
  const subject = clean(slots.keywords) || (style ? style.exampleSubjects[0] : 'an original motif');
  const parts = [
    `Tattoo design of ${subject}`,
    style ? `in ${style.name} style: ${style.lineWork.replace(/\.$/, '').toLowerCase()}` : clean(slots.style) ? `in ${clean(slots.style)} style` : '',
    zone ? `${FORMAT_BY_ASPECT[zone.aspect]} made to fit the ${zone.name}` : clean(slots.bodyZone) ? `made to fit the ${clean(slots.bodyZone)}` : '',
    size ? DETAIL_FOR_SIZE[size.id] ?? 'moderate detail' : '',
    clean(slots.description) ? `mood: ${clean(slots.description).slice(0, 160)}` : '',
  ].filter(Boolean);
  const finish = 'Flat tattoo flash artwork, centred, no skin, no body, no mockup, no watermark.';
  return `${parts.join(', ')}. Clean line art, high contrast, ${colourPhrase(slots.colors)}. ${finish}`;
}

/**
 * Spec §8 fallback: a sentence from style, keywords and body zone; 'A detailed tattoo design'
 * when all three are empty.
 */
export function fallbackImagePrompt(slots: DesignSlots): string {
  const style = clean(slots.style);
  const keywords = clean(slots.keywords);
  const zone = clean(slots.bodyZone);
  if (!style && !keywords && !zone) return DEFAULT_IMAGE_PROMPT;
  const article = style && /^[aeiou]/i.test(style) ? 'An' : 'A';
  return `${style ? `${article} ${style} tattoo` : 'A tattoo'}${keywords ? ` of ${keywords}` : ''}${zone ? ` for the ${zone}` : ''}`;
}
