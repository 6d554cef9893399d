/**
 * Session 12 (issue #19): compounds whose modifier or head the tagger misreads, found across the earlier sets' misses
 * and held to phrasings apart from every fixture — with the turns each rule must leave alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { detectOccasion } from './occasion';
import { loadTagger } from './nlp/tagger';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';

const keywords = (text: string): string => applySuggestions(EMPTY_SLOTS, extractSlots(text, EMPTY_SLOTS)).slots.keywords;
/** A brief that already has a picture (the off-topic rules speak once there is one). */
const withPicture = (subject: string): DesignSlots => ({ ...EMPTY_SLOTS, keywords: subject });
/** The brief's changes a message makes, as "field=value". */
const changesTo = (brief: DesignSlots, text: string): string[] => applySuggestions(brief, extractSlots(text, brief)).changes.map((c) => `${c.field}=${c.value}`);
/** The keywords after a message. */
const keywordsAfter = (brief: DesignSlots, text: string): string => applySuggestions(brief, extractSlots(text, brief)).slots.keywords;

beforeAll(async () => {
  await loadTagger();
});

describe('an -ing modifier opening a phrase, a participle held by a measure, a guessed head before a pose', () => {
  it.each([
    // after a clause break, an -ing word before a noun is the compound's modifier
    ['and fishing waders hung on the door', 'fishing waders'],
    ['so climbing shoes tied together by the laces', 'climbing shoes'],
    // after a keeping verb too
    ['we breed racing greyhounds and I want one mid-stride', 'racing greyhounds'],
    // a measure's "of" holds a participle as a determiner does
    ['a bunch of dried lavender tied with string', 'dried lavender'],
    ['a stack of folded napkins on a tray', 'folded napkins'],
    // a head the tagger guessed an adjective, before a scene's pose, is still the head
    ['could you draw a bedlington terrier curled on a cushion', 'bedlington terrier'],
    // someone's metal detector is a picture; the airport's is logistics
    ['her metal detector and a little gold ring she found', 'metal detector'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    // an -ing word after a subject pronoun stays its verb
    ['so I was running errands all day', 'running errands'],
    ['and then we were packing boxes', 'packing boxes'],
  ])('%s leaves out %s', (text, absent) => {
    expect(keywords(text)).not.toContain(absent);
  });

  it('a metal detector at the airport is still a question about the trip', () => {
    expect(keywords('will the metal detectors at the airport set it off?')).toBe('');
  });
});

describe('the time of day and a named breed in the story', () => {
  it.each([
    ['a heron on the canal lock, we walked there every evening', 'evening'],
    ['the allotment shed where he sat this afternoon', 'afternoon'],
    ['he carried his thermos to work every morning', 'morning'],
  ])('%s leaves out the time: %s', (text, absent) => {
    expect(keywords(text).split(', ')).not.toContain(absent);
  });

  it('a time of day still names a kind in front of a noun', () => {
    expect(keywords('morning glory climbing a fence')).toContain('morning glory');
  });

  it.each([
    ['this one is for my lurcher Pip, gone in June', 'lurcher'],
    ['we said goodbye to our dachshund Frankie on Friday', 'dachshund'],
  ])('a breed before its name is drawn: %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['this one is for my nephew Alfie', 'nephew'],
    ['in memory of my dog Rolo', 'dog'],
  ])('a person or a plain pet word before a name stays the story: %s', (text, absent) => {
    expect(keywords(text)).not.toContain(absent);
  });
});

describe('the studio\'s logistics told in new ways (forty-first set)', () => {
  const brief = withPicture('lighthouse');
  const changes = (text: string): string[] => changesTo(brief, text);
  it.each([
    // a question in a statement's order
    ['My brother is nervous, he can sit with me and watch?'],
    ['she can come along and wait in the car?'],
    // a fear of needles
    ['My wife is terrified of needles, honestly.'],
    // who comes along, beside a question about the visit
    ['Is it ok to swim after? Beach holiday with my family.'],
    // the artist chosen by who they are
    ['Is there a male artist free? I prefer a man for the chest.'],
    // the weather, opened with a linking word
    ['Also weather is awful here, like monsoon rain, will you be open?'],
    // a question opening after the second comma
    ['The wedding is on the 3rd in Galway, I need it done before that, does the week before work?'],
    // a medical check-up
    ['I have a check-up in March with my consultant.'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it.each([
    // a request after a comma with no subject still proposes
    ['Also the shawl, this is her knitted one with the fringe, can be draped on the chair?', 'shawl'],
    // a modal + design verb in a stated question proposes
    ['I can add a little puffin on the rock?', 'puffin'],
    ['a weather vane with a cockerel on it', 'weather vane'],
  ])('%s still writes %s', (text, expected) => {
    expect(applySuggestions(brief, extractSlots(text, brief)).slots.keywords).toContain(expected);
  });
});

describe('celebrations told in new ways (forty-first set)', () => {
  it.each([
    ['My first grandbaby was born on Sunday, 3.4 kilos of joy!'],
    ['Finally reached 1000 summits logged this year!'],
    ['We bought our own little bakery! Doors open Monday.'],
  ])('%s is a celebration', (text) => {
    expect(detectOccasion(text)?.kind).toBe('celebration');
  });

  it.each([
    ['my idea was born last week on a long walk'],
    ['I bought my own ink, is that allowed?'],
  ])('%s is none', (text) => {
    expect(detectOccasion(text)?.kind).toBeUndefined();
  });

  it('a baby\'s weight is not a subject', () => {
    expect(keywords('she was born at 3.2 kilos, a little fox for her')).not.toContain('kilos');
  });
});

describe('orders and long runs (forty-first set)', () => {
  const brief = withPicture('heron');
  const after = (text: string): string => keywordsAfter(brief, text);
  it('"forget the X" told as an order drops it; the new picture is written', () => {
    const keywords = after('Actually forget the heron. Do a teapot with a cracked lid, is more her');
    expect(keywords).not.toContain('heron');
    expect(keywords).toContain('teapot');
  });
  it('"never forget the X" is the story and drops nothing', () => {
    expect(after("I'll never forget the heron on the weir")).toContain('heron');
  });
  it('a run too long after a material keeps its head', () => {
    expect(keywords('his old brass NCR cash register on the counter')).toContain('ncr cash register');
  });
  it('"…, is it sore there" still asks', () => {
    expect(applySuggestions(EMPTY_SLOTS, extractSlots('a fox on my ribs, is it sore there')).slots.bodyZone).toBe('');
  });
});

describe('the forty-second set\'s shapes', () => {
  const brief = withPicture('skateboard');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    // a losses told of a stranger by role, and of pets before "that"
    ['a streamer ive watched for years died on friday and im gutted'],
    ['my two gerbils that died in the spring'],
  ])('%s is a memorial', (text) => {
    expect(detectOccasion(text)?.kind).toBe('memorial');
  });

  it.each([['the printer that died was ancient'], ['my charger died lol']])('%s is none', (text) => {
    expect(detectOccasion(text)?.kind).toBeUndefined();
  });

  it.each([
    // a condition that only supposes the piece somewhere, before an off-topic question
    ['if its on my wrist can i still type all day for work'],
    // the phone about to die, and "email me"
    ['hang on my battery is nearly dead can you email me'],
    // someone's engagement on the calendar beside an answered worry
    ['Will it affect his guitar playing? He has a gig the week after and I don\'t want his arm sore.'],
    // who comes along and what they'll do
    ['can my brother come in and watch'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it('a condition that changes the design keeps its change', () => {
    expect(after('if I add a moon does the price go up')).toContain('moon');
  });

  it.each([
    // a thing judged as the picture, though the lexicon files it with people
    ['the old game controller would be perfect', 'controller'],
    // person words name a kind after a number too, and "line" is a thing after an -ing word
    ['two baby socks on a washing line', 'baby socks'],
    ['two baby socks on a washing line', 'washing line'],
    ['a little pride flag in a jar', 'pride flag'],
    // "a" + an -ing word closing the phrase is a noun
    ['a skate tool crossed with a bearing', 'bearing'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });

  it('a word the spelling evened out to an -ing form is no such noun ("a statin")', () => {
    expect(changes("I'm on blood pressure pills and a statin. Am I too old for this?")).toEqual([]);
  });
  it('"saturday would be perfect for me" stays the calendar', () => {
    expect(changes('saturday would be perfect for me')).toEqual([]);
  });
});

describe('the forty-third set\'s shapes', () => {
  const brief = withPicture('helmet');
  const changes = (text: string): string[] => changesTo(brief, text);

  it.each([
    ['a lad from the crew was hit by a train last spring'],
    ['there was a young man we couldnt bring back on my last shift'],
    ['we lost a patient on the ward last week and I keep thinking about her'],
  ])('%s is a memorial', (text) => {
    expect(detectOccasion(text)?.kind).toBe('memorial');
  });
  it.each([['we couldnt save the old oak in the garden'], ['i couldnt bring myself to ring them']])('%s is none', (text) => {
    expect(detectOccasion(text)?.kind).toBeUndefined();
  });
  it.each([['my medal finally arrived in the post this morning'], ['I was awarded the long service medal']])('%s is a celebration', (text) => {
    expect(detectOccasion(text)?.kind).toBe('celebration');
  });

  it.each([
    ['my dad will drive me, he has a blue badge, is there a spot outside'],
    ['Do tattooists earn much? Thinking of retraining'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });
  it('"thinking of" a thing still proposes it', () => {
    expect(applySuggestions(brief, extractSlots("i'm thinking of reading glasses on a book", brief)).slots.keywords).toContain('reading glasses');
  });

  it.each([
    ['a Scimitar 2 tank in the desert', 'scimitar 2 tank'],
    ['a class 66 locomotive pulling freight', 'class 66 locomotive'],
    ['a diesel locomotive crossing a bridge', 'diesel locomotive'],
    ['my collie in her working harness', 'working harness'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });
  it('a number that is an age joins nothing', () => {
    expect(keywords('my dog Rex 2 years old on a rug')).not.toContain('2 rug');
  });
});

describe('the forty-fourth set\'s shapes', () => {
  const brief = withPicture('anvil');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    ["Sorry, the van's broken down near Leeds and the RAC say an hour, so I'll be late. Do I lose the deposit?"],
    ['How much would it be? Half sleeve money or less?'],
    ["Can I come straight from the farm? I'll be muddy, muck up to the knees."],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it.each([
    ['Our café finally turned a profit this year!'],
  ])('%s is a celebration', (text) => {
    expect(detectOccasion(text)?.kind).toBe('celebration');
  });
  it('Scots "slipped awa" is a loss', () => {
    expect(detectOccasion('My grandad slipped awa in the spring, he wis a shepherd')?.kind).toBe('memorial');
  });
  it('a profit still to make is none', () => {
    expect(detectOccasion('it needs to turn a profit or we close')?.kind).toBeUndefined();
  });

  it.each([
    // a participle opening a fragment, and a pose ending it
    ['And tangled fishing nets along the bottom', 'fishing nets'],
    ['and a lantern swinging', 'lantern'],
    // three capitals after a maker are the model
    ['Also my Fender HRD behind it', 'fender hrd'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
});

describe('the forty-fifth set\'s shapes', () => {
  const brief = withPicture('barn');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    ['the drink got him in the end, he was only fifty'],
    ['Grandpa was a logger, lung cancer took him last spring.'],
  ])('%s is a memorial', (text) => {
    expect(detectOccasion(text)?.kind).toBe('memorial');
  });
  it('a first told with pride is a celebration', () => {
    expect(detectOccasion('my son caught his first steelhead on saturday, so proud of him')?.kind).toBe('celebration');
  });

  it.each([
    ['my probation officer has to sign off on me travelling so itd have to be like a monday'],
    ['The rains are over there now so my parents are flying back, I will come after they land.'],
    ['and my daughter has a recital friday so id have to come saturday'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it.each([
    // "wanting" is a wish
    ['hey im wanting a red fox on a fence post', 'red fox'],
    // a memory of the one the piece is for, on her calendar, is still her picture
    ['She sat every evening in her old rocking chair by the stove.', 'rocking chair'],
    // "could it have the X" proposes
    ['Could it have the horse beside the old water trough?', 'water trough'],
    // boats are "she" too
    ['my boat the Sally B, she is a trawler with a red hull', 'trawler'],
    ['he had a wirehaired vizsla called Moss', 'wirehaired vizsla'],
    ['a 1998 kenworth 900 in the yard', 'kenworth 900'],
    ['a Ford Model T by the barn', 'model t'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });

  it('"could it have the calf" is the animal, not the placement', () => {
    expect(applySuggestions(brief, extractSlots('Could it have the calf beside the gate?', brief)).slots.bodyZone).toBe('');
  });
  it('"my nan, she\'s a nurse" is who she is', () => {
    expect(after("my nan, she's a nurse")).not.toContain('nurse');
  });
});

describe('the forty-sixth set\'s shapes', () => {
  const brief = withPicture('telescope');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    ['She has been made a director at the agency, finally!'],
    ['My first book is published next month.'],
    ['We have been matched with a little girl and she moves in next week.'],
  ])('%s is a celebration', (text) => {
    expect(detectOccasion(text)?.kind).toBe('celebration');
  });

  it.each([
    // a statement right after a question answered as a whole tells its circumstance
    ['Can I pay in two halves? Payday is not until the 30th and the van needs a new clutch.'],
    ['How long does the redness last? I have a hearing on the 3rd and will be standing for hours with my arm on a lectern.'],
    // a colon opens the question
    ['Quick one: how do I delete my data from the app?'],
    ['The do is in a field, so I am wondering about wellies: how long does a shin take to heal?'],
    // a workplace's rule about tattoos on show
    ['my office has this thing about tattoos on show does the wrist count as on show'],
    // the morning after
    ['morning um bit of a rough one had way too much wine at the work do last night'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it.each([
    // a question about a design with a design word stays design
    ['Can I pay in two halves? Also I want a comet over it.', 'comet'],
    // approval asked of an addition proposes it
    ['Would a jam jar underneath be too much?', 'jam jar'],
    ['An original Mini Cooper in racing green', 'mini cooper'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
});

describe('the forty-seventh set\'s shapes', () => {
  const brief = withPicture('spanner');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    // what someone will have along, in a clause of being, sitting or waiting, beside a question
    ["Can my son come with me? He'd be in the pram with a rattle and a blanket"],
    ["Can I bring my nephew? he'd sit quietly with his phone and a comic"],
    ['sorry got to go the plumber is here with a new boiler and a pump, speak later'],
    ['cant do the 9th im at my sisters wedding, im bridesmaid with a speech and a dress to collect'],
    ["Can I get it done before my trip, we fly to Malaga on the 2nd and I'll be on the beach with a book"],
    ['im waiting in for a parcel with a new charger, can i ring you back about times'],
    // a verbless list after a comma carries on the off-topic clause
    ['my kitten has chewed my laces, the charger and a chair leg, send help'],
    // medical and waiting
    ['Do I need to wait longer because I had a c-section, like is it safe yet'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it('a worry after "what if" asks, it does not propose the placement', () => {
    expect(applySuggestions(brief, extractSlots('what if i get it on my arm and my husband hates it, can it be removed', brief)).slots.bodyZone).toBe('');
  });

  it.each([
    // "with a" after a wish still adds
    ['Can I pay by card? I want the spanner with a bolt beside it', 'bolt'],
    ['want three chisels in a row', 'chisels'],
    ['curled up in his dog bed by the fire', 'dog bed'],
    ['maybe a watering can too', 'watering can'],
    ['a tattoo of the shop front with a striped canopy', 'canopy'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
  it('"sitting on my sofa all day" is the speaker, not a scene', () => {
    expect(changes('sitting on my sofa all day lol')).toEqual([]);
  });
});

describe('the forty-eighth set\'s shapes (speech)', () => {
  const brief = withPicture('kettle');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    ["he's just been sick on my arm hang on hang on"],
    ['work wont give me time off so i need to book a sunday, whats free'],
    ['sorry the dogs are barking at the postman im out walking them'],
    ['my daughter says my hand is in the way of the camera ignore her'],
    ['its bin day and the fence has blown down sorry talking while i sort it'],
    ['my landlady says i cant keep the bike in the hall, anyway'],
    ["can you hear me im on the bus with the window open"],
    ["um im out with the kids so bear with me"],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });

  it.each([
    // a correction heard as "not a X a Y" keeps the second
    ['i want a um a nowl no not a nowl a um a barn owl', 'barn owl'],
    // "hang on" as a speaker's correction is no logistics
    ['a ford no hang on a volvo the old volvo truck', 'volvo truck'],
    ['our bunny was a mini rex with floppy ears', 'mini rex'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
  it('"not a dagger with a snake" refuses both', () => {
    expect(after('no skulls and not a dagger with a snake')).not.toContain('snake');
  });
});

describe('the forty-ninth set\'s shapes (world Englishes)', () => {
  const brief = withPicture('hummingbird');
  const changes = (text: string): string[] => changesTo(brief, text);

  it.each([
    // Jamaican: "cyaan" (can't), "haffi" (have to), "dat" (that)
    ['Mi haffi travel to Montego Bay fi mi cousin wedding, so mi cyaan come till after di 5th. Dat alright?'],
    ['Is the ink safe if I have lupus? My consultant at the Royal wants to know what is in it.'],
    ['Does the elbow hurt more than the wrist? Proper wimp me.'],
    ['is it bad luck to get tattooed in the month of the dead ah? My mum very worried.'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });
  it('"cyan" stays a colour', () => {
    expect(keywords('a cyan fish in a bowl')).toContain('cyan fish');
  });
});

describe('the fiftieth set\'s shapes', () => {
  const brief = withPicture('canal');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it('a baby who lived a little while is a loss, never congratulated', () => {
    const occasion = detectOccasion('We had our daughter Mae for three days in June.');
    expect(occasion?.kind).toBe('memorial');
    expect(occasion?.alsoCelebration).toBeFalsy();
  });
  it('a birth told with its hour is a celebration', () => {
    expect(detectOccasion("I'm a nana! Little Rosa, born 6am, mum and baby doing well.")?.kind).toBe('celebration');
  });

  it.each([
    // someone else's tattoo, and tattoos gone blurry or looking like a bruise
    ["My brother's got a compass on his arm and it's gone all blurry. Will mine?"],
    ['Will it bother my eczema? It flares up on my wrists.'],
    ["How long does a finger tattoo last? My aunt's star looks like a smudge now."],
    ['Also I work on a farm, hands in muck all day. Is that a problem while it heals?'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });
  it("a first message about a sister's tattoo keeps her picture out", () => {
    expect(keywords('Hi! First tattoo. My sister has a dragonfly on her ankle and everyone loves it, but I want something that is mine.')).not.toContain('dragonfly');
  });

  it.each([
    // -ly adjectives the lexicon files as adjectives name a kind
    ['Oily rag hanging out his back pocket', 'oily rag'],
    ['a curly tail on a pig', 'curly tail'],
    // "body" and "half" in front of a noun
    ['the body brush with her name burned in', 'body brush'],
    ['the half pipe at the skatepark', 'half pipe'],
    // a memory told "with a …, a … and a …" keeps its things
    ['He did every shift with a flask, a Thermos cup and a bag of mints.', 'thermos cup'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
  it('an adverb in -ly names nothing', () => {
    expect(after('a really small canal boat')).not.toContain('really');
  });
});

describe('the fifty-first set\'s shape', () => {
  const brief = withPicture('tent');
  it('parking and the vehicles coming change nothing', () => {
    expect(applySuggestions(brief, extractSlots('can we all park round the back we will be coming in the truck and her car', brief)).changes).toEqual([]);
  });
  it('a thing coming in through a door is still drawn', () => {
    expect(applySuggestions(brief, extractSlots('a fox coming in the door', brief)).slots.keywords).toContain('fox');
  });
});

describe('the fifty-second set\'s shapes (typing habits, other languages)', () => {
  const brief = withPicture('teacup');
  const changes = (text: string): string[] => changesTo(brief, text);
  const after = (text: string): string => keywordsAfter(brief, text);

  it.each([
    // emoji between the words, a whole message in capitals, no space after commas
    ['a 🦊 red fox and a 🌙 crescent moon', 'red fox'],
    ['I WANT A RED KITE OVER A BARN', 'red kite'],
    ['the lighthouse,a rowing boat,and a gull', 'rowing boat'],
    // a wish in another language keeps the English things it names
    ['quiero un tool box y un spirit level', 'spirit level'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });

  it.each([
    // a measure inside a question about the price is asked, not chosen
    ['💸 how much for something like 8cm'],
    // a sentence in another language is not read
    ['Est-ce que je peux payer avec une carte? je viens de Lyon pour la journée'],
    ['Es posible pagar con tarjeta? vengo de Sevilla para el día'],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });
  it('an English sentence with a French name in it is read', () => {
    expect(after('a fox in front of La Sagrada Familia')).toContain('fox');
  });
  it('a first house told with an exclamation is a celebration', () => {
    expect(detectOccasion('Finally our first house!! 🏡')?.kind).toBe('celebration');
  });
});

describe('the fifty-third set\'s shapes', () => {
  const brief = withPicture('harp');
  const after = (text: string): string => keywordsAfter(brief, text);
  it.each([['Got my brown belt in judo last week, stoked'], ['earned my wings at the weekend, buzzing']])('%s is a celebration', (text) => {
    expect(detectOccasion(text)?.kind).toBe('celebration');
  });
  it.each([
    // a music session is no tattoo session
    ['He played the bodhrán in every session at the pub. His bodhrán and tipper, please.', 'tipper'],
    // a bottle of sunscreen is a thing; sunscreen on its own is aftercare
    ['a beach towel and a bottle of sunscreen', 'bottle of sunscreen'],
    ['a gaelic football on the grass', 'gaelic football'],
  ])('%s → %s', (text, expected) => {
    expect(after(text)).toContain(expected);
  });
  it.each([['how many sessions will the sleeve take'], ['do i need sunscreen after']])('%s changes nothing', (text) => {
    expect(applySuggestions(brief, extractSlots(text, brief)).changes).toEqual([]);
  });
});

describe('the fifty-fourth set\'s shapes (the front desk)', () => {
  const brief = withPicture('scissors');
  it.each([
    ["he's asking if he can still drive Monday, he's on his feet all day with his arms up a ladder"],
    ['hang on the wait times on the screen need updating'],
    ["hang on, a customer's asking for change for the parking meter"],
  ])('%s changes nothing', (text) => {
    expect(applySuggestions(brief, extractSlots(text, brief)).changes).toEqual([]);
  });
  it('"the wait times on the board" are the studio\'s, with no picture yet too', () => {
    expect(applySuggestions(EMPTY_SLOTS, extractSlots('hang on the wait times on the board need changing', EMPTY_SLOTS)).changes).toEqual([]);
  });
  it('"could she be curled up … batting a ball of yarn" proposes the scene', () => {
    expect(applySuggestions(brief, extractSlots('Could she be curled up in a basket batting a ball of yarn?', brief)).slots.keywords).toContain('ball of yarn');
  });
});

describe('the fifty-fifth set\'s shapes (grief)', () => {
  const brief = withPicture('trawler');
  const changes = (text: string): string[] => changesTo(brief, text);

  it.each([
    ['Fifty years together would have been this June. She has been in the cemetery since 2020.'],
    ["My cousin's heart gave out from the drink. He'd been sober a year, then one slip."],
  ])('%s is a loss and never congratulated', (text) => {
    const occasion = detectOccasion(text);
    expect(occasion?.kind).toBe('memorial');
    expect(occasion?.alsoCelebration).toBeFalsy();
  });
  it('a rainbow baby after losses is both', () => {
    const occasion = detectOccasion('we had our rainbow baby in june after losing one before him');
    expect(occasion?.kind).toBe('memorial');
    expect(occasion?.alsoCelebration).toBe(true);
  });
  it('a baby due is a celebration', () => {
    expect(detectOccasion("my partner's due on the 4th, our first")?.kind).toBe('celebration');
  });

  it.each([
    ['My brother wants some of her ashes mixed into the ink. Is that allowed?'],
    ["is it too soon, the funeral's not till the ninth and my uncles will go spare"],
    ["The headstone's going up in May and the stonemason wants lettering. Could you help?"],
    ["My gran says it's disrespectful and there's been a row over it."],
    ["Dad just told me the funeral's the 3rd, which is my appointment. Can we move it?"],
  ])('%s changes nothing', (text) => {
    expect(changes(text)).toEqual([]);
  });
  it('"heroin" is not corrected to "heron"', () => {
    expect(keywords('his heart gave out from the heroin')).not.toContain('heron');
  });
});

describe('the fifty-sixth set\'s shapes', () => {
  const brief = withPicture('lure');
  it.each([['yo whats the tip etiquette, like 20%?'], ["Ugh I'm back at work tomorrow, 12 hour shift"], ['is this app free'], ['the page keeps crashing']])('%s changes nothing', (text) => {
    expect(changesTo(brief, text)).toEqual([]);
  });
  it.each([
    // "on the page" is a place in the picture, not the app's page
    ['his bible open with a mustard seed on the page', 'mustard seed'],
    // a kind with a name after it is the animal, not a role
    ["he's a Boston terrier named Rocco, could you draw him in a cap", 'boston terrier'],
    ['a teal ribbon around a trowel', 'teal ribbon'],
    ['a power pole with climbing hooks', 'power pole'],
  ])('%s → %s', (text, expected) => {
    expect(keywordsAfter(brief, text)).toContain(expected);
  });
  it("\"he's a plumber\" is still who he is", () => {
    expect(keywordsAfter(brief, "my dad, he's a plumber")).not.toContain('plumber');
  });
});

describe('the fifty-seventh set\'s shape', () => {
  it.each([['its meant to be boiling all weekend here in hull for once'], ['forecast is pouring all week']])('%s changes nothing, with or without a picture', (text) => {
    expect(changesTo(withPicture('kettle'), text)).toEqual([]);
    expect(changesTo(EMPTY_SLOTS, text)).toEqual([]);
  });
  it('"a cup of tea going cold" is still a picture', () => {
    expect(keywordsAfter(withPicture('crossword'), 'She did the crossword with a cup of tea going cold.')).toContain('cup of tea');
  });
});

describe('the fifty-eighth set\'s shapes', () => {
  it('a place offered, told with an exclamation, is a celebration', () => {
    expect(detectOccasion('Got my offer for vet school at Bristol!!')?.kind).toBe('celebration');
  });
  it('a horse put to sleep is a loss', () => {
    expect(detectOccasion('My old gelding had to be put to sleep this morning. Shire cross, 24 years old')?.kind).toBe('memorial');
  });
  it('an old tattoo to be covered up is talk', () => {
    expect(changesTo(withPicture('kookaburra'), 'My ex paid for the one on my arm, can I get that covered up while I am in?')).toEqual([]);
  });
});

describe('the fifty-ninth set\'s shapes', () => {
  it('coming of age in a named month is a celebration', () => {
    expect(detectOccasion('I turn 21 in august so for my birthday I want a fox')?.kind).toBe('celebration');
  });
  it('a parking ticket beside a parking question is talk, with or without a picture', () => {
    const text = "Where's the nearest car park to the studio? Last time I got a ticket on the main road.";
    expect(changesTo(withPicture('fox'), text)).toEqual([]);
    expect(changesTo(EMPTY_SLOTS, text)).toEqual([]);
  });
});
