/**
 * Design subjects people ask for — the nouns that become the `keywords` slot. Multi-word entries
 * are matched before their parts ("koi fish", "tree of life"). Each subject also suggests the
 * styles that traditionally carry it best, used when a helper recommends a style.
 */
import type { TattooStyle } from '../designBrief';

const GROUPS: Record<string, readonly string[]> = {
  animals: [
    'wolf', 'lion', 'lioness', 'tiger', 'bear', 'fox', 'deer', 'stag', 'elk', 'moose', 'horse', 'unicorn', 'elephant', 'giraffe', 'zebra',
    'panther', 'leopard', 'jaguar', 'cheetah', 'cat', 'kitten', 'dog', 'puppy', 'rabbit', 'bunny', 'hare', 'owl', 'eagle', 'hawk', 'falcon',
    'raven', 'crow', 'swallow', 'sparrow', 'hummingbird', 'bird', 'dove', 'peacock', 'flamingo', 'parrot', 'swan', 'crane', 'heron',
    'butterfly', 'moth', 'bee', 'bumblebee', 'dragonfly', 'beetle', 'ladybug', 'spider', 'scorpion', 'snake', 'serpent', 'cobra', 'viper',
    'lizard', 'gecko', 'chameleon', 'turtle', 'tortoise', 'frog', 'koi', 'koi fish', 'fish', 'goldfish', 'shark', 'whale', 'dolphin', 'octopus',
    'jellyfish', 'seahorse', 'squid', 'crab', 'lobster', 'orca', 'manta ray', 'stingray', 'bat', 'monkey', 'gorilla', 'ram', 'bull', 'goat',
    'buffalo', 'bison', 'rhino', 'hippo', 'penguin', 'otter', 'raccoon', 'hedgehog', 'squirrel', 'mouse', 'rat', 'duck', 'rooster', 'chicken',
    'salamander', 'axolotl', 'dinosaur', 'dino', 't rex', 'trex', 'pterodactyl', 'bull terrier', 'husky', 'labrador', 'pug', 'cardinal', 'bluebird', 'magpie', 'vulture', 'pelican', 'seagull', 'albatross', 'paw print', 'paw prints', 'pawprint',
  ],
  mythical: [
    'dragon', 'phoenix', 'griffin', 'pegasus', 'mermaid', 'siren', 'kraken', 'hydra', 'demon', 'devil', 'angel', 'cherub', 'fairy',
    'valkyrie', 'medusa', 'minotaur', 'kitsune', 'oni', 'hannya', 'hannya mask', 'foo dog', 'baku', 'ryu', 'kirin', 'yokai', 'witch', 'wizard',
    'grim reaper', 'reaper', 'vampire', 'werewolf', 'centaur', 'sphinx', 'thunderbird', 'yeti',
  ],
  plants: [
    'rose', 'roses', 'peony', 'lotus', 'lotus flower', 'cherry blossom', 'cherry blossoms', 'sakura', 'chrysanthemum', 'sunflower', 'lily',
    'tulip', 'orchid', 'daisy', 'poppy', 'lavender', 'magnolia', 'hibiscus', 'jasmine', 'marigold', 'dahlia', 'iris', 'violet', 'carnation',
    'wildflower', 'wildflowers', 'flower', 'flowers', 'floral', 'bouquet', 'leaf', 'fern', 'vine', 'vines', 'ivy', 'branch', 'olive branch',
    'tree', 'oak', 'pine', 'pine tree', 'palm tree', 'willow', 'bonsai', 'bamboo', 'cactus', 'succulent', 'mushroom', 'mushrooms', 'thistle',
    'botanical', 'botanicals', 'strawberry', 'cherry', 'cherries', 'lemon', 'apple', 'pear', 'peach', 'pomegranate', 'pineapple', 'dandelion', 'eucalyptus', 'monstera', 'rosemary', 'cosmos', 'anemone', 'lily pad', 'clover', 'four leaf clover', 'shamrock', 'wheat', 'acorn', 'maple leaf', 'forget me not', 'snowdrop', 'protea', 'birth flower',
  ],
  nature: [
    'mountain', 'mountains', 'mountain range', 'forest', 'ocean', 'sea', 'wave', 'waves', 'great wave', 'river', 'lake', 'waterfall', 'island',
    'sun', 'sunset', 'sunrise', 'moon', 'crescent moon', 'half moon', 'full moon', 'moon phases', 'star', 'stars', 'north star', 'constellation',
    'galaxy', 'planet', 'saturn', 'comet', 'cloud', 'clouds', 'lightning', 'lightning bolt', 'storm', 'rain', 'raindrop', 'snowflake', 'fire',
    'flame', 'flames', 'volcano', 'desert', 'landscape', 'horizon', 'rainbow', 'tornado', 'eclipse', 'earth', 'globe', 'world map', 'map',
    'feather', 'feathers', 'wings', 'wing', 'shell', 'seashell', 'crystal', 'crystals', 'gem', 'diamond', 'pearl', 'wind bars', 'aurora',
  ],
  symbols: [
    'skull', 'sugar skull', 'skeleton', 'bones', 'heart', 'sacred heart', 'anatomical heart', 'broken heart', 'cross', 'rosary', 'anchor',
    'compass', 'compass rose', 'arrow', 'arrows', 'dagger', 'sword', 'swords', 'knife', 'crown', 'key', 'lock', 'padlock', 'hourglass', 'clock',
    'pocket watch', 'eye', 'evil eye', 'third eye', 'all seeing eye', 'hamsa', 'infinity', 'infinity symbol', 'semicolon', 'yin yang', 'om',
    'ankh', "metatron's cube", 'metatrons cube', 'flower of life', 'seed of life', 'triquetra', 'celtic knot', 'tree of life', 'mandala', 'dreamcatcher', 'dream catcher', 'horseshoe', 'star of david', 'buddha',
    'trident', 'hammer', 'mjolnir', 'viking ship', 'runes', 'rune', 'vegvisir', 'triangle', 'triangles', 'circle', 'hexagon', 'spiral',
    'labyrinth', 'chain', 'chains', 'barbed wire', 'banner', 'ribbon', 'halo', 'candle', 'lantern', 'lighthouse', 'ship', 'boat', 'sailboat',
    'airplane', 'plane', 'car', 'motorcycle', 'bicycle', 'rocket', 'astronaut', 'robot', 'crystal ball', 'tarot card', 'playing cards', 'dice',
    'eight ball', 'pin up', 'pinup', 'geisha', 'samurai', 'ninja', 'warrior', 'knight', 'viking', 'pirate', 'sailor', 'clown', 'jester',
    'mask', 'portrait', 'face', 'lips', 'praying hands', 'hands', 'handprint', 'fingerprint', 'heartbeat', 'heartbeat line', 'ekg line',
    'lifeline', 'coordinates', 'roman numerals', 'initials', 'script', 'lettering', 'quote', 'birth date', 'date of birth', 'wedding date',
    'music notes', 'music note', 'treble clef', 'guitar', 'piano', 'violin', 'microphone', 'headphones', 'camera', 'book', 'books', 'quill',
    'pen', 'paintbrush', 'coffee cup', 'teacup', 'bottle', 'potion', 'cauldron', 'broom', 'wand', 'mirror', 'umbrella', 'balloon', 'kite',
    'house', 'cabin', 'castle', 'temple', 'pagoda', 'torii gate', 'city skyline', 'skyline', 'bridge', 'tower',
  ],
};

/** Every subject, lower-case, as it may be typed. */
export const SUBJECTS: readonly string[] = Object.values(GROUPS).flat();

/** Words written as plural on purpose: keep them as typed rather than folding to a singular. */
export const PLURAL_SUBJECTS: ReadonlySet<string> = new Set(
  SUBJECTS.filter((subject) => /s$/.test(subject) && !/(ss|us|is)$/.test(subject)),
);

/** Styles that traditionally carry a subject, best first. */
export const SUBJECT_STYLE_HINTS: Record<string, readonly TattooStyle[]> = {
  koi: ['japanese', 'neo-traditional'],
  'koi fish': ['japanese', 'neo-traditional'],
  dragon: ['japanese', 'neo-traditional', 'tribal'],
  'hannya mask': ['japanese'],
  hannya: ['japanese'],
  'cherry blossom': ['japanese', 'watercolor', 'minimalist'],
  peony: ['japanese', 'neo-traditional'],
  tiger: ['japanese', 'traditional', 'realistic'],
  phoenix: ['japanese', 'neo-traditional', 'watercolor'],
  wave: ['japanese', 'minimalist'],
  waves: ['japanese', 'minimalist'],
  swallow: ['traditional'],
  anchor: ['traditional'],
  dagger: ['traditional', 'neo-traditional'],
  panther: ['traditional'],
  eagle: ['traditional', 'realistic'],
  ship: ['traditional'],
  rose: ['traditional', 'neo-traditional', 'realistic', 'minimalist'],
  portrait: ['realistic'],
  face: ['realistic'],
  lion: ['realistic', 'neo-traditional', 'geometric'],
  wolf: ['realistic', 'geometric', 'neo-traditional'],
  eye: ['realistic', 'geometric'],
  'paw print': ['minimalist'],
  mandala: ['geometric'],
  'sacred heart': ['traditional', 'neo-traditional'],
  'tree of life': ['geometric', 'minimalist'],
  constellation: ['minimalist'],
  mountains: ['minimalist', 'geometric'],
  mountain: ['minimalist', 'geometric'],
  hummingbird: ['watercolor', 'realistic'],
  butterfly: ['watercolor', 'neo-traditional', 'minimalist'],
  fox: ['watercolor', 'neo-traditional', 'geometric'],
  owl: ['neo-traditional', 'realistic'],
  skull: ['traditional', 'realistic', 'neo-traditional'],
  'sugar skull': ['neo-traditional'],
  turtle: ['tribal'],
  manta: ['tribal'],
  'manta ray': ['tribal'],
  compass: ['geometric', 'realistic', 'traditional'],
};

/**
 * Style hints for a subject as it sits in the brief: the phrase itself, else its head ("red rose"
 * → rose, "black sand beach" → beach), since open-vocabulary subjects keep their modifiers.
 */
export function styleHintsFor(subject: string): readonly TattooStyle[] | undefined {
  const words = subject.toLowerCase().trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const hints = SUBJECT_STYLE_HINTS[words.slice(start).join(' ')];
    if (hints) return hints;
  }
  return undefined;
}
