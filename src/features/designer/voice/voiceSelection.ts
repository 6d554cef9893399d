/**
 * Which synthesis voice speaks a reply, and at what pitch (spec §2: voice type Male or Female).
 * Browsers do not say a voice's gender, so we read it from the name ("Google UK English
 * Female", "Microsoft David", "Samantha"). When no voice of the wanted type exists — common on
 * Linux and in some Android builds, which ship one voice — the best English voice is used with
 * its pitch moved down for Male or up for Female, so the choice is always audible.
 */
import type { VoiceType } from './voiceCopy';

/** The fields of SpeechSynthesisVoice this module reads. */
export interface VoiceInfo {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** Spec §7: synthesis at pitch 1 when the voice itself has the wanted type. */
export const NATURAL_PITCH = 1;
/** Pitch shifts (0–2 scale) far enough apart to tell the two types apart on one voice. */
export const FALLBACK_PITCH: Record<VoiceType, number> = { male: 0.7, female: 1.3 };

/** Name words that mark a voice's gender; vendor voice names of Chrome, Edge, Safari, Android. */
const NAME_HINTS: Record<VoiceType, readonly string[]> = {
  female: [
    'female', 'woman', 'girl', 'samantha', 'victoria', 'karen', 'moira', 'tessa', 'fiona', 'veena', 'zira', 'susan',
    'hazel', 'heera', 'aria', 'jenny', 'michelle', 'sonia', 'libby', 'natasha', 'ava', 'allison', 'serena', 'kate',
    'joanna', 'salli', 'kimberly', 'ivy', 'kendra', 'emma', 'amy', 'nicky', 'catherine', 'linda', 'helena',
  ],
  male: [
    'male', 'man', 'boy', 'alex', 'daniel', 'fred', 'david', 'mark', 'george', 'james', 'guy', 'ryan', 'thomas',
    'aaron', 'arthur', 'gordon', 'rishi', 'oliver', 'matthew', 'joey', 'justin', 'brian', 'eric', 'christopher',
    'richard', 'sean', 'william', 'tom', 'ravi',
  ],
};

/** "Google US English" is Chrome's female US voice; its name carries no hint. */
const KNOWN_VOICES: Record<string, VoiceType> = { 'google us english': 'female' };

export function voiceGender(voice: Pick<VoiceInfo, 'name'>): VoiceType | undefined {
  const name = voice.name.toLowerCase().trim();
  const known = KNOWN_VOICES[name];
  if (known) return known;
  const words = new Set(name.split(/[^a-z]+/).filter(Boolean));
  // "female" contains "male" as a substring only, never as a word, so word sets keep them apart.
  const female = NAME_HINTS.female.some((hint) => words.has(hint));
  const male = NAME_HINTS.male.some((hint) => words.has(hint));
  if (female === male) return undefined;
  return female ? 'female' : 'male';
}

/** Higher is better: the user's language first, then English, then a voice that works offline. */
function voiceScore(voice: VoiceInfo, lang: string): number {
  const voiceLang = voice.lang.replace('_', '-').toLowerCase();
  const wanted = lang.toLowerCase();
  let score = 0;
  if (voiceLang === wanted) score += 8;
  else if (voiceLang.split('-')[0] === wanted.split('-')[0]) score += 4;
  if (voice.localService) score += 2;
  if (voice.default) score += 1;
  return score;
}

function best<V extends VoiceInfo>(voices: readonly V[], lang: string): V | null {
  let chosen: V | null = null;
  let chosenScore = -1;
  for (const voice of voices) {
    const score = voiceScore(voice, lang);
    if (score > chosenScore) {
      chosen = voice;
      chosenScore = score;
    }
  }
  return chosen;
}

export interface VoiceChoice<V> {
  /** null: let the browser use its default voice. */
  voice: V | null;
  pitch: number;
}

/** Spec §7: replies are spoken in en-US. */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[], type: VoiceType, lang = 'en-US'): VoiceChoice<V> {
  const language = lang.split('-')[0]?.toLowerCase() ?? 'en';
  const inLanguage = voices.filter((v) => v.lang.toLowerCase().startsWith(language));
  const matching = inLanguage.filter((v) => voiceGender(v) === type);
  if (matching.length > 0) return { voice: best(matching, lang), pitch: NATURAL_PITCH };
  // No voice of that type: prefer one whose gender is unknown over one of the other type.
  const neutral = inLanguage.filter((v) => voiceGender(v) === undefined);
  const fallback = best(neutral.length > 0 ? neutral : inLanguage, lang) ?? best(voices, lang);
  return { voice: fallback, pitch: FALLBACK_PITCH[type] };
}
