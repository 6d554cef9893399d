/** The five colour options of the design brief and what each means in skin. */
import type { ColorOption } from '../designBrief';

export interface ColorProfile {
  id: ColorOption;
  summary: string;
  aging: string;
  note: string;
  /** Words for an image prompt. */
  promptPhrase: string;
}

export const COLOR_PROFILES: Record<ColorOption, ColorProfile> = {
  'black and grey': {
    id: 'black and grey',
    summary: 'Black ink plus diluted "grey wash" for soft shading.',
    aging: 'Ages gracefully and suits every skin tone; the lightest greys soften first.',
    note: 'The classic choice for realism and portraits.',
    promptPhrase: 'black and grey ink with smooth grey-wash shading on a white background',
  },
  colorful: {
    id: 'colorful',
    summary: 'A full palette of saturated colour.',
    aging: 'Colour takes longer to tattoo and fades faster in the sun — yellows, whites and pastels go first. A bold black outline helps it last.',
    note: 'Red pigments cause the most ink allergies; ask about a patch test if you react easily.',
    promptPhrase: 'vivid full-colour ink with bold black outlines on a white background',
  },
  'black only': {
    id: 'black only',
    summary: 'Pure black ink: linework and solid fills, no grey wash.',
    aging: 'The most durable option, and usually the quickest and cheapest to tattoo.',
    note: 'Great for tribal, geometric, minimalist and traditional-style blackwork.',
    promptPhrase: 'solid black ink only, no grey shading, on a white background',
  },
  'red and black': {
    id: 'red and black',
    summary: 'Black work with red as the single accent colour.',
    aging: 'High contrast that stays striking; the red softens a little faster than the black.',
    note: 'Red is the pigment most often linked to allergic reactions — mention any sensitivity to your artist.',
    promptPhrase: 'black ink with bold red accents on a white background',
  },
  'blue and green': {
    id: 'blue and green',
    summary: 'Cool blues, teals and greens with black structure.',
    aging: 'Blues and greens are among the more stable pigments and hold well.',
    note: 'On deeper skin tones, richer and darker blues and greens show better than pale ones.',
    promptPhrase: 'black outlines with blue and green ink on a white background',
  },
};

export const colorProfile = (colors: string): ColorProfile | undefined =>
  (COLOR_PROFILES as Record<string, ColorProfile | undefined>)[colors];
