/** Issue #19: open-vocabulary subjects, off-topic clauses, exact spots beyond the eight zones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { loadTagger, setTagger, taggerLoadMs, taggerReady } from './nlp/tagger';
import { applySuggestions } from './slotChanges';
import { extractSlots, isOffTopic } from './slotExtraction';
import { extractVoiceKeywords } from './voiceKeywords';

const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => extractSlots(text, current).find((s) => s.field === 'keywords')?.value ?? '';
const brief = (text: string, current: DesignSlots = EMPTY_SLOTS): DesignSlots => applySuggestions(current, extractSlots(text, current)).slots;

describe('open-vocabulary subjects (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });

  it('loads the tagger once and reports how long it took', () => {
    expect(taggerReady()).toBe(true);
    expect(taggerLoadMs()).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['I want a saxophone on my arm', 'saxophone'],
    ['bass fish and a lure', 'bass fish, lure'],
    ['a trout jumping with his old fishing rod', 'trout, fishing rod'],
    ['a paper plane over a little snail', 'paper plane, snail'],
    ['my nan loved her sewing machine and teacups', 'sewing machine, teacups'],
    ['drumsticks crossed over a snare drum', 'drumsticks, snare drum'],
    // naming adjectives join a compound the list does not know; judging ones never do
    ['a hot air balloon over the hills', 'hot air balloon, hills'],
    ['a wooden train', 'wooden train'],
    // (since session 5 also on a listed subject, whose style hints come through its head: styleHintsFor)
    ['a rusty anchor', 'rusty anchor'],
    ['a cute little hedgehog', 'hedgehog'],
    // a word right after "a" is a noun even when the tagger guessed a verb; verb forms inside compounds
    ['a windsurfer on a wave', 'windsurfer, wave'],
    ['she adored her old garden shed', 'garden shed'],
    ['a tin can telephone', 'tin can telephone'],
    ['a bmx bike', 'bmx bike'],
    // "X is a …" describes someone only after a person
    ['what I want is a cassette tape', 'cassette tape'],
    ["a wrench, since I'm a mechanic", 'wrench'],
    // after the second blind pass: short words are not abstract nouns ("fence", "city"), heads the
    // light tagger misreads ("locomotive" as an adjective, "can" before a participle)
    ['a barn owl perched on a fence post', 'barn owl, fence post'],
    ['a city skyline', 'city skyline'],
    ['a spaceship, not our friendship', 'spaceship'],
    ['a steam locomotive coming out of a tunnel', 'steam locomotive, tunnel'],
    ['a raccoon in a trash can wearing a crown', 'raccoon, trash can, crown'],
    ['I beat leukaemia on a Sunday', ''],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('keeps the listed subjects and the list-based rules', () => {
    expect(keywords('a small koi fish on my inner forearm')).toBe('koi fish');
    expect(keywords('Photorealistic lion portrait')).toBe('lion, portrait');
    expect(keywords('in memory of my dog Max')).toBe('');
  });

  it('does not take talk about the tattoo, time or meaning for subjects', () => {
    expect(keywords('wait, not the forearm, the shoulder')).toBe('');
    expect(keywords('It is about my journey with anxiety')).toBe('');
    expect(keywords('a phoenix for my rebirth after cancer')).toBe('phoenix');
    expect(keywords('A swallow with bold lines and a limited palette')).toBe('swallow');
  });

  it('adds new subjects to the ones already in the brief', () => {
    expect(keywords('and a lure', { ...EMPTY_SLOTS, keywords: 'trout' })).toBe('trout, lure');
  });
});

describe('without the tagger', () => {
  beforeAll(() => setTagger(undefined));
  afterAll(async () => {
    await loadTagger();
  });

  it('falls back to the list and the "a tattoo of a …" shape', async () => {
    // loadTagger() resolves at once when a tagger was loaded before; force the fallback for this test.
    setTagger(undefined);
    expect(keywords('I want a saxophone on my arm')).toBe('');
    expect(keywords('a tattoo of a saxophone')).toBe('saxophone');
    expect(keywords('a wolf on my arm')).toBe('wolf');
  });
});

describe('off-topic talk never writes the brief', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  const full: DesignSlots = { style: 'realistic', bodyZone: 'forearm', keywords: 'fish', size: 'medium', colors: 'black and grey', description: '' };

  it.each([
    'find me an artist and book me in',
    'can you book me with someone this week?',
    'how much does a sleeve cost',
    'does the ribs hurt more than the back?',
    'how long does it take to heal on the ankle?',
    'which artists near me do japanese work?',
    'can I get a quote for a koi on my calf',
    'when can I come in for a walk-in',
    "who's good at fine line around Leeds?",
    'can I go swimming after getting a tattoo on my ankle',
    'can you recommend someone who does dotwork',
    'do I need to shave my arm before',
    'does it sting much on the ribs?',
    // after the third blind pass (not blind): a remark about oneself right after the question
    'does the inner arm hurt? I bruise really easily',
    'can I bring a friend to the appointment? I get really nervous',
    'are you open on bank holidays i do nights',
    // before the fourth blind set: preparation and aftercare asked as "can I … after / before"
    'can I go for a run the day after',
    'should we bring snacks beforehand',
    'how soon can I get back in the pool',
    "i'm on antibiotics at the moment",
    'got any gaps on saturday',
    'i have psoriasis on my elbow is that a problem',
  ])('%s', (text) => {
    expect(isOffTopic(text)).toBe(true);
    expect(brief(text, full)).toEqual(full);
    expect(applySuggestions(full, extractVoiceKeywords(text, full).suggestions).changes).toEqual([]);
  });

  it('design requests phrased "can I have …" stay design talk', () => {
    expect(keywords('can I have a hare on my calf')).toBe('hare');
    expect(isOffTopic('could I get a tiny snail behind my ear')).toBe(false);
  });

  it('a remark about oneself after a question keeps the design words that follow', () => {
    expect(keywords('is it painful on the foot? I want a small gecko there')).toBe('gecko');
  });

  it('still reads the design half of a mixed message', () => {
    const slots = brief('I want a koi on my calf, how long will it take to heal');
    expect(slots.keywords).toBe('koi');
    expect(slots.bodyZone).toBe('calf');
  });

  it('design words that look like aftercare talk stay subjects', () => {
    expect(keywords('a bee with a sting')).toBe('bee, sting');
    expect(keywords('a bleeding heart')).toBe('bleeding heart');
    // (session 8: "a <noun> of <bare noun>" after an article is one picture — the shower is still kept)
    expect(keywords('a shower of stars')).toBe('shower of stars');
    expect(keywords('a koi swimming upstream')).toBe('koi');
  });

  it('an open book is a subject, booking is not', () => {
    expect(keywords('an open book with a quill')).toContain('book');
    expect(isOffTopic('an open book with a quill')).toBe(false);
  });

  it('voice keeps the subjects already in the brief', () => {
    const spoken = extractVoiceKeywords('and maybe a lure next to it', { ...EMPTY_SLOTS, keywords: 'fish' }).suggestions;
    expect(spoken.find((s) => s.field === 'keywords')?.value).toBe('fish, lure');
  });
});

describe('placements beyond the eight zones', () => {
  it.each([
    ['a star on my inner wrist', 'forearm', 'inner wrist'],
    ['a rose on the back of my hand', 'forearm', 'back of the hand'],
    ['a moon behind my ear', 'shoulder', 'behind the ear'],
    ['a swallow on my neck', 'shoulder', 'neck'],
    ['a wave on my ankle', 'calf', 'ankle'],
    ['a dagger on my shin', 'calf', 'shin'],
    ['a snake on my hip', 'leg', 'hip'],
    ['a moth on my sternum', 'chest', 'sternum'],
    ['a rose on my left thigh', 'leg', 'left thigh'],
    ['a fern on my inner arm', 'arm', 'inner arm'],
  ])('%s → %s, with "%s" kept', (text, zone, spot) => {
    const slots = brief(text);
    expect(slots.bodyZone).toBe(zone);
    expect(slots.description).toContain(`Placement: ${spot}.`);
  });

  it('a plain zone adds no note, and a new spot replaces the old note', () => {
    expect(brief('a wolf on my forearm').description).toBe('');
    const first = brief('a star on my wrist');
    expect(brief('actually on my ankle', first).description).toBe('Placement: ankle.');
  });

  it('a hand in the picture is not a placement', () => {
    expect(brief('a hand holding a rose').bodyZone).toBe('');
  });
});

describe('subjects the third labelled set showed were missed', () => {
  beforeAll(async () => {
    await loadTagger();
  });

  it('a holder or measure and what it holds are one picture', () => {
    expect(keywords('a jug of sunflowers on my calf')).toBe('jug of sunflowers');
    expect(keywords('a deck of cards and a dice')).toBe('deck of cards, dice');
  });

  it("a thing's part is one picture unless the owner is a person", () => {
    expect(keywords("a sailor's knot on my wrist")).toBe("sailor's knot");
    expect(keywords("a lion's mane in black and grey")).toContain("lion's mane");
  });

  it("a pet's breed is the picture, a person's job is the story", () => {
    expect(keywords('our dog died last year, he was a golden retriever')).toContain('golden retriever');
    expect(keywords('my grandad was a plumber')).not.toContain('plumber');
  });

  it('a measure and what it holds, whatever the tagger calls the second word', () => {
    expect(keywords('a glass of red wine and a cork')).toContain('glass of');
  });

  it('"best" names a person only in "best friend / best mate"', () => {
    expect(keywords('the best spaniel ever')).toBe('spaniel');
  });

  it('a real word the tagger knows is not spell-corrected to a listed one', () => {
    expect(keywords('a campfire with sparks')).toContain('sparks');
  });
});

/**
 * Session 5, written before the fifth blind set: noun phrases keep their classifying modifiers —
 * colours ("blue jay", also on a listed subject: "red panda"), a head the light tagger calls an
 * adjective ("an orange tabby"), -ing + noun opening a clause ("racing pigeons"), capitalised
 * kinds, brands and models after an article or a possessive ("a Clydesdale", "my Triumph
 * Bonneville") — and a short unknown word is not "corrected" by a far-apart consonant ("ramen").
 */
describe('classifying modifiers, kinds and brands (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it.each([
    ['a pink ribbon for breast cancer awareness', 'pink ribbon'],
    ['a blue jay on a branch', 'blue jay, branch'],
    ['black sand beach with palm trees', 'black sand beach, palm trees'],
    ['a red panda eating bamboo', 'red panda, bamboo'],
    ['a white rabbit with a pocket watch', 'white rabbit, pocket watch'],
    ['a grey heron', 'grey heron'],
    ['an orange tabby', 'orange tabby'],
    ['a ginger tabby curled up', 'ginger tabby'],
    ['racing pigeons flying', 'racing pigeons'],
    ['a Clydesdale pulling a cart', 'clydesdale, cart'],
    ['my Triumph Bonneville', 'triumph bonneville'],
    ['an Airstream trailer under the stars', 'airstream trailer, stars'],
    ['a Harley Davidson', 'harley davidson'],
    ['my Jack Russell', 'jack russell'],
    ['a bowl of ramen', 'bowl of ramen'],
    ['a cute little red fox', 'red fox'],
    ['a bald eagle clutching arrows', 'bald eagle, arrows'],
    ['the northern lights over a fjord', 'northern lights, fjord'],
    ['a fox terrier called Bingo', 'fox terrier'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('keeps judging words, predicative adjectives, colours of the piece and people out', () => {
    expect(keywords('a big fat pug')).toBe('fat pug');
    expect(keywords('a koala asleep in a gum tree')).toBe('koala, gum tree');
    expect(keywords('a rose, black and grey')).toBe('rose');
    expect(keywords('something for my Sarah')).toBe('');
    expect(keywords('my dads ashes and a heron')).toBe('heron');
  });

  it('still corrects real slips: neighbouring keys and wrong vowels', () => {
    expect(keywords('a tigar on my arm')).toBe('tiger');
    expect(keywords('a dragpn')).toBe('dragon');
  });
});

/**
 * Session 5, general fixes after the two new development sets (5a, 5b) showed the kind of miss —
 * examples written for this test, not the sets' sentences.
 */
describe('kinds, brands and off-topic asides (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it.each([
    // chained modifiers, unknown noun modifiers, a colour option that names a kind
    ['a yellow post box by the gate', 'yellow post box, gate'],
    ['a rainbow lorikeet', 'rainbow lorikeet'],
    ['a neon diner sign', 'neon diner sign'],
    // position words as the first half of a compound
    ['the garden gate and the front porch', 'garden gate, front porch'],
    ['a top hat and cane', 'top hat, cane'],
    // a compound head the tagger reads as a verb before any preposition
    ['a bass drum beside the piano', 'bass drum, piano'],
    // two-letter makers in front of a noun, years between the article and a model
    ['a little VW beetle', 'vw beetle'],
    ['my 1972 Ford Capri', 'ford capri'],
    // a lower-case kind after a possessive and an adjective; "some" + a name is a plant, not a person
    ['her scruffy border terrier', 'scruffy border terrier'],
    ['some rosemary and some sage', 'rosemary, sage'],
    // someone else's negation is the story, not a refusal
    ['he never went anywhere without his harmonica', 'harmonica'],
    ['she was never without her reading glasses', 'reading glasses'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('requests that open with a modal and a design verb are choices, other questions are not', () => {
    expect(keywords('Can you put a little moon above it?')).toBe('moon');
    expect(keywords('could we include a compass rose too?')).toBe('compass rose');
    expect(keywords('would the moon still read well that small?')).toBe('');
  });

  it('a name after a listed word or a relation stays a name; "I\'m a …" stays a description', () => {
    expect(keywords('our little star Freya would love this')).not.toContain('freya');
    expect(keywords('a drawing of our pup Waffles')).not.toContain('waffles');
    expect(keywords("I'm a keen rock climber")).toBe('');
    expect(keywords('a spaniel called Biscuit')).toBe('spaniel');
  });

  it('family size words are not sizes', () => {
    expect(extractSlots('for my little sister').find((s) => s.field === 'size')).toBeUndefined();
    expect(extractSlots('a little fox').find((s) => s.field === 'size')?.value).toBe('small');
  });

  it('payment, cancelling and "who is good at" questions are off-topic; booking together too', () => {
    for (const text of ['do you take card or only cash', 'can I pay in installments', 'what if I have to cancel', 'anyone round here thats good with colour realism', 'can two of us book together', 'can you reccomend a studio']) {
      expect(isOffTopic(text)).toBe(true);
    }
    expect(isOffTopic('a playing card with an ace')).toBe(false);
  });
});

/** Session 5, third probe (written before the fifth blind set): service questions and chatty life events. */
describe('studio, service and ageing questions never write the brief', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  const full: DesignSlots = { style: 'realistic', bodyZone: 'forearm', keywords: 'fox', size: 'medium', colors: 'black and grey', description: '' };
  it.each([
  'how far in advance do i need to book?',
  'do you do consultations over zoom',
  'is numbing cream a good idea for the ribs',
  'roughly what would a palm sized piece set me back',
  'whats the youngest age you tattoo at',
  'do I need ID?',
  'can i bring a friend to hold my hand',
  'how do i look after it the first week',
  'will it fade if i go on holiday to spain',
  'is the shop wheelchair accessible',
  'do you have parking near the studio',
  'my skin is quite sensitive, is that an issue?',
  'how many hours will the back piece take',
  'is it ok to drink the night before',
  'do you guys do cover ups',
  'do you offer gift vouchers for my sister',
  'whats your cancellation policy',
  'can I get a discount if I book two',
  'do you sterilise the needles',
  'should I eat before',
  'how long do I wait before a second session',
  'my last one blew out, can that be fixed',
  'do you do laser removal too',
  'can i see some healed work from the artist',
  'who would be best for a japanese sleeve',
  'is Saturday free at all',
  'can i pay a deposit online',
  'do you use vegan ink',
  'what happens if I faint lol',
  'is it normal for it to be raised and warm',
  'can I go in the sea after',
  'how much would a dragon on my back cost',
  'would a fox on the ribs hurt loads',
  'do yall take walk ins on sundays',
  'what aftercare cream do you recommend for colour',
  ])('%s', (text) => {
    expect(brief(text, full)).toEqual(full);
    expect(applySuggestions(full, extractVoiceKeywords(text, full).suggestions).changes).toEqual([]);
  });
  it('opinion questions about the design stay design talk', () => {
    expect(keywords('do you think a moth would suit my calf')).toBe('moth');
    expect(keywords('do you have any ideas for a wolf')).toBe('wolf');
  });
});

describe('derived words, pets from the brief, named places (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it('a word derived from a known word is not spell-corrected into a listed one', () => {
    expect(keywords('he was mad about tractors and diggers')).toBe('tractors, diggers');
    expect(keywords('a couple of swimmers')).toBe('swimmers');
    expect(keywords('a tigar')).toBe('tiger');
  });

  it('"she\'s a …" names the breed when the brief is about a pet', () => {
    const brief = { ...EMPTY_SLOTS, keywords: 'cat', description: 'Our cat passed last week.' };
    expect(keywords("she's a maine coon with huge paws", brief)).toContain('maine coon');
    expect(keywords("she's a nurse and loves her job")).toBe('');
  });

  it('a capitalised place after "of" joins the picture; "from the …" is where, not what', () => {
    expect(keywords('a sketch of the harbour of Whitby')).toContain('harbour of whitby');
    expect(keywords('the Golden Gate Bridge in fog')).toContain('golden gate bridge');
    expect(keywords('she was from the Highlands')).toBe('');
  });
});

describe('precision — colours, fillers and compounds that are not subjects (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it.each([
    ['soft pinks and lilacs, watercolour', 'lilacs'],
    ['a kite cos she flew them on the beach', 'kite, beach'],
    ['heyyy so a wren', 'wren'],
    ['matching ones, a sun and a moon', 'sun, moon'],
    ['after 3 yrs of saving, a camper', 'camper'],
    ['a hand-carved wooden duck', 'wooden duck'],
    ['a moss-covered stone wall', 'stone wall'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('keeps "palm-sized" as a size', () => {
    expect(extractSlots('a palm-sized owl').find((s) => s.field === 'size')?.value).toBe('medium');
  });
});

describe('voice-style phrasings (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it.each([
    ['um so like a uh hot air balloon i guess', 'hot air balloon'],
    ['erm a kingfisher diving into water', 'kingfisher, water'],
    ['and a little bit of ivy climbing round it', 'ivy'],
    ['his allotment shed with a water butt', 'allotment shed, water butt'],
    ['a stick of rock from the seaside', 'stick of rock, seaside'],
    ['a friendship bracelet', 'friendship bracelet'],
    ['one of them old red phone boxes', 'red phone boxes'],
    ['a cup of builders tea', 'cup of builders tea'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('an abstract noun on its own is still a meaning, not a picture', () => {
    expect(keywords('it is about friendship and loyalty')).toBe('');
  });
});

describe('ageing and "can I still …" questions are answered, not written', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  const start: DesignSlots = { ...EMPTY_SLOTS, bodyZone: 'forearm', keywords: 'fox' };
  it.each(['will the fine line blur in a few years', 'how well does white ink hold up', 'can I still play football if I get a hare on my shin', 'will I be able to go running the next day'])('%s', (text) => {
    expect(brief(text, start)).toEqual(start);
  });
});

/**
 * Session 5, general fixes after the fifth blind pass (so that set is no longer blind); examples
 * written for this test, not the set's sentences.
 */
describe('further open-vocabulary subjects (tagger loaded)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it.each([
    ['his frying pan you see, the big one', 'frying pan'],
    ['Climbing shoes with a chalk bag', 'climbing shoes, chalk bag'],
    ['a small wooden spinning wheel', 'wooden spinning wheel'],
    ['a retro sewing kit', 'sewing kit'],
    ['RIP Shaz, she adored her allotment', 'allotment'],
    ['her lurcher Dot by the fire', 'lurcher, fire'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toBe(expected);
  });

  it('an "if …" condition before a question is a design change; the question is not', () => {
    const start: DesignSlots = { ...EMPTY_SLOTS, keywords: 'scooter' };
    expect(keywords('if we put a baguette in the basket will it cost much more', start)).toBe('scooter, baguette, basket');
  });

  it('questions about how ink or skin reacts, and what follows about the speaker, are off-topic', () => {
    const start: DesignSlots = { ...EMPTY_SLOTS, keywords: 'anvil' };
    expect(brief('Will the ink react with my eczema? I get flare ups on my arms in winter.', start)).toEqual(start);
    expect(brief('is it ok with sensitive skin', start)).toEqual(start);
  });
});

/** Session 5, sixth probe: studio-service and body/health questions and statements are answered, not written. */
describe('studio-service and body/health talk never writes the brief', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  const full: DesignSlots = { style: 'realistic', bodyZone: 'forearm', keywords: 'fox', size: 'medium', colors: 'black and grey', description: '' };
  it.each([
  'I bruise really easily, is that a problem',
  'I have a pacemaker, is that ok',
  "I'm diabetic does that affect healing",
  'can you tattoo over a mole',
  'can you tattoo over stretch marks',
  'I have a lot of scars on my forearm from self harm, can you work with that',
  'do you work on darker skin tones',
  'is it safe while breastfeeding',
  "I'm on blood thinners",
  'do you have a female artist',
  'is there a toilet at the studio',
  'can i bring my kid with me',
  'does your studio do piercings too',
  'whats the minimum charge',
  'do you do gift cards',
  'do you need a consultation first',
  'can I see the design before the day',
  'how early should I arrive',
  'is there an age limit',
  'do you accept apple pay',
  'I faint at the sight of needles lol',
  'I have psoriasis on my elbow',
  'my skin scars easily, will that be an issue',
  'do you do numbing',
  'can I take painkillers before',
  'should I shave my arm beforehand',
  ])('%s', (text) => {
    expect(brief(text, full)).toEqual(full);
    expect(applySuggestions(full, extractVoiceKeywords(text, full).suggestions).changes).toEqual([]);
  });
  it('a design followed by "is that ok" is still the design', () => {
    expect(keywords('a koi and a paper plane is that ok')).toBe('koi, paper plane');
    expect(keywords('knitting needles and a ball of wool')).toBe('knitting needles, ball of wool');
  });
});
