/**
 * Session 9 (issue #19): the defaults changed after the ninth blind set
 * (docs/eval-runs/conversations-blind-9-first-pass.txt), held to phrasings apart from that set and every other
 * fixture — and to the design turns each default must leave alone, since a false positive is as bad as a miss.
 * Grouped as in docs/engine-eval.md ("Session 9").
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

describe("a clause about the speaker's own life, next to an off-topic question, writes nothing", () => {
  it.each([
    // the clause after the question, a place name as object
    ['What time do you shut on Fridays? I am driving down from Aberdeen'],
    // before the question
    ["I'm coming straight off a night shift, can I still get it done?"],
    // a copula with a bare predicate (no article), learner English
    ['Can I still donate after? I am plasma donor'],
    // a copula with an article: what the speaker is, not a thing brought in
    ["Does the outer thigh sting much? I'm a proper baby with jabs"],
    // a dropped auxiliary, and a wish whose object is an action
    ['When can it get wet? We flying to Crete and I want to swim every day'],
    // a body part of the speaker's as the subject of its own condition
    ['Is there a lift up to you? My hips are not great these days'],
    ['Do I need to rest it after? My wrists and elbows get stiff in the cold'],
  ])('%s', (text) => {
    expect(changes(text, EMPTY_SLOTS)).toBe(false);
    expect(changes(text)).toBe(false);
  });
});

describe('once there is a picture, a clause about the speaker writes nothing on its own', () => {
  it.each([
    ["i'm on lithium, does that change anything"],
    ["i'll run it past my GP first"],
    // a thing of the speaker's as the subject of a finite verb
    ['my van broke down again on the bypass'],
    ['we are out in Connemara most weekends'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a wish with a thing as its object
    ['I want to add a dragonfly', 'dragonfly'],
    // a story in the past tense
    ['we fished the canal with a net', 'net'],
    // a liking said with "into"
    ["I'm really into otters", 'otter'],
    // the speaker's hobby with its thing, and a new thing brought in after a linking word
    ['we breed ferrets', 'ferret'],
    ['I am Cornish so a chough', 'chough'],
    ['I teach maths, so maybe a compass', 'compass'],
    ['my favourite bird is the puffin', 'puffin'],
    ['my allotment has sweet peas every june', 'peas'],
  ])('%s keeps its picture', (text, subject) => {
    expect(applied(text).keywords).toContain(subject);
  });

  it('a placement said with the body part as the location is still written', () => {
    expect(applied('on my calf please').bodyZone).toBe('calf');
    expect(applied('my calf is free so there').bodyZone).toBe('calf');
  });
});

describe('said on its own, with or without a picture', () => {
  it.each([
    // a present circumstance on the speaker's calendar, before there is a picture
    ['my partner is due in May so the sooner the better'],
    ['our eldest is off sick this week'],
    // a medicine named by its form after "I'm on" (not "on the fence", "on holiday")
    ["I'm on propranolol"],
    ['been on citalopram since the spring'],
    // a body part of the speaker's as the subject of its own condition
    ['my shoulders are wrecked from the gym'],
    // what someone near the speaker thinks of tattoos, a resumptive pronoun after the person
    ['my dad he does not like tattoos'],
    ['my gran would go mad at me'],
  ])('%s', (text) => {
    expect(changes(text, EMPTY_SLOTS)).toBe(false);
    expect(changes(text)).toBe(false);
  });

  it.each([
    // (a first description may be a memory on a calendar: the past tense keeps it)
    ['the harbour wall we walked along last summer', 'harbour wall'],
    ["I'm on the fence between a hare and a fox", 'hare'],
    ['my dad loved his pigeons', 'pigeon'],
  ])('%s keeps its picture', (text, subject) => {
    expect(applied(text, EMPTY_SLOTS).keywords).toContain(subject);
  });

  it('a body part sized as the canvas is still a placement', () => {
    expect(applied('my back is broad so it can go big').bodyZone).toBe('back');
  });
});

describe('asides, worries and old pieces beside an off-topic question', () => {
  it.each([
    // an apology closing a question
    ['Will it scab for long? Sorry for all the questions'],
    // an aside about the keyboard
    ['how sore is the collarbone? my autocorrect keeps turning it into collar bun'],
    // a worry with the speaker as its object
    ['Can I go climbing the week after? The chalk dust bothers me'],
    // a pronoun question carrying the off-topic topic on, across a softener
    ['what do you reckon to numbing spray, does it really help or is it a gimmick'],
    // an old piece of the speaker's, dated, beside a removal question
    ['I have a faded dolphin from 1998 on my ankle. Would it need lasering before you go over it?'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // the people around the speaker, now, beside an off-topic question
    ['Do you do piercings as well? My son is after getting his lobes done'],
    // an event on the speaker's calendar (a/an + noun + a date) beside a healing question
    ["I've got a christening in three weeks, will it still be peeling"],
    // a simile after a verb, with a tag asking whether it is normal
    ['I flush like a tomato when nervous, is that normal'],
    // an opinion of tattoos after saying who the person is
    ['my mum is a midwife she says no tattoo on the feet'],
    // a pet on the keyboard
    ['sorry the dog stood on my phone'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it('an apology that corrects the picture is design talk', () => {
    expect(applied('sorry, I meant a hare not a rabbit').keywords).toContain('hare');
  });
});

describe('occasion cues that tolerate spelling and grammar', () => {
  it.each([
    // misspelt cue words, one edit away
    ['my uncle pased away in the spring', 'memorial'],
    ['since the funreal I can barely sleep', 'memorial'],
    // a homophone
    ['our cat past away on monday', 'memorial'],
    // a loss told through its circumstances
    ['my granny was called to her eternal rest last winter', 'memorial'],
    ['he would have been due at Easter', 'memorial'],
    // a bare verb for a milestone
    ['my daughter just graduate nursing school', 'celebration'],
    ['mi finish radiotherapy yesterday!', 'celebration'],
    // a sports first, a baby arrived, a first in the family
    ['our netball side won the league for the first time ever!', 'celebration'],
    ['our little boy is finally here after a long wait', 'celebration'],
    ['I got my degree, first in my family!', 'celebration'],
    ['our under 12s made the state final for the first time', 'celebration'],
    ['we finally won the shield!!', 'celebration'],
    ['my husband give birth— no, I give birth to twins on sunday', 'celebration'],
    ['i pass mi theory test', 'celebration'],
    ['three weeks since the cremation', 'memorial'],
    ['my grandpa is not with us anymore', 'memorial'],
    ['two years since my sister left us', 'memorial'],
    ['my brother is coming home from the navy', 'celebration'],
    ['three years clear at my last scan', 'celebration'],
    ['he was born on tuesday, 7 pounds', 'celebration'],
  ])('%s', (text, cue) => {
    expect(occasionCue(text)).toBe(cue);
  });

  it.each([
    // real words near a cue word stay themselves
    ['she paused the film'],
    ['my sister is a dancer'],
    ['I finish work at six'],
    ['we drove past the old mill'],
    ['the parcel is finally here'],
    ['I graduate next summer'],
    ['I pass the chippy on my way home'],
    ['my first tattoo in 10 years!'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('subjects: how a name is written is kept', () => {
  it.each([
    // an ampersand inside a name
    ['a Marks & Spencer carrier bag', 'marks & spencer'],
    // an initialism naming the kind
    ['his RAF roundel', 'raf roundel'],
    // a model number after a name written with capitals
    ['my first car, a Nokia 3310 on the dash', 'nokia 3310'],
  ])('%s', (text, subject) => {
    expect(applied(text, EMPTY_SLOTS).keywords).toContain(subject);
  });

  it.each([
    // dialect function words bound a subject instead of joining it
    ['a cast iron pot wid some callaloo inna it', 'cast iron pot'],
    ['a plate o tatties', 'plate of tatties'],
    ['some ackee an dumplings', 'ackee and dumplings'],
  ])('%s', (text, subject) => {
    expect(applied(text, EMPTY_SLOTS).keywords).toContain(subject);
    expect(applied(text, EMPTY_SLOTS).keywords).not.toMatch(/\b(?:wid|inna|o)\b/);
  });

  it.each([
    // a size or a count after the number is no model
    ['a Rose 3 inches wide', 'rose 3'],
    // shouting is not initialisms
    ['I WANT A FOX ON MY ARM', 'my fox'],
  ])('%s does not join', (text, wrong) => {
    expect(applied(text, EMPTY_SLOTS).keywords).not.toContain(wrong);
  });
});

describe('after the development set 9 first run: more defaults, phrased apart from it', () => {
  it.each([
    // a schedule clause beside a booking cue, any subject
    ['The last train out of Kyle leaves at six so I need a morning slot'],
    // a verb of the speaker's own life taking a thing, beside a question
    ['Do you have a loo? I run a market stall all day'],
    // a dropped "I" beside a question
    ['will it peel much? heading to Ibiza after'],
    // Patois "mi" as the speaker
    ['How much it cost? Mi drive taxi inna town'],
    // what someone near the speaker says, reported after a question
    ['does the elbow hurt cause my physio says i need to rest it'],
    // someone's view of the speaker
    ['my sister reckons I am mad for this'],
    // thanks and a word on the helper, a gloss on the talk
    ['you guys are so helpful, cheers'],
    ["haha it's a family in-joke"],
    // a question about the app itself
    ['will this chat still be here tomorrow'],
    // transport to the studio
    ['any tram from the station out to you'],
    // paying
    ['do you take apple pay'],
    // more logistics said as the speaker's day, checked after the dev-9 fixes
    ['wud it be alright if I brought a friend along'],
    ['the roads round Leeds are chocka today, running late'],
    ["it's my day off on friday so can come anytime"],
    ['you use fresh needles every time yes?'],
    ['my puppy needs to come along, is that ok'],
    ['do you sell gift cards? for my brother'],
    ['will you work over a bcg scar'],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a slot machine is a picture, not a booking slot
    ['a slot machine with three bells', 'slot machine'],
  ])('%s keeps its picture', (text, subject) => {
    expect(applied(text).keywords).toContain(subject);
  });

  it.each([
    ['my mother slept in the Lord last spring', 'memorial'],
    ['grandpa was called home in June', 'memorial'],
    ['my aunty dead two years now', 'memorial'],
    ['my uncle is die last week', 'memorial'],
    ['my gf proposed on the beach!', 'celebration'],
    ['our under 16s are county champions', 'celebration'],
    ['she got her law degree with flying colours', 'celebration'],
    ['18 months of night school done 🎉', 'celebration'],
    ['we closed on our new flat yesterday', 'celebration'],
    ["it's for his 40th", 'celebration'],
    ['our Bella went to sleep and never woke up', 'memorial'],
    ['my little girl turns three today!', 'celebration'],
    ['my granda pass away in the night', 'memorial'],
    ['we had to let Milo go on monday', 'memorial'],
    ['grandpa turns 90 this sunday', 'celebration'],
    ['got clean in 2021 and stayed that way', 'celebration'],
    ['my daughter made the county squad', 'celebration'],
    ['she got made captain this season', 'celebration'],
    ['we found out its a boy yesterday', 'celebration'],
    ['new PB at the half marathon', 'celebration'],
    ['grandad made it through the operation', 'celebration'],
    ['my uncle succumbed to his injuries', 'memorial'],
    ['mum had a stroke in march and didnt make it', 'memorial'],
    ['I am now a qualified plumber', 'celebration'],
  ])('%s', (text, cue) => {
    expect(occasionCue(text)).toBe(cue);
  });

  it.each([['I got my first tattoo!'], ['we did not make it to the beach after the crash'], ['I made the tea'], ['we had to let Dave go from the team'], ['I pass away the hours sketching'], ['my phone was dead last night'], ['I am a qualified plumber, can I get my hands done'], ['my 2nd tattoo'], ['the match is over!']])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});
