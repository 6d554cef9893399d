/**
 * Session 10 (issue #19): the changed default and the mechanisms added after the twelfth set
 * (docs/eval-runs/conversations-blind-12-first-pass.txt), held to phrasings apart from that set and every other
 * fixture — and to the design turns each rule must leave alone. Grouped as in docs/engine-eval.md ("Session 10").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { briefProbe } from './eval/briefProbe';
import { loadTagger } from './nlp/tagger';
import { detectOccasion } from './occasion';
import { personaReply } from './personas';
import { occasionCue } from './occasionCues';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';

/** A brief with a picture already in it, as mid-conversation. */
const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'heron, reeds', size: 'medium' };
const { changes } = briefProbe(started);
const keywords = (text: string, current: DesignSlots = started): string => applySuggestions(current, extractSlots(text, current)).slots.keywords;

beforeAll(async () => {
  await loadTagger();
});

describe('once there is a picture, a message writes only when it directs the drawing', () => {
  it.each([
    // a stranger's new topic, nothing asked, no marker of a request for the drawing
    ['The tide tables say low water at six so the beach walk is on'],
    ['Roadworks on the bypass again, took me an hour to get home'],
    ['the telly in the waiting room was showing snooker all afternoon'],
    // "want to" + a verb is a plan, not a wish for a picture
    ['the twins want to sit in and watch you draw'],
    // "wait till" is a verb, not "wait, make it …"
    ["probably best I wait until I'm back from Lanzarote"],
  ])('%s', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a marker of intent: a wish with a thing, something added, a proposal
    ['I fancy a lapwing in the corner', 'lapwing'],
    ['add a wooden jetty underneath', 'wooden jetty'],
    ['how about a coracle drifting past', 'coracle'],
    // the one the piece is for, told of
    ['She always wore her tartan shawl to chapel', 'tartan shawl'],
    ['grandpa kept a tobacco tin in every coat', 'tobacco tin'],
    // a thing the speaker keeps or grows, named bare
    ['we raise alpacas up on the hill', 'alpaca'],
    // a verbless fragment continuing the picture
    ['Over a willow pattern plate, like.', 'willow pattern plate'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });
});

describe("someone else's tattoo, a question announced, and a question before a picture", () => {
  it.each([
    // another person's piece and what is said of it right after
    ['My cousin got a swallow done on holiday and it has gone all fuzzy. Can that be sorted?'],
    ['a lad at work had a compass inked last year and it looks awful'],
    // a question announced before it is asked
    ['On the train home, quick question'],
    ['right this is quick, are you open on bank holidays'],
    // a filler before "where's"
    ['so where’s the settings page, the text is tiny on my phone'],
    // a person a saying is reported of, beside a question
    ['Does the council cover any of it? A woman at the food bank said they might.'],
  ])('%s (before there is a picture)', (text) => {
    expect(changes(text, EMPTY_SLOTS)).toBe(false);
  });

  it.each([
    // copying someone else's is this piece's choice
    ['my brother got a swallow done and I want the same', 'swallow'],
    // a question after a picture proposed before it
    ['a hare in a teacup, can you do that in fineline?', 'hare'],
    // a speaker's trade, then a hedge and the picture it leads to
    ["I'm a glazier, so I think a glass cutter and a suction lifter", 'glass cutter'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text, EMPTY_SLOTS)).toContain(expected);
  });
});

describe('a kind named by its possessive', () => {
  it.each([
    ["maybe a fisherman's lantern on the harbour wall", "fisherman's lantern"],
    ["and a shepherd's crook leaning on the gate", "shepherd's crook"],
  ])('%s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });
  it.each([
    ["my uncle's banjo with the strings snapped", "uncle's banjo"],
    ["Dad's pocket watch", "dad's pocket watch"],
  ])('%s names whose it is, not what kind', (text, unexpected) => {
    expect(keywords(text)).not.toContain(unexpected);
  });
});

describe('occasions by structure', () => {
  it.each([
    ['Our pandit who married my parents expired in March', 'memorial'],
    ['my nanaji expired when I was nine', 'memorial'],
    ['Dad went when I was a teenager and I never got his watch fixed', 'memorial'],
    ['A patient I nursed for two years died at the weekend', 'memorial'],
    ['Biscuit got run over by a van outside the shop. The kids are heartbroken.', 'memorial'],
    ['Her pumpkin took first prize at the county show!', 'celebration'],
    ['We have been approved as foster carers at last', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([
    ['my railcard expired last month'],
    ['the lad who fixed my boiler expired my warranty by mistake'],
    ['he went when I was at school to pick up the parcel'],
    ['My car got hit by a van in the car park, gutted'],
    ['the planning was approved for an extension'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the thirteenth set', () => {
  it.each([
    // the speaker's own tattoos, told as such
    ["I've got two tattoos already, a rose from 1988 and a dreadful Tweety Pie"],
    ['I had a compass done in the Marines in 82 and it has gone green'],
    // another person's sleeve
    ["My sister's boyfriend has a full sleeve of Pokémon, which is a lot"],
    // a price asked in another language, patois health words, "it safe" with no verb, small talk about what was on
    ["c'est combien pour un petit"],
    ['mi have pressure and sugar, it safe fi me'],
    ['did you see the Lions lost again on Sunday'],
    // a spoken question opening with a modal and a noun
    ['will school uniform policy be issue if it shows'],
    // "mine" right after the skin is the skin, and "rather" before an adjective is no change of mind
    ["Is it fine for a smoker's skin? Mine is rather dry on the shins and I mark easily."],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ["a quad bike in the dunes", 'quad bike'],
    ["I'd rather a heron than an egret", 'heron'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text, EMPTY_SLOTS)).toContain(expected);
  });

  it.each([
    ['Grandma joined the ancestors at Easter', 'memorial'],
    ['our caretaker dropped dead on the stairs last week', 'memorial'],
    ['Mon père est décédé en mai', 'memorial'],
    ['Mi abuelo falleció el año pasado', 'memorial'],
    ['our first grandson was born on Tuesday, 3.9 kg of noise', 'celebration'],
    ['my son got admission into engineering at Pune!', 'celebration'],
    ['the relay team won silver at the county champs', 'celebration'],
    ['she got hired at the garage, her first proper job', 'celebration'],
    ['the twins were christened last weekend', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([
    ['the battery dropped dead on the motorway'],
    ['do you think the colours will have died down by the wedding'],
    ['she was born in 1990 in Leeds'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the fourteenth set', () => {
  it.each([
    // metalwork from surgery, a phone's battery, television watched, a flat outbid on, a break-up
    ['I have screws in my wrist from an operation, will that matter?'],
    ['sorry my battery is at like 4 percent'],
    ['just binged the whole series of that dating show, I need to lie down'],
    ['we got outbid again on the cottage'],
    ['me and my ex just split up and he took the telly'],
    // another person's tattoo and what is said of it after a filler
    ['My flatmate got a panda tattoo and tbh it looks like a bin bag'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a greeting and the speaker's own news, before any picture (with nothing brought in by a/an/some)
    ['Hey! I moved back to Leeds last month and the commute is killing me'],
  ])('%s writes nothing before a picture', (text) => {
    expect(changes(text, EMPTY_SLOTS)).toBe(false);
  });

  it.each([
    // the wish told as a pseudo-cleft, a request with its subject dropped
    ['What I really want is a wren on a bramble', 'wren'],
    ['Can draw a tuk-tuk with flowers on it?', 'tuk'],
    // "and the …" adding a thing still adds it
    ['and the old lighthouse too', 'lighthouse'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['Lost my platoon sergeant in Basra, 2004.', 'memorial'],
    ['My grandad went tae his rest in the spring', 'memorial'],
    ['She never got to see the garden finished. Stroke in June.', 'memorial'],
    ['We collected the keys to our first flat this morning!', 'celebration'],
    ['our offer has been accepted on the bungalow', 'celebration'],
    ['I took the oath on Friday, a proper citizen now', 'celebration'],
    ['my deed poll finally came through', 'celebration'],
    ['the baby is ten weeks old today', 'celebration'],
    ['Today marks two years since I stopped drinking', 'celebration'],
    ['I put in thirty years at the pit and finally hung up the helmet', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([
    ['I lost my car keys in town'],
    ['he never got to the shop before it shut'],
    ['the kitten is ten weeks old and full of beans'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the fifteenth set', () => {
  it.each([
    // "it" told of, or a verbless fragment, right after a question
    ['Can I swim a week after? It is booked for Crete in June'],
    ['Do I have to stop my blood thinners? Heart thing from last year'],
    // standing all day, a dress cut
    ["Will sweat matter? I'm on my feet in a bakery all day"],
    ['the dress is off the shoulder so it will show at the wedding'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a design question about which part leads, and a relation's story in another language's kin word
    ['Could the teapot be the main thing with a couple of scones beside it?', 'teapot'],
    ['My dadi cooked parathas on an iron tawa', 'tawa'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['my Nain went in March and the house is so quiet', 'memorial'],
    ['Dad. 03.09.1950 – 11.11.2025. He was a quiet man.', 'memorial'],
    ['my cousin was swept overboard off Whitby and they never found him', 'memorial'],
    ['finally went self-employed this year, my own van and everything', 'celebration'],
    ["my niece's quince is next month", 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([
    ['the bus went in March to the depot'],
    ['a quince tree and a pear tree'],
  ])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });

  it('does not take pride for a loss when the turn model hears faith words', () => {
    const occasion = detectOccasion('My daughter became a hafiza last month, MashaAllah, so proud of her');
    expect(occasion?.kind).toBe('celebration');
  });
});

describe('after the sixteenth set', () => {
  it.each([
    // what someone lacks, after a question about what to bring
    ["Do they need ID for him? He hasn't got a passport with his picture in"],
    // scars told of after a question about them
    ['Can you work over burn scars? Got a couple on the forearm'],
    // a show on the telly and what someone on it did
    ['Watching Tattoo Fixers tonight, the bloke just did a terrible koi'],
    // rules at work about visible tattoos
    ['My hospital has a policy on visible tattoos on the forearms'],
    // whether the helper is a person
    ['hang on is this a real person or a bot'],
    // a greeting typed as said
    ['howzit'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ["my brother's 40th is in June", 'celebration'],
    ["we went to my best mate's wedding in Crete, what a day!", 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([["my colleague's wedding is on the same day as my appointment"]])('%s is no celebration', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the seventeenth set', () => {
  it.each([
    // a first message that opens with a greeting and tells of the speaker's day
    ["Evening. Been on the rigs since six with the lads, wind howling the whole shift, so I'm knackered. I'm a welder out of Lerwick."],
    ['alright so um i drive buses for a living mostly nights and me knees are shot'],
  ])('%s writes nothing before a picture', (text) => {
    expect(changes(text, EMPTY_SLOTS)).toBe(false);
  });

  it.each([
    // the helper asked about itself, devices and pills, too old, a sum of money, healing, the weather
    ['What is your name? Are you a man or a robot?'],
    ["I've got a pacemaker in my chest, is that a problem?"],
    ["I'm 71 and on heart pills. Am I too old for this?"],
    ['The train down is £85 return. Is there anywhere nearer?'],
    ['Can I wear a watch on that wrist while it is healing?'],
    ["the boat's off again with the gales so i can't get over till march, can i book for april"],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a greeting and a wish, a greeting and a kept animal
    ['Hiya! Looking for a hedgehog in a teacup', 'hedgehog'],
    ['Hi, I have a three year old golden retriever called Bramble', 'golden retriever'],
    // the wish told as "what I'm after is", a request after a comma, "old school" before a noun of its own
    ["What I'm after is a curlew on a fence post", 'curlew'],
    ['We both love the red kite and the old water tower, can you put them together?', 'water tower'],
    ['and an old school bus behind it', 'school bus'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text, EMPTY_SLOTS)).toContain(expected);
  });

  it.each([
    ['Mi cousin Errol, him drown off Negril last year', 'memorial'],
    ['my daughter got her results, she passed in first class!', 'celebration'],
    ['our lad passed out of basic training on Friday', 'celebration'],
    ['the naming ceremony for our son is on Sunday', 'celebration'],
    ['Mi granny a turn eighty next week', 'celebration'],
    ['Hit a million accident-free miles this month', 'celebration'],
    ['I wedded my sweetheart in June', 'celebration'],
    ['Delivered my thousandth baby last night!', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([['he passed the ball in the first half'], ['this is my 3rd tattoo']])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the eighteenth set', () => {
  it.each([
    // a change of topic announced
    ['totally random but what film should we watch tonight, something with a dog in it'],
    ['Unrelated, but which laptop should I get? I need a good screen for photos'],
    // a body part's or a companion's habit right after a question
    ['Can I still climb while it heals? My hand grips a lot.'],
    ['Can my husband come in? He holds my hand at the doctor too'],
    // a dress code at work
    ["Is a visible tattoo ok in a kitchen? There's a no-jewellery rule."],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a negation that says how close something was kept
    ['he never let go of his cricket ball', 'cricket ball'],
    // one capital letter naming the kind
    ['and the Q train crossing the bridge', 'q train'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['First solo flight today, still grinning', 'celebration'],
    ['My son got into Royal Northern College of Music!', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });
});

describe('after the twentieth set', () => {
  it.each([
    // a child's exams
    ['she has her mocks in June as well'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    // a phrase's head the tagger read as a verb, before a participle or a preposition
    ['a lobster pot with two Cornish crabs climbing out', 'cornish crabs'],
    ['a quad skate with a star on it', 'quad skate'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['my pigeon won the national from Pau last weekend', 'celebration'],
    ['our choir came first at the eisteddfod!', 'celebration'],
    ['new personal best at parkrun today', 'celebration'],
    ['took my first five-for on Saturday', 'celebration'],
    ['We finally launched our narrowboat after four years', 'celebration'],
    ['Lost two hives over the winter to wasps', 'memorial'],
    ['Our old treasurer Mavis went last spring', 'memorial'],
    ['he went out on the boat in March and never came home', 'memorial'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([['Dave went last week to the match'], ['I won a raffle ticket']])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the nineteenth set', () => {
  it.each([
    ["I've a real phobia of needles, can my sister hold my hand"],
    ["I'll have a word with my GP first"],
    ["I'm 17, is it ok if my dad signs for me?"],
    ['Could I get a piercing done at the same time?'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ['We had to put our old collie Meg to sleep on Monday', 'memorial'],
    ['my cousin was taken in a motorbike crash last spring', 'memorial'],
    ['the band got signed to an indie label!', 'celebration'],
    ['We just won the quiz league at the Red Lion', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([['I had to put my name down on the list'], ['the photo was taken in a car park']])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the twenty-first set', () => {
  it.each([
    // an off-topic thing's working asked about; Australian "what's the go"; "actually" inside a question
    ["And what's the go with aftercare cream, mate, does it actually work on the ribs?"],
    ['does numbing spray really work on the back?'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ["so what I'd love is a wombat on a surfboard", 'wombat'],
    ['a wolf, actually a fox', 'fox'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text, EMPTY_SLOTS)).toContain(expected);
  });

  it.each([
    ["Our Aoife's just passed out of Templemore!", 'celebration'],
    ['just got my HND at 50 and the kids are proud', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it.each([['he passed out from the heat at the match']])('%s is no occasion', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });
});

describe('after the twenty-second set', () => {
  it.each([
    // hearsay and what other people do, right after a question
    ['Will red fade on olive skin? My cousin said colours go muddy'],
    ['Will it be healed for the derby? people grab your arms in the jam'],
    // a stag or hen do and fitting a group in; covering an old tattoo; laser first
    ["my sister's hen do is in May, can you fit five of us in on the Saturday"],
    ["I want to cover an old tattoo of a band logo on my calf, do I need laser first?"],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ['Grandad went to sleep on Sunday and never woke up', 'memorial'],
    ['the cancer took her in the spring', 'memorial'],
    ['My mother is not alive since last year', 'memorial'],
    ['I finally passed my PhD viva!', 'celebration'],
    ['my aunt who raised me passed on the third of June', 'memorial'],
    ['walked the Pennine Way for charity and made it!', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });
});

describe('after the twenty-fourth set', () => {
  it.each([['can I get in the pool on holiday, it is two weeks after']])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });
  it.each([
    // a plural head the tagger read as a verb, after a number or "a few" and a modifier
    ['with a few loose guitar picks scattered around it', 'guitar picks'],
    ['two vinyl records behind it', 'vinyl records'],
  ])('%s keeps its picture', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });
});

describe('after the twenty-sixth set', () => {
  it.each([
    ['my old scar is on my hip, can you tattoo near a scar'],
    ['I cycle to work, will my bag strap rub on it?'],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });

  it.each([
    ['Mi padre murió en marzo', 'memorial'],
    ['just got booked for our first festival set!!', 'celebration'],
  ])('%s', (text, expected) => {
    expect(occasionCue(text)).toBe(expected);
  });

  it('a greeting that tells of an occasion is acknowledged, not greeted past', () => {
    const text = 'hiya im 19 and just passed my driving test 4th time lucky lol';
    const reply = personaReply({ persona: 'buddy', history: [{ role: 'user', content: text }], slots: { ...EMPTY_SLOTS }, captured: [] });
    expect(reply).toMatch(/Congratulations/);
  });
});

describe('after the twenty-seventh set', () => {
  it.each([
    ["I have a thyroid condition, will I need a doctor's note first"],
    ['do you pierce as well? my sister wants her ear done'],
    ["My brother's coming along, he's getting a swallow on his neck"],
  ])('%s writes nothing', (text) => {
    expect(changes(text)).toBe(false);
  });
  it.each([['a swallow on my neck, and he loved his skateboard', 'swallow']])('%s keeps its picture', (text, expected) => {
    expect(keywords(text, EMPTY_SLOTS)).toContain(expected);
  });
});
