/**
 * Session 11 (issue #19): compound names whose first word the tagger misreads, found across the earlier sets' misses
 * and held to phrasings apart from every fixture — with the turns each rule must leave alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from './designBrief';
import { detectOccasion } from './occasion';
import { personaReply } from './personas';
import { loadTagger } from './nlp/tagger';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';

const keywords = (text: string): string => applySuggestions(EMPTY_SLOTS, extractSlots(text, EMPTY_SLOTS)).slots.keywords;

beforeAll(async () => {
  await loadTagger();
});

describe('a compound whose head or modifier the tagger reads as a verb', () => {
  it.each([
    // a bare verb form right after a determiner is the modifier of the head after it
    ['I want my garden rake propped on a log', 'garden rake'],
    // after a measure and "of", the held phrase keeps its head though an -ing word follows
    ['can i get a pair of old tap shoes dangling off a hook', 'tap shoes'],
    // a short participle ("tied") closes the phrase like a longer one
    ['a pair of roller skates tied by their laces please', 'roller skates'],
    // a material before an -ing compound: plurals too
    ['a tattoo of copper cooking pans hanging on a rail', 'copper cooking pans'],
    // words kept out as pictures on their own name a kind in front of a noun
    ['I would like some side plates stacked up', 'side plates'],
    ['a head torch shining on a tent', 'head torch'],
    ['maybe a finish line banner with my time on it', 'finish line banner'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    // the talk words on their own are still no picture
    ['put it on the side of my arm please', 'side'],
    ['off the top of my head I like the fox', 'head'],
    // an -ing word after an animal stays its verb
    ['a hawk clutching a mouse', 'hawk clutching'],
    ['an owl gripping its branch', 'owl gripping'],
  ])('%s leaves out %s', (text, absent) => {
    expect(keywords(text)).not.toContain(absent);
  });
});

describe('kinds named with a judging word, a people\'s adjective or two capitals', () => {
  it.each([
    // lexicalised kinds whose first word is otherwise a judging word
    ['a trellis covered in sweet peas', 'sweet peas'],
    ['an old light bulb with a filament glowing', 'light bulb'],
    // a people's adjective in lower case
    ['my cat was a persian, a silver persian cat', 'persian cat'],
    ['a scottish fold with big eyes', 'scottish fold'],
    // two capitalised words after "he's a" name a kind, not who someone is
    ["He's a Bernese Mountain, the big soft lump", 'bernese mountain'],
    // the engine's animal words are words, not typos
    ['a little pony grazing', 'pony'],
    // a few person words name a kind in front of a thing; "birthday" in front of a noun too
    ['a baby rattle on a blanket', 'baby rattle'],
    ['the grandfather clock in the hall', 'grandfather clock'],
    ['a birthday candle stuck in a cupcake', 'birthday candle'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['a sweet little otter', 'sweet'],
    ["he's a plumber by trade", 'plumber'],
    ['a little pony grazing', 'peony'],
  ])('%s leaves out %s', (text, absent) => {
    expect(keywords(text)).not.toContain(absent);
  });
});

/** A brief with a picture already in it, as mid-conversation. */
const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher', size: 'medium' };
const added = (text: string): string => {
  const before = new Set(started.keywords.split(', '));
  return applySuggestions(started, extractSlots(text, started)).slots.keywords.split(', ').filter((k) => k && !before.has(k)).join(', ');
};

describe('after the twenty-eighth set: occasions', () => {
  it.each([
    // a loss while someone lives
    ['my nan has alzheimers now and she does not recognise me most visits', 'memorial'],
    ["mum's in the late stages of dementia, she's not really there any more", 'memorial'],
    // a first of the speaker's, done and told with an exclamation
    ['We sailed our first ocean crossing in June!', 'celebration'],
    // a settled status received
    ['finally got my green card this morning', 'celebration'],
    // a round birthday of someone alive
    ["it's for my dad's birthday next week, he turns 70!", 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });

  it.each([
    // a first time, a first tattoo: no milestone
    ['I tried my first tattoo design sketch last night!'],
    ['we booked our first appointment!'],
  ])('%s is no celebration', (text) => {
    expect(detectOccasion(text)?.kind).not.toBe('celebration');
  });

  it("someone's place left empty since a time is a loss", () => {
    expect(detectOccasion("Grandad's armchair has sat empty since the spring")?.kind).toBe('memorial');
  });

  it('a person told alive now gets no condolence', () => {
    expect(detectOccasion("for my grandad's bday, he's 80 on sunday!! he fixed clocks all his life")?.kind).not.toBe('memorial');
  });
});

describe('after the twenty-eighth set: what writes', () => {
  it.each([
    // spoken, "do you" + have asks
    ['do yous have a lift up to the studio cause i use a wheelchair'],
    ['do you have somewhere to leave a bike while im in'],
    // a quantity of something watched is no picture
    ['watched the entire box set of that baking show last night, shattered'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    // a request with "do you" stays a request
    ['do you think a heron would suit it better', 'heron'],
    // an addition opening any sentence, after a question too
    ['is it card only? oh and the teapot as well', 'teapot'],
    // only the aside after the comma is set aside
    ['I want my vespa on my calf, sorry phone keeps changing it to vest', 'vespa'],
    // a noun with its relative word left out is a picture
    ['the wellies we wore on the farm that summer', 'wellies'],
  ])('%s → %s', (text, expected) => {
    expect(added(text)).toContain(expected);
  });

  it('a contraction typed without its apostrophe is no picture', () => {
    expect(added("he's alive dont stress just want him with me always")).toBe('');
  });

  it('the keyboard aside adds none of its own words', () => {
    expect(added('I want my vespa on my calf, sorry phone keeps changing it to vest')).not.toMatch(/sorry|phone|vest\b/);
  });
});

describe('after the twenty-ninth set: what writes', () => {
  it.each([
    // a list of short fragments, each a thing
    ['Spirit level. Claw hammer.', 'claw hammer'],
    ['Spirit level. Claw hammer.', 'spirit level'],
    // a scene: a noun phrase posed with a participle and its particle
    ['grey lurcher curled up on a sofa cushion', 'sofa cushion'],
    ['With little curls of orange peel spilling over the rim', 'orange peel'],
    // a request "can I have the …" with "on it" is no question about the skin
    ['She ran a market stall. Can I have the scales with plums on it?', 'scales'],
    // a thing of someone's brought in after "so", beside the speaker's calendar
    ['we surfed every weekend so um his old longboard with the faded fin', 'longboard'],
  ])('%s → %s', (text, expected) => {
    expect(added(text)).toContain(expected);
  });

  it.each([['the traffic backed up on the ring road all morning'], ['the boiler packed in again last night']])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });
});

describe('after the thirtieth set', () => {
  it.each([
    // a question reported
    ["She's asking if your needles get binned after each client and whether the gloves are changed"],
    ['My brother wants to know if the inner bicep hurts more than the shin.'],
    // a being described beside a question about bringing it
    ['Can my partner come in with me? He is nervous, a total wimp.'],
    ["Can I bring my dog to the session? She's very quiet, a greyhound."],
    // an engagement put on the calendar beside logistics
    ["He's got a football tournament that Sunday, so it would have to be the Saturday."],
    // the speaker's own earlier tattoo that "looks like" something, and whether it can be fixed
    ['Also my first tattoo was done in a kitchen and my mate says it looks like a croissant. Could that be fixed later?'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['I was wondering if you could draw a kingfisher on a reed', 'kingfisher'],
    ['wondering if a lighthouse would work on the side', 'lighthouse'],
    ['a hockey stick with the pucks and um the skates beside it', 'pucks'],
    ['a little wooden baby rattle', 'wooden baby rattle'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['Our youngest starts big school next week! So proud.', 'celebration'],
    ['Eight months after my hip op I walked to the top of the hill without my crutches!', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });
});

describe('after the thirty-first set', () => {
  it.each([
    // "no" before an article corrects to what follows
    ['a tent peg or um actually no a mallet with a worn handle', 'mallet'],
    // two words with a hyphen join the subject after them, or before them
    ['a pop-up toaster with two slices in', 'pop-up toaster'],
    ['a treacle roly-poly on a plate', 'treacle roly-poly'],
    // a laugh closes "… can"
    ['a squashed cola can lol', 'cola can'],
    // a classifying adjective in -ical names the kind
    ['a nautical compass on old paper', 'nautical compass'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    // a message that says it is nothing to do with the tattoo
    ['landlord put the rent up again, nothing to do with the tattoo, just venting'],
    // a size word before a person is no size
    ['Does the ribcage hurt? Asking for my brother, he is a big softie'],
    // an old name to be got rid of, and its quoted lettering
    ["I've got 'Kayleigh' on my ankle from years ago and I want it gone. Do you do cover ups?"],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['I got engaged at the weekend to the love of my life', 'celebration'],
    ['finally finished my MSc at 48, graduation is in July', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });
});

describe('rules for what the retrained classifier left to them', () => {
  it.each([
    // a language asked for, in the speaker's own words
    ['Mi inglés es okay but for the needle I prefer Spanish.'],
    // someone's say about what the speaker does
    ['My husband says I spend too much on vinyl records, fair enough'],
    // a day ruled out, with the reason on the calendar
    ["It can't be next Saturday, we've got a christening for my niece."],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });
});

describe('after the thirty-second set', () => {
  it.each([
    ['do yous do piercings as well or just tattoos'],
    ['My sister wants her septum done, can she book in with me?'],
    ["Can't do Tuesday, I've got a dentist appointment at half three"],
    ['Any space next Friday? The week after I am at a wedding in Bristol.'],
    ['Do you take group bookings? My workmates want one each'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['He got down on one knee at the top of Snowdon and I said yes!', 'celebration'],
    ["The café's five years old this week! Still can't believe it", 'celebration'],
    ['My old Elmer, who got me into radio, went silent key in March', 'memorial'],
    ['Namaste. My father left for his heavenly abode last month.', 'memorial'],
    ['Passed all my nursing finals!! Registered nurse now', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });

  it('"down on one knee" is no placement', () => {
    const result = applySuggestions(EMPTY_SLOTS, extractSlots('He got down on one knee at the top of Snowdon and I said yes!', EMPTY_SLOTS));
    expect(result.slots.bodyZone).toBe('');
  });

  it("the winner's medal keeps its possessive", () => {
    expect(keywords("trainers with the winner's medal hanging off them")).toContain("winner's medal");
  });
});

describe('after the thirty-third set', () => {
  it.each([
    // model codes keep their letters, digits and hyphen
    ['a Nikon F3 with a strap', 'nikon f3'],
    ['a Korg MS-20 on a stand', 'korg ms-20'],
    ['an SP 1200 next to the decks', 'sp 1200'],
    ['my Zippo 200, lid open', 'zippo 200'],
    ['a Raspberry Pi on a breadboard', 'raspberry pi'],
    // the piece's part given a thing
    ['Could the anvil have a little blacksmith hammer resting on it?', 'hammer'],
    // a date in front of a noun names its kind; a capital letter after "with"
    ['a date stamp and an ink pad', 'date stamp'],
    ['my old Fiesta with P plates on', 'p plates'],
  ])('%s → %s', (text, expected) => {
    expect(keywords(text)).toContain(expected);
  });

  it.each([
    ['Can we book as a group of four on the same day?'],
    ['what if the cat scratches it while it heals'],
    ['If I miss the appointment because my shift runs late, do I lose the deposit?'],
    ["He's fine by the way, just a family joke"],
    ["Is there parking? The van's huge."],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['My great-grandfather was executed in 1942 for hiding refugees.', 'memorial'],
    ['I became an Australian citizen on Friday after nine years.', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });

  it('a wish to honour something is design talk even after a greeting', () => {
    expect(keywords('Good morning. I want to honour the thing that got me through: my grandad’s Anglepoise lamp.')).toContain('anglepoise lamp');
  });
});

describe('after the thirty-fourth set', () => {
  it.each([
    // an introduction whose speaker's life was set aside, thinking about a tattoo at all
    ['hey so im sat in a lay-by outside Carlisle and ive been thinking about this for ages'],
    ["G'day, Yorta Yorta fella here from out near Echuca. Drove three hours into town for this."],
    ['ok so i have dyslexia so sorry for the spelling lol'],
    ['On deployment in Cyprus right now, back home in six weeks.'],
    ['its 4am im on my break on nights and i cant sleep anyway'],
  ])('%s writes nothing', (text) => {
    expect(applySuggestions(EMPTY_SLOTS, extractSlots(text, EMPTY_SLOTS)).changes).toEqual([]);
  });

  it('a hand shaken is no placement', () => {
    expect(applySuggestions(started, extractSlots('The judge shook my hand and I cried', started)).slots.bodyZone).toBe('');
  });

  it('"has early dementia" alone is no loss', () => {
    expect(detectOccasion("my mum has early dementia but she's sharp as anything and wants this")?.kind).not.toBe('memorial');
  });
});

describe('after the thirty-sixth set', () => {
  it.each([
    ["The lads are throwing me a do at the club July 12th, will it be healed by then?"],
    ["Has to be done by 5 though, my daughter's got a netball match at the leisure centre"],
    ["I'd be coming over on the train from Penzance, it's five hours with the change and the taxi"],
    ['I work in Leeds as a porter, I can only come on my day off, Wednesday'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['Our son came early, in the middle of the night, on the kitchen floor!', 'celebration'],
    ['my brother was a fisherman and he never came home from the last trip', 'memorial'],
    ['First year as head chef and we got the star. Best year of my life.', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });

  it('a rainbow baby after a loss is both a loss and a joy', () => {
    const occasion = detectOccasion('Our rainbow baby arrived on Sunday after a miscarriage last year');
    expect(occasion?.kind).toBe('memorial');
    expect(occasion?.alsoCelebration).toBe(true);
  });
});

describe('after the thirty-fifth set', () => {
  it.each([
    ['just wondering how a cover up works, i got a faded tribal armband from the nineties'],
    ['Mad weather here today, roads are flooded'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });
});

describe('after the thirty-eighth set', () => {
  it.each([
    ["Sorry for the delay, I was on steroids for my asthma. Is that ok now I've stopped?"],
    ["Do you need ID? I'm 17 but 18 in two weeks."],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ["it's a girl 💗", 'celebration'],
    ['we entered the fell race as a laugh and we actually finished it', 'celebration'],
    ['did my first strongman comp and came third', 'celebration'],
    ['Ireland won the Six Nations!! need something for it', 'celebration'],
    ['One of our crew passed away last month and we all want the same piece.', 'memorial'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });
});

describe('after the thirty-ninth set', () => {
  it.each([
    ['A heron standing on a garden rake would be perfect.', 'garden rake'],
    ['Want my e-scooter with a helmet on the handlebars', 'e-scooter'],
    ['a deep dish pizza with one slice missing', 'deep dish pizza'],
    ['He was a wee Border Terrier with a grey beard', 'border terrier'],
    ['Oh can you fit a skipping rope in too?', 'skipping rope'],
    ['three pairs of baby socks on a washing line', 'baby socks'],
  ])('%s → %s', (text, expected) => {
    expect(added(text)).toContain(expected);
  });

  it.each([
    ['what if it snows and the buses stop, can I move it without losing the deposit'],
    ['Can a few of us come in together? Four of the girls want the same one.'],
    ["What about shifts, I'm on lates this week, can you do a morning?"],
    ['Thank you. She would have loved this.'],
    ['Is a visible tattoo going to be a problem at work? Just thinking aloud.'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it('"had tae put … doon" is a pet put down', () => {
    expect(detectOccasion('Had tae put Bramble doon on Monday, she was fourteen.')?.kind).toBe('memorial');
  });
});

describe('after the thirty-seventh set', () => {
  it.each([
    ['its roasting hot today like thirty five degrees'],
    ['my phone just died in the middle of a meeting'],
    ['my GP says I am fine but will the ink take at my age?'],
    ['honestly is the ankle worse than the wrist'],
  ])('%s writes nothing', (text) => {
    expect(added(text)).toBe('');
  });

  it.each([
    ['We will be married forty years in May', 'celebration'],
    ['my daughter topped the district in her board exams', 'celebration'],
  ])('%s → %s', (text, kind) => {
    expect(detectOccasion(text)?.kind).toBe(kind);
  });
});

describe("the studio's logistics are answered, not passed over", () => {
  const reply = (text: string): string => personaReply({ persona: 'buddy', history: [{ role: 'user', content: text }], slots: started, captured: [] });

  it.each([['do you lot have parking nearby? ill be in a van'], ['Is the studio wheelchair accessible?']])('%s', (text) => {
    expect(reply(text)).toMatch(/studio’s to answer/);
    expect(reply(text)).not.toMatch(/riffing/);
  });

  it('a picture with a parking meter in it is no logistics question', () => {
    expect(reply('can you add a parking meter')).not.toMatch(/studio’s to answer/);
  });
});

describe('after the fortieth set', () => {
  it("someone else wanting one too is the studio's logistics, not the story", () => {
    const result = applySuggestions(EMPTY_SLOTS, extractSlots("what's the youngest you'll tattoo? my son is 15 and wants one with me", EMPTY_SLOTS));
    expect(result.changes).toEqual([]);
  });
});
