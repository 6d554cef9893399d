/**
 * How people actually say each slot value: synonyms, trade slang and everyday phrasing, mapped to
 * the canonical option strings of designBrief.ts. Confidence says how directly a phrase names
 * the value (the option's own name is near-certain; "simple" only hints at minimalist).
 */
import type { BodyZone, ColorOption, TattooSize, TattooStyle } from '../designBrief';

export interface VocabularyEntry<T extends string> {
  phrase: string;
  value: T;
  confidence: number;
}

/** The option's own name, or an unmistakable synonym. */
const NAMED = 0.9;
/** A common synonym people mean the option by. */
const SYNONYM = 0.85;
/** A part of a zone, or a phrase that implies the value. */
const IMPLIED = 0.75;
/** A hint: usually right, sometimes not. */
const HINT = 0.6;

const entries = <T extends string>(value: T, confidence: number, phrases: readonly string[]): VocabularyEntry<T>[] =>
  phrases.map((phrase) => ({ phrase, value, confidence }));

export const STYLE_VOCABULARY: readonly VocabularyEntry<TattooStyle>[] = [
  ...entries('tribal', NAMED, ['tribal', 'polynesian', 'maori', 'samoan', 'marquesan', 'ta moko', 'tatau', 'hawaiian tribal']),
  ...entries('tribal', IMPLIED, ['tribal band', 'tribal armband']),
  ...entries('traditional', NAMED, ['traditional', 'old school', 'oldschool', 'american traditional']),
  ...entries('traditional', SYNONYM, ['trad', 'sailor jerry', 'classic americana', 'americana', 'old skool']),
  ...entries('traditional', IMPLIED, ['flash style', 'classic flash', 'sailor style', 'sailor tattoo', 'sailor tattoos', 'flash sheet']),
  ...entries('minimalist', NAMED, ['minimalist', 'minimalistic', 'minimal', 'fine line', 'fineline', 'fine lined', 'single needle', 'minimalism']),
  ...entries('minimalist', IMPLIED, ['dainty', 'delicate lines', 'thin lines', 'thin line', 'simple line', 'line drawing', 'outline only', 'just an outline', 'micro']),
  ...entries('minimalist', HINT, ['simple', 'subtle', 'clean and simple', 'delicate', 'minimal looking']),
  ...entries('realistic', NAMED, ['realistic', 'realism', 'photorealistic', 'photo realistic', 'photorealism', 'hyperrealistic', 'hyper realistic', 'hyperrealism', 'lifelike', 'life like', 'true to life']),
  ...entries('realistic', IMPLIED, ['like a photo', 'looks real', 'look real', 'realistic looking', '3d']),
  ...entries('watercolor', NAMED, ['watercolor', 'watercolour', 'water color', 'water colour', 'watercolors', 'watercolours']),
  ...entries('watercolor', IMPLIED, ['paint splash', 'paint splashes', 'color splash', 'colour splash', 'splash of color', 'splash of colour', 'brush strokes', 'brushstroke', 'brushstrokes', 'painterly']),
  ...entries('geometric', NAMED, ['geometric', 'geometrical', 'geometry', 'sacred geometry']),
  ...entries('geometric', IMPLIED, ['dotwork', 'dot work', 'linework pattern', 'shapes and lines', 'symmetrical pattern']),
  ...entries('japanese', NAMED, ['japanese', 'irezumi', 'tebori', 'horimono', 'ukiyo e', 'traditional japanese', 'japanese traditional', 'yakuza style', 'japanese style']),
  ...entries('neo-traditional', NAMED, ['neo traditional', 'neotraditional', 'neo trad', 'neotrad']),
  ...entries('neo-traditional', SYNONYM, ['new traditional', 'neo', 'illustrative traditional']),
];

export const BODY_ZONE_VOCABULARY: readonly VocabularyEntry<BodyZone>[] = [
  ...entries('arm', NAMED, ['arm', 'upper arm', 'arms', 'bicep', 'biceps', 'tricep', 'triceps', 'outer arm', 'inner arm', 'inner bicep', 'back of my arm', 'back of the arm']),
  ...entries('arm', IMPLIED, ['armband', 'arm band', 'sleeve', 'full sleeve', 'half sleeve', 'arm sleeve', 'elbow', 'ditch']),
  ...entries('back', NAMED, ['back', 'upper back', 'lower back', 'full back', 'back piece', 'backpiece', 'spine', 'middle of my back', 'mid back']),
  ...entries('back', IMPLIED, ['shoulder blade', 'shoulder blades', 'between my shoulder blades', 'between the shoulder blades', 'along my spine', 'down my spine', 'nape']),
  ...entries('chest', NAMED, ['chest', 'pec', 'pecs', 'pectoral', 'chest piece', 'chestpiece', 'sternum', 'breastbone', 'breast', 'underboob', 'under boob']),
  ...entries('chest', IMPLIED, ['collarbone', 'collar bone', 'collarbones', 'collar bones', 'clavicle', 'heart side']),
  ...entries('leg', NAMED, ['leg', 'legs', 'thigh', 'thighs', 'upper leg', 'outer thigh', 'inner thigh', 'front of my thigh', 'quad', 'quads', 'leg sleeve']),
  ...entries('leg', IMPLIED, ['hip', 'hips', 'knee', 'kneecap', 'hamstring']),
  ...entries('shoulder', NAMED, ['shoulder', 'shoulders', 'shoulder cap', 'deltoid', 'delt', 'delts', 'top of my shoulder', 'back of my shoulder', 'back of the shoulder', 'back of the shoulders', 'shoulder area']),
  ...entries('forearm', NAMED, ['forearm', 'forearms', 'inner forearm', 'outer forearm', 'lower arm', 'forearm sleeve']),
  ...entries('forearm', IMPLIED, ['wrist', 'wrists', 'inner wrist', 'inside of my wrist', 'inside of my arm']),
  // Beyond the eight zones (issue #19): the nearest zone; the exact spot goes into the description.
  ...entries('forearm', IMPLIED, ['hand', 'hands', 'back of my hand', 'back of the hand', 'top of my hand', 'finger', 'fingers', 'ring finger', 'knuckles', 'side of my hand', 'side of my wrist', 'outer wrist']),
  ...entries('shoulder', IMPLIED, ['neck', 'side of my neck', 'side of the neck', 'behind my ear', 'behind the ear', 'behind ear', 'behind my ears']),
  ...entries('back', IMPLIED, ['back of my neck', 'back of the neck']),
  ...entries('chest', IMPLIED, ['throat', 'front of my neck']),
  ...entries('calf', IMPLIED, ['foot', 'feet', 'top of my foot', 'top of the foot', 'inner ankle', 'outer ankle']),
  ...entries('ribs', IMPLIED, ['stomach', 'belly', 'tummy', 'lower stomach']),
  ...entries('calf', NAMED, ['calf', 'calves', 'lower leg', 'back of my leg', 'back of the leg', 'calf muscle']),
  ...entries('calf', IMPLIED, ['shin', 'shins', 'ankle', 'ankles', 'shinbone']),
  ...entries('ribs', NAMED, ['ribs', 'rib', 'rib cage', 'ribcage', 'side of my ribs', 'rib area', 'flank']),
  ...entries('ribs', IMPLIED, ['side piece', 'my side', 'side of my body', 'side of my torso', 'under my arm', 'underarm', 'torso side']),
];

export const SIZE_VOCABULARY: readonly VocabularyEntry<TattooSize>[] = [
  ...entries('small', NAMED, ['small', 'tiny', 'little', 'smallish', 'petite', 'mini', 'teeny', 'itty bitty', 'very small', 'really small', 'quite small', 'minuscule', 'smaller']),
  ...entries('small', IMPLIED, ['coin sized', 'coin size', 'size of a coin', 'size of a quarter', 'stamp sized', 'fingertip', 'discreet', 'credit card', 'size of a credit card', 'business card', 'matchbox']),
  ...entries('medium', NAMED, ['medium', 'medium sized', 'medium size', 'mid sized', 'mid size', 'midsize', 'moderate', 'average size', 'average sized', 'regular size', 'normal size', 'middle sized', 'medium ish']),
  ...entries('medium', IMPLIED, ['palm sized', 'palm size', 'size of my palm', 'size of my hand', 'hand sized', 'hand size', 'fist sized', 'not too big', 'not too small', 'not too big not too small', 'not huge', 'nothing huge', 'not that big', 'not massive', 'not too large']),
  ...entries('large', NAMED, ['large', 'big', 'largish', 'biggish', 'sizable', 'sizeable', 'pretty big', 'quite big', 'quite large', 'bigger', 'larger', 'large scale']),
  ...entries('large', IMPLIED, ['half sleeve', 'statement piece', 'big piece', 'covers my whole forearm', 'whole forearm', 'full forearm', 'full calf', 'whole calf', 'full shoulder', 'forearm sleeve']),
  ...entries('extra-large', NAMED, ['extra large', 'extra big', 'xl', 'huge', 'massive', 'enormous', 'giant', 'gigantic', 'very large', 'really large', 'very big', 'really big', 'super big', 'extra-large']),
  ...entries('extra-large', IMPLIED, ['full sleeve', 'sleeve', 'full back', 'back piece', 'backpiece', 'whole back', 'entire back', 'bodysuit', 'body suit', 'full chest', 'chest piece', 'leg sleeve', 'full leg', 'whole thigh', 'full thigh', 'entire arm', 'whole arm']),
];

export const COLOR_VOCABULARY: readonly VocabularyEntry<ColorOption>[] = [
  ...entries('black and grey', NAMED, ['black and grey', 'black and gray', 'black grey', 'black gray', 'blackandgrey', 'bng', 'b and g', 'grey wash', 'gray wash', 'greywash', 'graywash', 'greyscale', 'grayscale', 'shades of grey', 'shades of gray', 'black and grey shading', 'grey shading', 'gray shading', 'grey and black', 'gray and black']),
  ...entries('black and grey', IMPLIED, ['black and white', 'monochrome', 'grey tones', 'gray tones', 'shaded', 'black with shading']),
  ...entries('colorful', NAMED, ['colorful', 'colourful', 'full color', 'full colour', 'in color', 'in colour', 'multicolor', 'multicolour', 'multicolored', 'multicoloured', 'rainbow', 'vibrant', 'vivid', 'bright colors', 'bright colours', 'lots of color', 'lots of colour', 'all the colors', 'all the colours', 'pastel', 'pastels', 'neon']),
  ...entries('colorful', HINT, ['color', 'colour', 'colors', 'colours']),
  ...entries('colorful', IMPLIED, ['bright', 'bold colors', 'bold colours', 'pops of color', 'pops of colour', 'some color', 'some colour', 'a bit of color', 'a bit of colour', 'jewel tones', 'traditional palette', 'full palette', 'traditional colours', 'traditional colors']),
  ...entries('black only', NAMED, ['black only', 'only black', 'just black', 'all black', 'pure black', 'solid black', 'black ink only', 'just black ink', 'only black ink', 'no color', 'no colour', 'no colors', 'no colours', 'without color', 'without colour', 'blackwork', 'black work', 'black ink', 'no grey', 'no gray', 'no shading', 'without any color', 'without any colour', 'no color at all', 'no colour at all', 'black linework', 'black line work', 'strictly black']),
  ...entries('red and black', NAMED, ['red and black', 'black and red', 'red black', 'black red', 'red accents', 'red accent', 'touch of red', 'splash of red', 'red details', 'red highlights']),
  ...entries('red and black', IMPLIED, ['with red', 'black with red', 'red ink']),
  ...entries('blue and green', NAMED, ['blue and green', 'green and blue', 'blues and greens', 'greens and blues', 'blue green', 'teal', 'turquoise', 'aqua', 'ocean colors', 'ocean colours', 'ocean tones', 'cool tones', 'cool colors', 'cool colours', 'blue and teal', 'emerald and blue']),
];
