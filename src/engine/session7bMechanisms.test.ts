/**
 * Session 7b (issue #19): one case or more per general mechanism added after the seventh blind set,
 * phrased differently from that set, so each rule is held to forms it was not written from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { loadTagger } from './nlp/tagger';
import { occasionCue } from './occasionCues';
import { extractSlots, isOffTopic } from './slotExtraction';
import { extractVoiceKeywords } from './voiceKeywords';

const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => extractSlots(text, current).find((s) => s.field === 'keywords')?.value ?? '';

beforeAll(async () => {
  await loadTagger();
});

describe('off-topic questions write nothing', () => {
  const brief: DesignSlots = { ...EMPTY_SLOTS, keywords: 'heron, bulrushes' };
  it.each([
    // a rough figure for the cost
    'what sort of money are we talking? just a ballpark',
    'could you give me a rough estimate for a forearm piece',
    // availability: the soonest date, time off work
    "when's the soonest you can do it? I'm off work from the 12th",
    'what is the earliest slot you have',
    // health: treatment, immunity, medication, needle depth
    "I finished radiotherapy in May, is that going to be a problem",
    'would my immune system cope with it',
    'is it really safe with a heart condition',
    'can I have it done while I am on methadone',
    'how deep does the needle go',
    // languages the artists speak
    'is there anyone who speaks Polish there? my English is not great',
    'do any of the artists talk Cantonese',
  ])('%s', (text) => {
    // (no keywords suggestion at all: the brief stays as it was)
    expect(keywords(text, brief)).toBe('');
    expect(extractVoiceKeywords(text, brief).suggestions).toEqual([]);
  });

  it('reads Scots spellings of time off as the standard words', () => {
    expect(isOffTopic("Could ye squeeze us in the morra? Ah'm aff work efter that")).toBe(true);
  });

  it('an apology or an interjection before a question is not a subject', () => {
    expect(keywords('Oops, sorry, rambling again. Will the ribs sting?', brief)).toBe('');
    // (a subject named in the same breath is still taken)
    expect(keywords('sorry, I forgot the kingfisher')).toContain('kingfisher');
  });

  it('being off the drink is no question about time off', () => {
    expect(keywords("I'm off the drink a year now, want a phoenix")).toBe('phoenix');
  });

  it('asking whether an addition is alright, or for a translation, is design talk', () => {
    expect(keywords('would it be ok to add a moth?')).toBe('moth');
    expect(keywords('could you translate it into Latin and add a laurel wreath')).toContain('laurel wreath');
  });

  it('a rough figure or an estimate of a design is still design talk', () => {
    expect(keywords('a ballpark with floodlights')).not.toBe('');
  });
});

describe('memorials', () => {
  it.each([
    ["It would've been Dad's 60th on Sunday", 'memorial'],
    ['she wouldve turned 40 this week', 'memorial'],
    ['my uncle who die two years ago in Lagos', 'memorial'],
    ['grandad is off to the great golf course in the sky now', 'memorial'],
    ["Her glasses are still on the bedside table, I can't bring myself to put them away", 'memorial'],
    ["it's all left exactly where he left it", 'memorial'],
  ])('%s → %s', (text, kind) => {
    expect(occasionCue(text)).toBe(kind);
  });

  it.each([
    // a hypothetical with a measurement, "die" for something wanted, a learner's present tense
    ['it would have been 30 cm wide'],
    ['I would die for a chai latte'],
    ["I can't bring myself to pick a font"],
    ["I can't bring myself to sell my old bike"],
    ['we went to the big top at the circus'],
  ])('%s → no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('celebrations', () => {
  it.each([
    ['we won the regional darts championship last night', 'celebration'],
    ['She won her first chess tournament', 'celebration'],
    ['two years today, not a drop', 'celebration'],
    ['500 days now, no booze', 'celebration'],
    ['Our little lady arrived on Friday', 'celebration'],
    ['Baby Ava, 6lb 11oz, mum and baby doing great', 'celebration'],
    ['for our new bakery opening in March', 'celebration'],
    ['my own salon opens next week!', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(occasionCue(text)).toBe(kind);
  });

  it.each([
    // a catch's weight, a count with no abstaining, a win that is no event
    ['caught a 7lb 2oz carp'],
    ['three weeks now since I booked'],
    ['the little man in the moon arrived in my dream'],
  ])('%s → no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('subjects', () => {
  it.each([
    // an -ing word built on no verb is a plain noun
    ['a starling on a fence post', 'starling, fence post'],
    ['a sapling in a terracotta pot', 'sapling, terracotta pot'],
    // (in a noun's place only: a participle after the head keeps its verb, even one the lexicon lacks)
    ['a brass keyring dangling off a hook', 'brass keyring, hook'],
    // a tool's kind before its noun
    ['a rusty combination lock', 'rusty combination lock'],
    // a can holds what is in it; a name with a lengthening-looking ending is not spell-corrected
    ['a can of cider', 'can of cider'],
    ['a cuddly green monster', 'green monster'],
    // a capitalised name runs on through "of the"
    ['the Tower of the Winds at sunset', 'tower of the winds, sunset'],
    // shavings of wood or pencil are a picture, not a question about shaving skin
    ['a heap of pencil shavings', 'heap of pencil shavings'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });
});

describe('subjects: makes, models and names', () => {
  it.each([
    // a maker's name then its model, up to the phrase's end
    ['my old 1998 toyota corolla', 'toyota corolla'],
    ['she played her fender stratocaster', 'fender stratocaster'],
    // an edition word ending a two-word name
    ['a nintendo switch lite in pink', 'nintendo switch lite'],
    // millimetres before a noun name the kind
    ['a 50mm lens cap', '50mm lens cap'],
    // someone's (with its apostrophe) before a capitalised name
    ["Nan's battered Silver Cross pram", 'silver cross pram'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('asking for a thing to be in the piece proposes it', () => {
    expect(keywords('she loved her tartan scarf, could it go in the design?')).toContain('tartan scarf');
    // (a question that only asks still writes nothing)
    expect(keywords('does a tartan scarf fade?')).toBe('');
  });
});
