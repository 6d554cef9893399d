/**
 * Session 8b (issue #19): cases for each general mechanism added after the eighth sealed set's single
 * blind pass (docs/eval-runs/conversations-blind-8-first-pass.txt), phrased apart from that fixture so
 * each rule is held to forms it was not written from. Grouped as in docs/engine-eval.md ("The eighth blind set").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { loadTagger } from './nlp/tagger';
import { occasionCue } from './occasionCues';
import { extractSlots, isOffTopic } from './slotExtraction';
import { briefProbe } from './eval/briefProbe';

const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => extractSlots(text, current).find((s) => s.field === 'keywords')?.value ?? '';
/** A brief with a picture already in it, as mid-conversation. */
const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'heron, reeds', bodyZone: 'forearm', size: 'medium' };
/** Whether a turn changes the brief, typed or spoken, and the brief after it (eval/briefProbe.ts). */
const { changes } = briefProbe(started);

beforeAll(async () => {
  await loadTagger();
});

describe('off-topic: age and consent, money, availability, aftercare and worries leave the brief alone', () => {
  it.each([
    // age / consent: a parent signing, "is that legal", the next birthday carried on
    ["I'm 16 and my dad says he'll sign for me if it's a tiny one, is that even legal?"],
    ["I'm 17, turning 18 in June. Should I hold off?"],
    // money said as a statement, booking after it
    ['Money is a bit tight right now so I will book once I get paid'],
    // a statement of where the speaker is, set up for an availability question
    ["Hey I'm in the car park outside. Is anyone free to take a walk-in now?"],
    // a celebration's timing relative to a fresh tattoo
    ['will a spray tan over a new tattoo cause problems? The wedding is two weeks after'],
    // a pain worry about a placement, with a tag asking agreement
    ["Ankle's mostly bone isn't it. I'm rubbish with pain"],
    // a placement said inside a pain worry (decided: off-topic — the worry is answered, the spot asked again)
    ["honestly my neck is where I'd like it but I'm terrified it'll hurt"],
    // skin and age
    ["My skin has got quite thin on my hands. Will it still look ok after a few years?"],
    // work hazards
    ['my arms are always in bleach at work, will that ruin it'],
    // Scots healing time with a clause about the speaker's life after it
    ["How lang will it tak tae heal? A'm oot wi the boat maist days"],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it('"18 in June" is an age and a month, not eighteen inches', () => {
    expect(extractSlots("I'm turning 18 in June", EMPTY_SLOTS).some((s) => s.field === 'size')).toBe(false);
    expect(extractSlots('a rose about 8 in wide', EMPTY_SLOTS).find((s) => s.field === 'size')).toBeDefined();
  });

  it('a wish with a new thing before a worry is still written', () => {
    expect(keywords("I'd like a wren on my ribs but I'm scared it'll hurt")).toContain('wren');
  });

  it('a sentence about the speaker before a design request is not swept in', () => {
    expect(isOffTopic("Hi I'm on my lunch break. Could you add a kingfisher?")).toBe(false);
    expect(keywords("Hi I'm on my lunch break. Could you add a kingfisher?")).toContain('kingfisher');
  });
});

describe('memorials said gently', () => {
  it.each([
    ['we had to have him put down last week, he was fifteen'],
    ['my old dear carked it over christmas'],
    ['Grandad went home to be with the Lord in the spring'],
    ['My aunt Maeve was a seamstress, gone three years this winter'],
    ["Nana's gone to her reward, God love her"],
  ])('%s', (text) => {
    expect(occasionCue(text)).toBe('memorial');
  });
  it('a pet had put in a kennel is not a memorial', () => {
    expect(occasionCue('we had her put in kennels for the weekend')).toBeUndefined();
  });
});

describe('celebrations said as a count of years or a new citizenship', () => {
  it.each([
    ['Officially an Irish citizen as of Friday!'],
    ['twenty years at the fire station next month'],
    ['Five years in New Zealand this week since we left Leeds'],
  ])('%s', (text) => {
    expect(occasionCue(text)).toBe('celebration');
  });
  it('years of liking something are not a milestone', () => {
    expect(occasionCue("I've wanted this for ten years")).toBeUndefined();
  });
});

describe('subjects: partitives before a plural, brand names, approval asked of a picture', () => {
  it.each([
    // a partitive whose held word is a modifier of a plural head
    ['a garland of paper lanterns over the door', 'garland of paper lanterns'],
    ['a bunch of rose petals', 'bunch of rose petals'],
    // a two-word brand name counts as one word toward the phrase limit
    ['a tiny Tate Lyle syrup tin', 'tate lyle syrup tin'],
    // a picture put forward after a linking word, then "is that too …?"
    ['plus a packet of crisps next to it, is that too silly?', 'packet of crisps'],
  ])('%s', (text, phrase) => {
    expect(keywords(text).toLowerCase()).toContain(phrase);
  });
  it('a verb the lexicon knows after the held word stays out', () => {
    // (not checked: "a string of fairy sits" — the tagger already reads "fairy sits" as one phrase, before this rule)
    expect(keywords('a bowl of cherry sits there')).not.toContain('cherry sits');
  });
});

describe('a size word written as the first word of a name (brand + model)', () => {
  it('a capitalised size word before a capitalised word is a name, not a size', () => {
    const out = extractSlots('I want a Grand Cherokee and a Mini Clubman on my calf', EMPTY_SLOTS);
    expect(out.find((s) => s.field === 'keywords')?.value.toLowerCase()).toContain('mini clubman');
    expect(out.some((s) => s.field === 'size')).toBe(false);
  });
  it('a lower-case size word is still a size', () => {
    expect(extractSlots('a mini fox on my calf', EMPTY_SLOTS).find((s) => s.field === 'size')?.value).toBe('small');
  });
});

describe('an unknown adjective before a subject, after "a tattoo of a"', () => {
  it('joins the subject instead of standing alone', () => {
    const found = keywords('a tattoo of a rustic anchor');
    expect(found).toContain('rustic anchor');
    expect(keywords('a design of an inflatible flamingo')).toContain('inflatible flamingo');
  });
});

describe('the word held after "a <measure> of" is a noun whatever the tagger guessed', () => {
  it('a verb-looking plural in a list is kept', () => {
    // (the tagger reads "skates" as a verb; of the plurals tried — boots, clogs, matches, smokes, paints — it is the
    // one the tagger gets wrong, so the word is the fixture's but the sentence is not)
    expect(keywords('a tent, a pair of skates and a scarf')).toContain('skates');
  });
  it('a pronoun after "a pair of" is not a subject', () => {
    expect(keywords('a pair of them')).toBe('');
  });
});

describe('a capitalised "X of Y" name after "the"', () => {
  it.each([
    ['my dad loved the Sound of Music', 'sound of music'],
    ['the Lady of Shalott on my arm', 'lady of shalott'],
  ])('%s', (text, phrase) => {
    expect(keywords(text).toLowerCase()).toContain(phrase);
  });
  it('lower case stays two things', () => {
    expect(keywords('the sound of rain on a tin roof')).not.toContain('sound of rain on');
  });
});
