/**
 * What common tattoo subjects traditionally stand for, and which subjects fit a theme the user
 * talks about. Used to brainstorm when someone knows the feeling but not the picture.
 */

export const SUBJECT_MEANINGS: Record<string, string> = {
  lotus: 'growth through hard times — it blooms out of mud',
  phoenix: 'rebirth and rising again',
  semicolon: 'mental-health survival: the story is not over',
  swallow: 'coming home safely; sailors got one per 5,000 nautical miles',
  anchor: 'staying grounded and steady',
  wolf: 'loyalty, family and instinct',
  lion: 'courage and leadership',
  koi: 'perseverance — in legend a koi that swims up the waterfall becomes a dragon',
  compass: 'direction and finding your way',
  arrow: 'moving forward — an arrow has to be pulled back to fly',
  butterfly: 'transformation',
  tree: 'growth, roots and family',
  mountains: 'challenges overcome and adventure',
  wave: 'resilience and going with the flow',
  'moon phases': 'change and cycles',
  dragon: 'strength and wisdom (a protector in Japanese tradition)',
  snake: 'renewal — it sheds its skin',
  owl: 'wisdom and seeing in the dark',
  hummingbird: 'joy and resilience',
  sunflower: 'optimism — it turns towards the light',
  'forget me not': 'remembrance',
  dove: 'peace and remembrance',
  feather: 'freedom and lightness',
  rose: 'love, and beauty with thorns',
  'birth flower': 'a person, through the flower of their birth month',
  mandala: 'balance and wholeness',
  tiger: 'strength and protection',
  bird: 'freedom',
};

/** Themes people describe → subjects that carry them, best first. */
export const THEME_SUBJECTS: readonly { cues: RegExp; theme: string; subjects: readonly string[] }[] = [
  { cues: /\b(recover\w*|sober\w*|rebirth|reborn|start over|new beginning|fresh start|survived|overcame|addiction|depression|mental health|anxiety)\b/, theme: 'recovery', subjects: ['phoenix', 'lotus', 'semicolon'] },
  { cues: /\b(family|kids|children|parents|roots|heritage|ancestors?)\b/, theme: 'family', subjects: ['tree', 'wolf', 'birth flower'] },
  { cues: /\b(travel\w*|adventure|wander\w*|explor\w*|journey|road trip)\b/, theme: 'adventure', subjects: ['compass', 'mountains', 'swallow'] },
  { cues: /\b(strength|strong|courage|brave|power|fight\w*|warrior)\b/, theme: 'strength', subjects: ['lion', 'tiger', 'koi'] },
  { cues: /\b(memory|memorial|passed|lost|loss|grief|remember\w*|late)\b/, theme: 'remembrance', subjects: ['forget me not', 'dove', 'birth flower'] },
  { cues: /\b(free|freedom|independen\w*|escape)\b/, theme: 'freedom', subjects: ['bird', 'feather', 'wave'] },
  { cues: /\b(love|partner|wife|husband|wedding|marriage|romance)\b/, theme: 'love', subjects: ['rose', 'swallow', 'sunflower'] },
  { cues: /\b(change|changes|growth|grow\w*|transform\w*|evolv\w*)\b/, theme: 'change', subjects: ['butterfly', 'moon phases', 'snake'] },
  { cues: /\b(calm|peace\w*|balance|mindful\w*|meditat\w*|zen)\b/, theme: 'balance', subjects: ['mandala', 'lotus', 'wave'] },
  { cues: /\b(ocean|sea|surf\w*|beach|water)\b/, theme: 'the sea', subjects: ['wave', 'koi', 'anchor'] },
  { cues: /\b(nature|outdoors?|hik\w*|forest|mountain\w*|camp\w*)\b/, theme: 'nature', subjects: ['mountains', 'tree', 'wave'] },
];

/** Subject ideas for what the user said (falls back to a versatile trio). */
export function subjectIdeas(text: string): { theme?: string; subjects: readonly string[] } {
  const lower = text.toLowerCase();
  const match = THEME_SUBJECTS.find((entry) => entry.cues.test(lower));
  return match ? { theme: match.theme, subjects: match.subjects } : { subjects: ['wolf', 'rose', 'compass'] };
}
