/**
 * What people ask to have tattooed, and how a free-text keyword finds it: exact synonyms first
 * (multi-word ones like "cherry blossom" before single words), then plural forms, then a small
 * edit distance so "pheonix" or "dragn" still land.
 */

/** Scenery a subject becomes when it is not the centrepiece ("phoenix rebirth flames"). */
export type Backdrop = 'flames' | 'rays' | 'crescent' | 'stars' | 'waves' | 'clouds' | 'mountains' | 'lightning' | 'petals' | 'leaves' | 'web';

/** Colour family a colour style leans to for the subject's main part. */
export type Hue = 'red' | 'gold' | 'green' | 'blue' | 'purple' | 'orange' | 'grey' | 'brown';

export interface Subject {
  id: string;
  /** Artwork variants: game-icons names or "custom:<name>"; the seed picks one. */
  art: readonly string[];
  synonyms: readonly string[];
  backdrop?: Backdrop;
  /** Scenery added even when the subject is the centrepiece. */
  withBackdrop?: Backdrop;
  hue?: Hue;
  /** Usually an accompaniment (roses beside a skull): another subject takes the centre if named. */
  supporting?: boolean;
}

export const SUBJECTS: readonly Subject[] = [
  { id: 'rose', art: ['custom:rose'], synonyms: ['rose', 'roses', 'rosebud', 'rosa'], hue: 'red', supporting: true },
  { id: 'skull', art: ['custom:skull', 'skull-crossed-bones'], synonyms: ['skull', 'skulls', 'skeleton', 'death', 'calavera', 'sugar skull', 'memento mori', 'cranium'] },
  { id: 'snake', art: ['custom:snake'], synonyms: ['snake', 'serpent', 'viper', 'cobra', 'python', 'asp'], hue: 'green' },
  { id: 'dagger', art: ['custom:dagger'], synonyms: ['dagger', 'knife', 'blade', 'stiletto', 'athame'], supporting: true },
  { id: 'koi', art: ['custom:koi'], synonyms: ['koi', 'koi fish', 'carp', 'goldfish'], withBackdrop: 'waves', hue: 'orange' },
  { id: 'dragon', art: ['spiked-dragon-head', 'dragon-head', 'sea-dragon', 'dragon-spiral'], synonyms: ['dragon', 'dragons', 'wyrm', 'drake', 'wyvern', 'ryu'], hue: 'green' },
  { id: 'phoenix', art: ['custom:phoenix'], synonyms: ['phoenix', 'firebird', 'rebirth', 'reborn', 'renewal', 'rising', 'resurrection', 'fenix'], withBackdrop: 'flames', hue: 'orange' },
  { id: 'wolf', art: ['custom:wolf', 'wolf-head'], synonyms: ['wolf', 'wolves', 'howl', 'howling', 'lobo', 'pack'] },
  { id: 'lion', art: ['lion'], synonyms: ['lion', 'lioness', 'leo', 'pride'], hue: 'gold' },
  { id: 'eagle', art: ['eagle-emblem', 'eagle-head'], synonyms: ['eagle', 'hawk', 'falcon', 'raptor', 'freedom'], hue: 'gold' },
  { id: 'swallow', art: ['custom:swallow'], synonyms: ['swallow', 'swallows', 'martin'], hue: 'blue' },
  { id: 'butterfly', art: ['custom:butterfly'], synonyms: ['butterfly', 'butterflies', 'papillon', 'monarch', 'transformation'], hue: 'blue' },
  { id: 'moth', art: ['custom:moth'], synonyms: ['moth', 'moths', 'luna moth', 'deaths head'], hue: 'purple' },
  { id: 'lotus', art: ['lotus', 'lotus-flower'], synonyms: ['lotus', 'water lily', 'padma'], hue: 'purple' },
  { id: 'peony', art: ['custom:peony'], synonyms: ['peony', 'peonies', 'botan'], hue: 'red', supporting: true },
  { id: 'cherry-blossom', art: ['custom:cherry-blossom'], synonyms: ['cherry blossom', 'cherry blossoms', 'sakura', 'blossom', 'blossoms'], backdrop: 'petals', hue: 'red' },
  { id: 'wave', art: ['big-wave', 'wave-crest'], synonyms: ['wave', 'waves', 'ocean', 'sea', 'surf', 'tsunami', 'tide', 'water'], backdrop: 'waves', hue: 'blue' },
  { id: 'mountain', art: ['mountains', 'mountaintop'], synonyms: ['mountain', 'mountains', 'peak', 'peaks', 'hills', 'alps', 'hiking', 'summit'], backdrop: 'mountains', hue: 'blue' },
  { id: 'moon', art: ['custom:moon'], synonyms: ['moon', 'crescent', 'lunar', 'luna', 'night', 'moonlight'], backdrop: 'crescent', hue: 'gold' },
  { id: 'sun', art: ['sun', 'heraldic-sun'], synonyms: ['sun', 'sunshine', 'solar', 'sunrise', 'sunset', 'sunburst', 'sol'], backdrop: 'rays', hue: 'gold' },
  { id: 'star', art: ['custom:nautical-star'], synonyms: ['star', 'stars', 'nautical star', 'starry', 'stellar'], backdrop: 'stars', hue: 'red' },
  { id: 'compass', art: ['compass'], synonyms: ['compass', 'wanderlust', 'travel', 'navigation', 'direction', 'explore'] },
  { id: 'anchor', art: ['anchor'], synonyms: ['anchor', 'sailor', 'nautical', 'navy', 'harbour', 'harbor'] },
  { id: 'heart', art: ['custom:heart', 'hearts', 'heart-wings'], synonyms: ['heart', 'hearts', 'love', 'amor', 'romance', 'sacred heart'], hue: 'red' },
  { id: 'hourglass', art: ['hourglass'], synonyms: ['hourglass', 'sand timer', 'mortality'], hue: 'gold' },
  { id: 'clock', art: ['pocket-watch'], synonyms: ['clock', 'watch', 'pocket watch', 'time', 'timepiece'], hue: 'gold' },
  { id: 'eye', art: ['custom:eye', 'all-seeing-eye'], synonyms: ['eye', 'eyes', 'third eye', 'all seeing eye', 'vision', 'evil eye', 'horus'], hue: 'blue' },
  { id: 'hand', art: ['hand', 'open-palm'], synonyms: ['hand', 'hands', 'palm', 'hamsa', 'fatima'] },
  { id: 'feather', art: ['feather', 'two-feathers'], synonyms: ['feather', 'feathers', 'quill', 'plume'], hue: 'blue' },
  { id: 'tree', art: ['oak', 'pine-tree', 'willow-tree'], synonyms: ['tree', 'trees', 'tree of life', 'oak', 'pine', 'forest', 'roots', 'yggdrasil', 'willow'], hue: 'green' },
  { id: 'bird', art: ['dove', 'sparrow'], synonyms: ['bird', 'birds', 'dove', 'sparrow', 'peace', 'flight', 'flying'], hue: 'blue' },
  { id: 'fox', art: ['fox', 'fox-head'], synonyms: ['fox', 'foxes', 'kitsune', 'vixen'], hue: 'orange' },
  { id: 'bear', art: ['bear-head', 'polar-bear'], synonyms: ['bear', 'bears', 'grizzly', 'ursa', 'mama bear'] },
  { id: 'tiger', art: ['tiger-head', 'tiger'], synonyms: ['tiger', 'tigers', 'tigress', 'bengal'], hue: 'orange' },
  { id: 'octopus', art: ['octopus'], synonyms: ['octopus', 'kraken', 'tentacle', 'tentacles', 'squid', 'cthulhu'], hue: 'purple' },
  { id: 'spider', art: ['spider-alt', 'hanging-spider'], synonyms: ['spider', 'spiders', 'tarantula', 'arachnid', 'spiderweb', 'cobweb'], withBackdrop: 'web' },
  { id: 'bee', art: ['bee'], synonyms: ['bee', 'bees', 'honeybee', 'bumblebee', 'honey', 'hive'], hue: 'gold' },
  { id: 'mandala', art: ['custom:mandala'], synonyms: ['mandala', 'mandalas', 'sacred geometry', 'chakra', 'om'], hue: 'purple' },
  { id: 'crown', art: ['imperial-crown', 'crown'], synonyms: ['crown', 'king', 'queen', 'royal', 'royalty', 'tiara', 'princess', 'prince'], hue: 'gold' },
  { id: 'key', art: ['key'], synonyms: ['key', 'keys', 'skeleton key', 'lock', 'unlock'], hue: 'gold' },
  { id: 'ship', art: ['galleon', 'drakkar', 'sailboat'], synonyms: ['ship', 'boat', 'galleon', 'sailboat', 'sailing', 'pirate', 'voyage', 'longship'], withBackdrop: 'waves', hue: 'blue' },
  { id: 'lighthouse', art: ['lighthouse'], synonyms: ['lighthouse', 'beacon', 'coast'], withBackdrop: 'waves', hue: 'red' },
  { id: 'flame', art: ['custom:flames', 'flame', 'fire'], synonyms: ['flame', 'flames', 'fire', 'fires', 'burning', 'blaze', 'inferno', 'ember', 'embers', 'heat'], backdrop: 'flames', hue: 'orange' },
  { id: 'owl', art: ['barn-owl'], synonyms: ['owl', 'owls', 'wisdom', 'athena'], hue: 'gold' },
  { id: 'raven', art: ['raven'], synonyms: ['raven', 'crow', 'crows', 'ravens', 'odin', 'huginn', 'blackbird'] },
  { id: 'deer', art: ['stag-head', 'deer'], synonyms: ['deer', 'stag', 'antlers', 'elk', 'doe', 'reindeer', 'moose'], hue: 'orange' },
  { id: 'horse', art: ['horse-head'], synonyms: ['horse', 'stallion', 'mare', 'mustang', 'pony'], hue: 'orange' },
  { id: 'whale', art: ['sperm-whale', 'whale-tail'], synonyms: ['whale', 'whales', 'orca', 'humpback'], withBackdrop: 'waves', hue: 'blue' },
  { id: 'shark', art: ['shark-fin'], synonyms: ['shark', 'sharks', 'jaws'], withBackdrop: 'waves', hue: 'blue' },
  { id: 'jellyfish', art: ['jellyfish'], synonyms: ['jellyfish', 'jelly fish', 'medusa'], hue: 'purple' },
  { id: 'scorpion', art: ['scorpion'], synonyms: ['scorpion', 'scorpio', 'stinger'], hue: 'red' },
  { id: 'hummingbird', art: ['hummingbird'], synonyms: ['hummingbird', 'hummingbirds', 'colibri'], hue: 'green' },
  { id: 'sunflower', art: ['sunflower'], synonyms: ['sunflower', 'sunflowers'], hue: 'gold' },
  { id: 'daisy', art: ['daisy'], synonyms: ['daisy', 'daisies', 'flower', 'flowers', 'floral', 'wildflower'], hue: 'purple', supporting: true },
  { id: 'leaf', art: ['maple-leaf', 'oak-leaf'], synonyms: ['leaf', 'leaves', 'maple', 'fern', 'autumn', 'botanical', 'nature', 'ivy', 'vine'], backdrop: 'leaves', hue: 'green' },
  { id: 'wings', art: ['angel-wings', 'feathered-wing'], synonyms: ['wings', 'wing', 'angel', 'angels', 'angel wings', 'guardian'] },
  { id: 'diamond', art: ['cut-diamond'], synonyms: ['diamond', 'diamonds', 'gem', 'gems', 'jewel', 'crystal', 'crystals'], hue: 'blue' },
  { id: 'mermaid', art: ['mermaid'], synonyms: ['mermaid', 'siren', 'sirens'], withBackdrop: 'waves', hue: 'green' },
  { id: 'unicorn', art: ['unicorn'], synonyms: ['unicorn', 'unicorns', 'pegasus'], hue: 'purple' },
  { id: 'samurai', art: ['samurai-helmet'], synonyms: ['samurai', 'ronin', 'warrior', 'kabuto', 'bushido'], hue: 'red' },
  { id: 'oni', art: ['oni'], synonyms: ['oni', 'hannya', 'demon', 'devil', 'mask', 'yokai'], hue: 'red' },
  { id: 'cat', art: ['cat'], synonyms: ['cat', 'cats', 'kitten', 'kitty', 'feline', 'neko', 'panther'] },
  { id: 'dolphin', art: ['dolphin'], synonyms: ['dolphin', 'dolphins', 'porpoise'], withBackdrop: 'waves', hue: 'blue' },
  { id: 'turtle', art: ['sea-turtle'], synonyms: ['turtle', 'turtles', 'tortoise', 'honu'], hue: 'green' },
  { id: 'frog', art: ['frog'], synonyms: ['frog', 'frogs', 'toad'], hue: 'green' },
  { id: 'bat', art: ['bat'], synonyms: ['bat', 'bats', 'vampire', 'gothic'], withBackdrop: 'crescent' },
  { id: 'infinity', art: ['infinity'], synonyms: ['infinity', 'infinite', 'forever', 'eternity', 'eternal'] },
  { id: 'music', art: ['musical-notes', 'guitar'], synonyms: ['music', 'musical', 'note', 'notes', 'song', 'melody', 'guitar', 'rock'], hue: 'purple' },
  { id: 'planet', art: ['ringed-planet'], synonyms: ['planet', 'saturn', 'space', 'cosmos', 'galaxy', 'universe', 'astronaut', 'orbit'], withBackdrop: 'stars', hue: 'purple' },
  { id: 'lightning', art: ['heavy-lightning'], synonyms: ['lightning', 'bolt', 'thunder', 'storm', 'thunderbolt', 'electric', 'zeus'], backdrop: 'lightning', hue: 'gold' },
  { id: 'sword', art: ['broadsword'], synonyms: ['sword', 'swords', 'katana', 'sabre', 'saber', 'excalibur', 'knight'] },
  { id: 'ankh', art: ['ankh'], synonyms: ['ankh', 'egypt', 'egyptian', 'life'], hue: 'gold' },
  { id: 'yin-yang', art: ['yin-yang'], synonyms: ['yin yang', 'yinyang', 'yin', 'yang', 'balance', 'harmony', 'tao'] },
  { id: 'triquetra', art: ['triquetra'], synonyms: ['triquetra', 'celtic', 'celtic knot', 'trinity', 'knot'], hue: 'green' },
  { id: 'viking', art: ['viking-helmet', 'battle-axe'], synonyms: ['viking', 'vikings', 'norse', 'valhalla', 'berserker', 'axe'] },
  { id: 'hammer', art: ['thor-hammer'], synonyms: ['hammer', 'mjolnir', 'thor'] },
  { id: 'trident', art: ['trident'], synonyms: ['trident', 'poseidon', 'neptune'], withBackdrop: 'waves', hue: 'blue' },
  { id: 'candle', art: ['candle-light'], synonyms: ['candle', 'candles', 'candlelight', 'memorial', 'remembrance', 'vigil'], hue: 'gold' },
  { id: 'book', art: ['open-book'], synonyms: ['book', 'books', 'reading', 'story', 'library', 'literature'] },
  { id: 'palm-tree', art: ['palm-tree'], synonyms: ['palm tree', 'palm trees', 'palmtree', 'tropical', 'island', 'beach', 'paradise'], hue: 'green' },
  { id: 'cactus', art: ['cactus'], synonyms: ['cactus', 'cacti', 'desert', 'succulent'], hue: 'green' },
  { id: 'crab', art: ['crab'], synonyms: ['crab', 'crabs', 'cancer', 'lobster'], hue: 'red' },
  { id: 'seahorse', art: ['seahorse'], synonyms: ['seahorse', 'sea horse', 'seahorses'], hue: 'orange' },
  { id: 'paw', art: ['paw'], synonyms: ['paw', 'paws', 'paw print', 'pawprint', 'pet'] },
  { id: 'dog', art: ['sitting-dog'], synonyms: ['dog', 'dogs', 'puppy', 'pup', 'hound', 'doggo'] },
  { id: 'elephant', art: ['elephant'], synonyms: ['elephant', 'elephants', 'ganesh', 'ganesha'] },
  { id: 'rabbit', art: ['rabbit'], synonyms: ['rabbit', 'bunny', 'hare', 'rabbits'] },
  { id: 'goat', art: ['goat'], synonyms: ['goat', 'ram', 'capricorn', 'baphomet', 'aries'] },
  { id: 'bull', art: ['bull'], synonyms: ['bull', 'taurus', 'ox', 'bison', 'buffalo'], hue: 'red' },
  { id: 'penguin', art: ['penguin'], synonyms: ['penguin', 'penguins'] },
  { id: 'mushroom', art: ['mushroom'], synonyms: ['mushroom', 'mushrooms', 'fungi', 'toadstool', 'shroom'], hue: 'red' },
  { id: 'cloud', art: ['fluffy-cloud'], synonyms: ['cloud', 'clouds', 'sky', 'cloudy', 'heaven', 'dream'], backdrop: 'clouds', hue: 'blue' },
  { id: 'dragonfly', art: ['dragonfly'], synonyms: ['dragonfly', 'dragonflies'], hue: 'green' },
  { id: 'swan', art: ['swan'], synonyms: ['swan', 'swans', 'grace'] },
  { id: 'fish', art: ['tropical-fish'], synonyms: ['fish', 'pisces', 'angelfish'], withBackdrop: 'waves', hue: 'orange' },
  { id: 'web', art: ['spider-alt'], synonyms: ['web', 'spider web', 'webs'], backdrop: 'web' },
  { id: 'rope', art: ['custom:rope'], synonyms: ['rope', 'ropes', 'cord', 'lasso'], hue: 'brown', supporting: true },
];

const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'with', 'of', 'in', 'on', 'my', 'for', 'to', 'at', 'by', 'from', 'some', 'into', 'or', 'its', 'it', 'is',
  'tattoo', 'tattoos', 'design', 'style', 'small', 'medium', 'large', 'big', 'tiny', 'color', 'colour', 'colors', 'colours',
  'black', 'grey', 'gray', 'red', 'blue', 'green', 'white', 'like', 'want', 'would', 'something', 'around', 'behind', 'under',
  'over', 'above', 'below', 'piece', 'arm', 'forearm', 'back', 'chest', 'leg', 'calf', 'ribs', 'shoulder', 'sleeve', 'please',
  'i', 'me', 'we', 'our', 'that', 'this', 'one', 'two', 'three', 'very', 'really', 'bit', 'as', 'be', 'but', 'not', 'no',
  'tribal', 'traditional', 'minimalist', 'realistic', 'watercolor', 'watercolour', 'geometric', 'japanese', 'neo',
]);

const BY_SYNONYM = new Map<string, Subject>();
for (const s of SUBJECTS) for (const w of s.synonyms) if (!BY_SYNONYM.has(w)) BY_SYNONYM.set(w, s);
const PHRASES = [...BY_SYNONYM.keys()].filter((k) => k.includes(' ')).sort((a, b) => b.length - a.length);
const SINGLE_WORDS = [...BY_SYNONYM.keys()].filter((k) => !k.includes(' '));

export function subjectById(id: string): Subject {
  const s = SUBJECTS.find((x) => x.id === id);
  if (!s) throw new Error(`unknown subject ${id}`);
  return s;
}

/** Edit distance counting a swapped pair of letters as one edit ("pheonix"), capped past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(rows[i - 1][j] + 1, cur[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    rows.push(cur);
  }
  return rows[a.length][b.length];
}

function singular(w: string): string[] {
  const out = [w];
  if (w.endsWith('ies') && w.length > 4) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es') && w.length > 4) out.push(w.slice(0, -2));
  if (w.endsWith('s') && w.length > 3) out.push(w.slice(0, -1));
  return out;
}

/** Longer words tolerate more typos; short ones must match exactly (too many near neighbours). */
const fuzzLimit = (len: number): number => (len >= 8 ? 2 : len >= 5 ? 1 : 0);

function matchWord(word: string): Subject | undefined {
  for (const w of singular(word)) {
    const exact = BY_SYNONYM.get(w);
    if (exact) return exact;
  }
  const limit = fuzzLimit(word.length);
  if (limit === 0) return undefined;
  let best: Subject | undefined;
  let bestD = limit + 1;
  for (const cand of SINGLE_WORDS) {
    if (cand.length < 4) continue;
    const d = editDistance(word, cand, limit);
    if (d < bestD) {
      bestD = d;
      best = BY_SYNONYM.get(cand);
    }
  }
  return best;
}

export function normaliseText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SubjectMatch {
  subjects: Subject[];
  /** Words that matched nothing (candidates for lettering). */
  unknown: string[];
}

/** Subjects named in free text, in order of first mention, without duplicates. */
export function findSubjects(text: string): SubjectMatch {
  let rest = ` ${normaliseText(text)} `;
  const found: { at: number; s: Subject }[] = [];
  for (const phrase of PHRASES) {
    const at = rest.indexOf(` ${phrase} `);
    if (at >= 0) {
      found.push({ at, s: BY_SYNONYM.get(phrase) as Subject });
      rest = rest.slice(0, at) + ' '.repeat(phrase.length + 1) + rest.slice(at + phrase.length + 1);
    }
  }
  const unknown: string[] = [];
  let offset = 0;
  for (const word of rest.split(' ')) {
    const at = offset;
    offset += word.length + 1;
    if (!word || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    const s = matchWord(word);
    if (s) found.push({ at, s });
    else unknown.push(word);
  }
  found.sort((a, b) => a.at - b.at);
  const subjects: Subject[] = [];
  for (const f of found) if (!subjects.includes(f.s)) subjects.push(f.s);
  return { subjects, unknown };
}
