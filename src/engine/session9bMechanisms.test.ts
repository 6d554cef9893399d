/**
 * Session 9b (issue #19): the general mechanisms added after the tenth set (docs/eval-runs/conversations-blind-10-first-pass.txt),
 * held to phrasings apart from that set and every other fixture — and to the design turns each rule must leave
 * alone. Grouped as in docs/engine-eval.md ("Session 9b: the tenth set").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { loadTagger } from './nlp/tagger';
import { occasionCue } from './occasionCues';
import { briefProbe } from './eval/briefProbe';

/** A brief with a picture already in it, as mid-conversation. */
const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher, bulrushes', size: 'medium' };
/** Whether a turn changes the brief, typed or spoken, and the brief after it (eval/briefProbe.ts). */
const { changes, applied } = briefProbe(started);

beforeAll(async () => {
  await loadTagger();
});

describe('a body part with a condition of its own, anywhere in its clause, or hurt, is never a placement', () => {
  it.each([
    // the body part mid-clause, after "and", with a negation before the condition
    ['how old do you have to be, i am seventy and my hips are not so good'],
    // an adverb before a verb of looking
    ['I scar badly, my ankles always look a mess after I shave'],
    // the object of a verb of injury
    ['I wrecked my elbow at football years ago, still clicks'],
    ['i cut my thumb on a tin lid, will that matter?'],
    // something ground into the skin for good
    ["I've got coal dust rubbed into my knuckles from the mine, is that a problem?"],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a placement said outright stays one
    ['I want it on my ankle', 'calf'],
    ['a stag on my shoulder please', 'shoulder'],
    // a copula that says where it goes
    ['my forearm is free so put it there', 'forearm'],
  ])('leaves a placement alone: %s', (text, zone) => {
    expect(applied(text, EMPTY_SLOTS).bodyZone).toBe(zone);
  });

  it('keeps the picture beside an idiom about the heart', () => {
    // ("broke my heart" is no injury: the being in the clause before is the picture)
    expect(applied('Our spaniel Bramble went over the rainbow bridge, it broke my heart', EMPTY_SLOTS).keywords).toMatch(/spaniel/);
  });
});

describe('logistics and other people, once there is a picture, write nothing', () => {
  it.each([
    // a shift pattern and time away
    ["I'm on three on three off at the refinery, so weekends are hard"],
    ["My boss is posting me to Leeds for a month, I'll book when I'm back"],
    // lateness with its measure
    ['Sorry the train was twenty minutes late, on my way now'],
    // fainting told as a story
    ['My sister passed out at her flu jab once, the pharmacist had to sit her down'],
    // someone else's tattoo being done
    ['My cousin is getting her whole leg done next door and she looks fine'],
    // what tattoos are said to be
    ['My gran keeps saying tattoos are for sailors, my dad just laughs'],
    // workplace rules
    ['Not allowed tattoos on the face at the bank, there is a dress code'],
    // a question whether it is fine for a tattoo
    ['The birthmark near my elbow, is it ok for tattoo or not?'],
    // someone saying who is typing; a declined card
    ['Manager here, the last client card was declined, can he pay cash?'],
    // a hope that something is no problem, and a laugh
    ['lol, hope that is not a problem for you'],
    // one of the people just named, and their piece
    ['There are three people before you and one is a huge back piece'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a new thing brought in beside a question
    ['an otter holding a pebble?? is that too daft', /otter/],
    // a listed subject beside a question
    ['maybe a hare with a pocket watch, is that ok?', /hare/],
    // something added beside a question ("and the … too")
    ['can I pay cash? oh and the kettle too', /kettle/],
    // a memory told beside a calendar
    ['We walked the dog on the beach every Sunday, and what I remember is the old pier', /pier/],
    // someone else's piece copied for the speaker
    ['My brother had a swallow done, I want a swallow as well', /swallow/],
  ])('leaves design talk alone: %s', (text, subject) => {
    expect(applied(text).keywords).toMatch(subject);
  });

  it('keeps a size said beside a placement question', () => {
    expect(applied('could it go behind the ear? tiny tiny').size).toBe('small');
  });
});

describe('subjects by structure', () => {
  it.each([
    // "can" closing an article's noun phrase is the container
    ['I want a dented oil can with a robin perched on it', /oil can/],
    ['a tin can with a string telephone', /tin can/],
    ['a rusty paint can, spilling blue paint', /paint can/],
    // a Roman numeral in capitals after a capitalised name is the model's
    ['I want a Morris Minor II on my calf', /morris minor ii/],
    // (and "I" after a name stays the pronoun: two letters or more)
    ['a Robin Reliant I drove for years', /robin reliant(?! i)/],
    // two words on either side of a Romance link are one name
    ['a jar of dulce de leche with a spoon', /dulce de leche/],
    ['a plate of pastéis de nata', /pastéis de nata/],
    ['a fleur de lis over the shield', /fleur de lis/],
    // a gerund of action is not a payment question
    ['a jug tipping milk into a bowl', /jug/],
  ])('%s', (text, subject) => {
    expect(applied(text, EMPTY_SLOTS).keywords).toMatch(subject);
  });

  it.each([
    // the modal stays a modal
    ['I think the artist can do it'],
    ['a fox that can run'],
  ])('writes no container for the modal: %s', (text) => {
    expect(applied(text, EMPTY_SLOTS).keywords).not.toMatch(/\bcan\b/);
  });

  it.each([
    // a modal request with a new thing right after its verb proposes the thing
    ['Could you slip a small acorn in beside the badger?', /acorn/],
    ['could it have a ribbon trailing off the kite', /ribbon/],
    // a peel with a modifier before it is a thing, not healing
    ['I want a pizza peel crossed with a rolling pin', /pizza peel/],
  ])('%s', (text, subject) => {
    expect(applied(text).keywords).toMatch(subject);
  });

  it.each([
    // a modal question about getting there, paying or the care after stays a question
    ['could you send a quote for the stag?'],
    ['will it peel after a week?'],
    ['could you recommend a good balm for the healing?'],
  ])('answers, never writes: %s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it('still answers a question about tipping', () => {
    expect(changes('is tipping expected at your studio?', EMPTY_SLOTS)).toBe(false);
  });
});

describe('occasions by structure', () => {
  it.each([
    // a person who simply went at a time
    ['My nan worked the mills all her life. She went in November, her lungs in the end.', 'memorial'],
    // lost + a being called by name
    ['Lost our old collie Jess on Friday, she was fifteen', 'memorial'],
    // a win of a contest
    ['Our choir won the national competition last month!', 'celebration'],
    // a test passed at last
    ['My old van finally passed its MOT after three tries', 'celebration'],
    // a debt cleared after years
    ['We paid the mortgage off after 25 years, party at ours', 'celebration'],
    // an achievement with elation
    ['I ran the London marathon on Sunday, still buzzing', 'celebration'],
    // born, the subject dropped
    ['A little girl! Born yesterday at 3am, 7lb 2oz', 'celebration'],
  ])('%s', (text, kind) => {
    expect(occasionCue(text)).toBe(kind);
  });

  it.each([
    // a destination or a purpose after "went"
    ['She went last week to Malaga with her friends'],
    ['He went last March for a check-up'],
    // lost a thing, no name
    ['I lost my phone on the bus last week'],
    // a contest not won
    ['We entered the area contest at the weekend'],
    // elation without an achievement of the speaker's
    ['Buzzing for the weekend'],
  ])('reads no occasion in: %s', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});
