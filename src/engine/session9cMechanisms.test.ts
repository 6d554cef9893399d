/**
 * Session 9c (issue #19): the general mechanisms added after the eleventh set
 * (docs/eval-runs/conversations-blind-11-first-pass.txt), held to phrasings apart from that set and every other
 * fixture — and to the design turns each rule must leave alone. Grouped as in docs/engine-eval.md ("Session 9c: the
 * eleventh set").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { loadTagger } from './nlp/tagger';
import { detectOccasion } from './occasion';
import { occasionCue } from './occasionCues';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';
import { briefProbe } from './eval/briefProbe';

/** A brief with a picture already in it, as mid-conversation. */
const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher, bulrushes', size: 'medium' };
/** Whether a turn changes the brief, typed or spoken, and the brief after it (eval/briefProbe.ts). */
const { changes } = briefProbe(started);
const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => applySuggestions(current, extractSlots(text, current)).slots.keywords;

beforeAll(async () => {
  await loadTagger();
});

describe('logistics, the app, healing wear, other people and the inks write nothing', () => {
  it.each([
    // a living person and the aids they live with
    ["my nan's still kicking, 90 this year, can she wait in the studio with me? she has a mobility scooter"],
    ["did my shoulder at rugby, obviously not that side lol, it's still in the sling"],
    // paying in parts
    ['could I pay it in three instalments? Half now and the rest once my wages land on Friday'],
    // the app and the account
    ['wait can I change my username? my account still shows my maiden name'],
    ['can i hook my fitbit up to the app so it knows when i train'],
    // wear on the skin while healing
    ['How long before the gym? There is loads of friction on the shoulders from the barbell.'],
    // what someone says tattoos do
    ['my auntie said tattoos make you look rough, is that true?'],
    // what the inks are made of
    ['Is the ink vegan? I heard some have shellac in them.'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // an aid drawn, not lived with (no person as the subject of has/uses or a copula)
    ['a teddy bear with his paw in a cast', 'cast'],
    ['a little old lady with a walking stick and a cat', 'walking stick'],
    // "the rest" of the design is no payment
    ['the rest of the sleeve can be a koi pond', 'koi pond'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });
});

describe('occasions by structure', () => {
  it.each([
    // the particle before the object, then an age told after it
    ['we had to put down our old lurcher on friday, she was thirteen', 'memorial'],
    // the particle before the object, a pet word among the next words
    ['I had to put down my old dog last month and I want something for her', 'memorial'],
    // grandparents in the languages customers write them in
    ['My nonni passed in March and I want her rosary', 'memorial'],
    ['My lolo died when I was twelve', 'memorial'],
    // a crew, a squad or a choir winning a final
    ['the squad won the county final last night!', 'celebration'],
    ['our choir won the regional final', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([
    ['we had to put down a deposit for the flat'],
    ['I had to put down my name on the list and he said to wait'],
    ['our squad lost the final on penalties'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('a capitalised people adjective names the kind', () => {
  it.each([
    ['a Scottish terrier sitting by a fire', 'scottish terrier'],
    ['I want a Maltese cross on my ribs', 'maltese cross'],
    ['our dog was a Cornish rex, no wait that is a cat', 'cornish rex'],
  ])('%s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    // lower case, a judging word: not a kind
    ['something stylish, maybe a fox', 'stylish fox'],
  ])('%s does not join a judging word', (text, unexpected) => {
    expect(keywords(text)).not.toContain(unexpected);
  });
});

describe('compounds the tagger cut', () => {
  it.each([
    // a plural head with its relative clause right after it
    ['the tin cans we kicked down the lane', 'tin cans'],
    ['I want the paper boats they folded for me', 'paper boats'],
    // a word the lexicon knows only as an abbreviation, used as a modifier
    ['I would love the fig tree from her yard with a robin on it', 'fig tree'],
    // an -ing word after a material, before a singular noun
    ["my grandad's old iron frying pan on a gas ring", 'iron frying pan'],
    ['a copper mixing bowl full of lemons', 'copper mixing bowl'],
    // a design word between a noun and the thing it describes
    ['a paisley print scarf tied round a handbag', 'paisley print scarf'],
  ])('%s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    // a verb with its object: no pronoun subject right after it
    ['the lotus represents coming through', 'lotus represents'],
    // a thing made of a material doing something: the -ing word is its verb
    ['a copper kettle boiling water on the hob', 'boiling'],
    // a design word with no thing after it names no subject
    ['a koi with a wave pattern behind it', 'pattern'],
  ])('%s keeps its verb', (text, unexpected) => {
    expect(keywords(text)).not.toContain(unexpected);
  });
});

describe('an animal put down is the one grieved', () => {
  it('does not offer condolences for the relation who owned something else', () => {
    const occasion = detectOccasion("we had to put down our old lurcher on friday, she was thirteen, she loved my brother's pickup");
    expect(occasion?.kind).toBe('memorial');
    expect(occasion?.person).toBeUndefined();
  });

  it('still names a pet word put down', () => {
    expect(detectOccasion('we had to put our cat down last week, my sister is heartbroken')?.person).toBe('cat');
  });
});
