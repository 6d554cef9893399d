/**
 * What common tattoo subjects traditionally stand for, and which subjects fit a theme the user
 * talks about. Used to brainstorm when someone knows the feeling but not the picture.
 */
import subjectMeanings from './data/subjectMeanings.json';

/** Subject → what it traditionally stands for (data/subjectMeanings.json). */
export const SUBJECT_MEANINGS: Record<string, string> = subjectMeanings.meanings;

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
