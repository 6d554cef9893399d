/**
 * The eight tattoo styles of the design brief, described the way a good artist would explain them
 * to a first-timer: what makes the style, how it is drawn, what it costs in skin and time, and how
 * it looks after ten years.
 */
import type { BodyZone, TattooStyle } from '../designBrief';

export interface StyleProfile {
  id: TattooStyle;
  /** Display name. */
  name: string;
  /** One sentence: what defines the style. */
  summary: string;
  lineWork: string;
  palette: string;
  /** Zones where the style reads well, best first. */
  goodZones: readonly BodyZone[];
  aging: string;
  history: string;
  exampleSubjects: readonly string[];
  /** Relative session time versus bold traditional work (1.0); used for hour estimates. */
  timeFactor: number;
}

export const STYLE_PROFILES: Record<TattooStyle, StyleProfile> = {
  tribal: {
    id: 'tribal',
    name: 'Tribal',
    summary: 'Bold, solid black shapes with flowing curves and sharp points that follow the muscles of the body.',
    lineWork: 'Thick outlines packed with solid black; the design lives in the balance of black and bare skin.',
    palette: 'Black only — the contrast is the point.',
    goodZones: ['shoulder', 'arm', 'back', 'calf', 'chest', 'ribs'],
    aging: 'Ages very well: solid black stays readable for decades, though very thin gaps between shapes can close up as ink spreads.',
    history:
      'The word "tattoo" comes from the Polynesian "tatau". Samoan tatau and Māori tā moko carried genealogy, rank and rites of passage for centuries; ' +
      'the 1990s Western "tribal" boom borrowed the look, and many artists now study the real traditions behind it.',
    exampleSubjects: ['shoulder cap band', 'armband', 'Polynesian half sleeve', 'flowing calf piece'],
    timeFactor: 0.9,
  },
  traditional: {
    id: 'traditional',
    name: 'Traditional (old school)',
    summary: 'American traditional: heavy black outlines, a few saturated colours and simple, iconic imagery that reads from across a room.',
    lineWork: 'Bold, even outlines with solid fills and minimal, punchy shading.',
    palette: 'Limited and saturated: black, red, yellow, green, sometimes blue and brown.',
    goodZones: ['forearm', 'arm', 'calf', 'chest', 'shoulder', 'leg'],
    aging: 'The best-ageing style there is — "bold will hold". Thick lines and solid colour stay crisp for decades.',
    history:
      'Shaped by sailors and circus tattooers in the early 1900s and defined by Norman "Sailor Jerry" Collins in Honolulu from the 1930s to the 1970s; ' +
      'designs were sold as flash sheets on shop walls.',
    exampleSubjects: ['swallow', 'anchor', 'rose', 'dagger', 'panther head', 'eagle', 'ship', 'heart with banner'],
    timeFactor: 1,
  },
  minimalist: {
    id: 'minimalist',
    name: 'Minimalist / fine line',
    summary: 'Small, clean designs drawn with thin lines, little or no shading and lots of open skin.',
    lineWork: 'Fine or single-needle lines; simple contours instead of filled shapes.',
    palette: 'Mostly black only; sometimes a single accent colour.',
    goodZones: ['forearm', 'ribs', 'shoulder', 'arm', 'calf'],
    aging:
      'The most fragile style: fine lines soften and spread a little every year, tiny text and tightly packed details can blur together, so keep ' +
      'elements spaced out and expect a touch-up after some years.',
    history:
      'Grew out of the single-needle black and grey work of Los Angeles and took off in the 2010s, when fine-line artists made small, delicate pieces ' +
      'popular on social media.',
    exampleSubjects: ['wave', 'mountain outline', 'tiny planet', 'initials', 'constellation', 'single flower'],
    timeFactor: 0.7,
  },
  realistic: {
    id: 'realistic',
    name: 'Realism',
    summary: 'Photo-like images — portraits, animals, objects — built from smooth shading instead of outlines.',
    lineWork: 'Almost no outlines; depth comes from soft gradients, highlights and contrast.',
    palette: 'Black and grey (most common) or full colour realism.',
    goodZones: ['arm', 'leg', 'back', 'chest', 'calf'],
    aging: 'Soft, low-contrast shading loses detail over time. Go bigger than you think (faces need room), keep strong darks, and protect it from the sun.',
    history:
      'Grew from the Chicano black and grey tradition of 1970s Los Angeles, where single-needle shading made portraits possible; modern machines and ' +
      'pigments pushed it to photo quality.',
    exampleSubjects: ['portrait', 'lion face', 'eye', 'clock and rose', 'pet portrait', 'wolf'],
    timeFactor: 1.6,
  },
  watercolor: {
    id: 'watercolor',
    name: 'Watercolor',
    summary: 'Soft washes, splashes and colour bleeds that imitate paint on paper.',
    lineWork: 'Little or no black outline; some artists add a fine line skeleton to hold the shape.',
    palette: 'Bright, blended colour — pastels to saturated tones.',
    goodZones: ['shoulder', 'back', 'forearm', 'leg', 'ribs'],
    aging: 'Pale, outline-free colour fades and blurs faster than bold work; a black line skeleton and sun protection keep it readable. Expect touch-ups.',
    history:
      'A 2010s style: artists trained in painting brought brush effects into tattooing, borrowing from abstract and botanical watercolour art.',
    exampleSubjects: ['hummingbird', 'fox', 'flowers', 'feather', 'paint splash', 'jellyfish'],
    timeFactor: 1.2,
  },
  geometric: {
    id: 'geometric',
    name: 'Geometric',
    summary: 'Precise lines, shapes and symmetry: mandalas, sacred geometry, dotwork and patterns.',
    lineWork: 'Ruler-straight lines, perfect circles and dot shading; precision is everything.',
    palette: 'Mostly black; occasionally one accent colour.',
    goodZones: ['forearm', 'back', 'calf', 'shoulder', 'chest'],
    aging:
      'Bold lines and blackwork age well; very fine dotwork softens. Straight lines show any distortion, so flatter areas that stretch less keep it ' +
      'looking sharp.',
    history:
      'Draws on Islamic tile patterns, Hindu and Buddhist mandalas and sacred geometry; the modern blackwork and dotwork movement made it popular from ' +
      'the 2000s.',
    exampleSubjects: ['mandala', 'geometric animal', "Metatron's cube", 'hexagon pattern', 'line band'],
    timeFactor: 1.2,
  },
  japanese: {
    id: 'japanese',
    name: 'Japanese (irezumi)',
    summary: 'Large, flowing compositions of mythic subjects set in waves, clouds and wind bars that wrap the body.',
    lineWork: 'Bold outlines with a strong, dark background that ties the piece together.',
    palette: 'Rich traditional colours or black and grey.',
    goodZones: ['back', 'arm', 'leg', 'chest', 'shoulder'],
    aging: 'Ages extremely well: bold lines, solid backgrounds and big shapes stay readable for a lifetime.',
    history:
      'Irezumi flourished in Edo-period Japan (1603–1868), inspired by ukiyo-e woodblock prints such as Kuniyoshi\'s Suikoden heroes; masters still ' +
      'tattoo by hand (tebori). It is planned for whole areas — sleeves, back pieces, bodysuits.',
    exampleSubjects: ['koi', 'dragon', 'tiger', 'phoenix', 'hannya mask', 'peony', 'cherry blossom', 'waves'],
    timeFactor: 1.4,
  },
  'neo-traditional': {
    id: 'neo-traditional',
    name: 'Neo-traditional',
    summary: 'Traditional\'s bold outlines with more detail, depth, varied line weight and a richer, jewel-toned palette.',
    lineWork: 'Bold outer lines with finer inner lines and illustrative shading; art-nouveau flourishes.',
    palette: 'Expanded and rich: jewel tones, muted golds, deep reds and teals.',
    goodZones: ['forearm', 'arm', 'leg', 'shoulder', 'calf', 'back'],
    aging: 'Ages well: the bold outline holds, while fine inner detail softens a little over the years.',
    history:
      'Emerged in the late 1990s and 2000s as artists kept traditional\'s readability but added illustration, art nouveau and Victorian ornament.',
    exampleSubjects: ['animal portrait with flowers', 'ornate woman\'s head', 'owl', 'fox', 'jewelled flowers'],
    timeFactor: 1.2,
  },
};

export const styleProfile = (style: string): StyleProfile | undefined =>
  (STYLE_PROFILES as Record<string, StyleProfile | undefined>)[style];
