/**
 * Every lexicon file of this folder, by name (lexicon.test.ts checks that none is left out). Add a file's import
 * here when you add the file.
 */
import adjectives from './adjectives.json';
import animalsKept from './animals-kept.json';
import calendar from './calendar.json';
import chat from './chat.json';
import circumstances from './circumstances.json';
import colours from './colours.json';
import degree from './degree.json';
import designTalk from './design-talk.json';
import discourse from './discourse.json';
import grammar from './grammar.json';
import health from './health.json';
import homographs from './homographs.json';
import judgement from './judgement.json';
import kinship from './kinship.json';
import languages from './languages.json';
import lifeEvents from './life-events.json';
import materials from './materials.json';
import meanings from './meanings.json';
import measures from './measures.json';
import notPictures from './not-pictures.json';
import numbers from './numbers.json';
import occasionWords from './occasion-words.json';
import people from './people.json';
import petGear from './pet-gear.json';
import phraseEnds from './phrase-ends.json';
import sizes from './sizes.json';
import smallTalk from './small-talk.json';
import studio from './studio.json';
import units from './units.json';
import vague from './vague.json';
import verbs from './verbs.json';
import weather from './weather.json';

/** A lexicon: one flat class of words, or named classes (referred to as `name.class`). */
export type LexiconFile = { about: string; words: string[] } | { about: string; classes: Record<string, string[]> };

export const LEXICON_FILES: Record<string, LexiconFile> = {
  'adjectives': adjectives as LexiconFile,
  'animals-kept': animalsKept as LexiconFile,
  'calendar': calendar as LexiconFile,
  'chat': chat as LexiconFile,
  'circumstances': circumstances as LexiconFile,
  'colours': colours as LexiconFile,
  'degree': degree as LexiconFile,
  'design-talk': designTalk as LexiconFile,
  'discourse': discourse as LexiconFile,
  'grammar': grammar as LexiconFile,
  'health': health as LexiconFile,
  'homographs': homographs as LexiconFile,
  'judgement': judgement as LexiconFile,
  'kinship': kinship as LexiconFile,
  'languages': languages as LexiconFile,
  'life-events': lifeEvents as LexiconFile,
  'materials': materials as LexiconFile,
  'meanings': meanings as LexiconFile,
  'measures': measures as LexiconFile,
  'not-pictures': notPictures as LexiconFile,
  'numbers': numbers as LexiconFile,
  'occasion-words': occasionWords as LexiconFile,
  'people': people as LexiconFile,
  'pet-gear': petGear as LexiconFile,
  'phrase-ends': phraseEnds as LexiconFile,
  'sizes': sizes as LexiconFile,
  'small-talk': smallTalk as LexiconFile,
  'studio': studio as LexiconFile,
  'units': units as LexiconFile,
  'vague': vague as LexiconFile,
  'verbs': verbs as LexiconFile,
  'weather': weather as LexiconFile,
};
