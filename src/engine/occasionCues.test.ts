/**
 * The memorial / celebration scorer (occasionCues.ts). Phrasings written for this test, not taken
 * from the conversation fixtures: the scorer must hold on forms it was not built from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTagger, setTagger } from './nlp/tagger';
import { occasionCue, occasionCues } from './occasionCues';

const MEMORIALS = [
  'my stepdad died of a heart attack in the summer',
  'Our old collie passed at the end of August',
  'grandpa Joe passed, and I want his harmonica',
  'we had to put our rabbit down on Thursday',
  'the vet put her to sleep last night',
  "it's been a year since her death",
  "I'm getting his ashes mixed into the ink",
  'she would have turned 30 this week',
  'my twin brother was killed in a motorbike crash',
  'we buried my uncle in the spring',
  "my cousin's been gone three years now",
  'I lost my little sister to meningitis',
  'lost him to cancer in 2021',
  'we lost Hattie when she was nine',
  'Tom died when I was a teenager and I still think of him',
  'after the miscarriage I want something tiny',
  'my pup crossed the rainbow bridge',
  'I miss him every single day',
  'our daughter was stillborn',
  "he's in heaven now with his fishing gear",
  'gonna be a tribute piece, the funeral is next week',
  'R.I.P. grandad',
  'my godfather is dead and I want his watch on my arm',
  'my partner passed on in February',
  'a piece for my dead brother, he rode motocross',
];

const CELEBRATIONS = [
  'we tied the knot in Vegas',
  'my partner and I eloped last month',
  'our baby boy arrived three weeks early',
  'my granddaughter came along in the spring',
  'we adopted two kittens',
  'I survived breast cancer',
  'finally beat lymphoma after two rounds',
  'I kicked my addiction, 18 months sober',
  'I got my citizenship this year',
  'I got promoted to head chef',
  'he proposed on a mountain top',
  'I qualified as a paramedic',
  'our son was born on Tuesday',
  'the twins are here!',
  "turning fifty and I want something bold",
  'our silver wedding anniversary is in June',
  'I retired from the navy',
  "we're expecting our first",
  "I passed my nursing exams",
  'three years clean from heroin',
];

const NEITHER = [
  'I lost my phone so I am messaging from my laptop',
  'lost my nerve last time, trying again',
  'I passed by your studio yesterday',
  'my dad is dead set on a lion',
  'my sister has been killing it at work',
  'that design is to die for',
  'dying to get this done',
  'my phone died halfway through the chat',
  'the plant my mum gave me died',
  'a phoenix rising from the ashes',
  'a dead tree with ravens',
  'a skull and a grave stone on my calf',
  "my mum hasn't died, she's fine, she just loves roses",
  "my dad nearly died last year but he's doing great",
  'my nan passed down her ring to me',
  'she passed on her love of sewing',
  'my brother has gone to Spain for work',
  'the video has gone viral',
  'I was born in 1990',
  'a map of the town where I was born',
  'my sister arrived from Canada yesterday',
  'graduated shading from black to grey',
  'we are not married yet',
  'is it safe to get tattooed while pregnant?',
  'do you have any promotions on?',
  'an engagement ring on a compass',
  'I beat my brother at chess',
  'I miss my daughter, she moved abroad',
  'a match made in heaven',
  'my late night idea was a moth',
  'I lost touch with my dad years ago',
  'should I be sober for the session',
  'my married name is on my ID',
];

/** Not a death, though "passed" is there: an exam is a celebration. */
const NOT_MEMORIAL = ['I passed my driving test first time', 'she passed her exams', 'my dog passed his obedience class'];

describe('occasionCue', () => {
  it.each(NOT_MEMORIAL)('not a memorial: %s', (text) => expect(occasionCue(text)).not.toBe('memorial'));
  it.each(MEMORIALS)('memorial: %s', (text) => expect(occasionCue(text)).toBe('memorial'));
  it.each(CELEBRATIONS)('celebration: %s', (text) => expect(occasionCue(text)).toBe('celebration'));
  it.each(NEITHER)('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());

  it('a memorial wins over a celebration in the same message', () => {
    expect(occasionCue('it would have been our anniversary, he died in May')).toBe('memorial');
  });
});

describe('occasionCue with the tagger loaded (names in lower-case voice transcripts)', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));

  it('reads a first name as the one who died', () => {
    expect(occasionCue('um so jessica passed last spring')).toBe('memorial');
    expect(occasionCue('we lost michael in the flood')).toBe('memorial');
  });

  it('still ignores things that were lost', () => {
    expect(occasionCue('we lost the match in the final')).toBeUndefined();
  });
});

describe('occasionCue: losses and events told without the usual words', () => {
  it.each([
    ["he'd have turned seventy next month", 'memorial'],
    ['our little girl is an angel now', 'memorial'],
    ["grandpa's not around anymore", 'memorial'],
    ['it would have been my wedding anniversary with him', 'memorial'],
    ['my uncle went to a better place in May', 'memorial'],
    ['we had to say goodbye to Bramble on Friday', 'memorial'],
    ['I passed my probation at work!', 'celebration'],
    ['sober 2 yrs today', 'celebration'],
    ['my best friend had her baby last night', 'celebration'],
    ['the first grandkid is due… no wait, she arrived!', 'celebration'],
  ])('%s', (text, kind) => expect(occasionCue(text)).toBe(kind));

  it('keeps ordinary goodbyes and angels out', () => {
    expect(occasionCue('an angel with big feathered wings')).toBeUndefined();
    expect(occasionCue('she is my angel, my little girl, she turned five')).toBeUndefined();
    expect(occasionCue('I said goodbye to my old job')).toBeUndefined();
  });
});

describe('occasionCue: more general forms of loss and celebration', () => {
  it.each([
    ['my aunt lost her battle with ovarian cancer', 'memorial'],
    ["the doctors tried but he didn't make it", 'memorial'],
    ['my cousin was taken from us at twenty', 'memorial'],
    ['she slipped away in the night', 'memorial'],
    ['forever in our hearts, my little brother', 'memorial'],
    ['we got hitched on a beach', 'celebration'],
    ['our baby is on the way!', 'celebration'],
    ['just finished my first marathon', 'celebration'],
    ['two years smoke-free today', 'celebration'],
  ])('%s', (text, kind) => expect(occasionCue(text)).toBe(kind));

  it('does not read a parent who left, or a bird flying high, as a death', () => {
    expect(occasionCue('my dad left us when I was five')).toBeUndefined();
    expect(occasionCue('a swallow flying high over the sea')).toBeUndefined();
  });
});

describe('occasionCue: a wider range of everyday phrasings', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  it.each(['my grandfather died peacefully at home', 'lost my nan over christmas', 'we lost our beautiful boy at 22 weeks', 'since my wife passed I have been lost', 'my best friend was killed by a drunk driver', 'mum lost her fight with dementia', 'it has been 10 years since dad went', 'my brother is gone, he was only 30', 'dad passed in march', 'her funeral was beautiful', 'cancer took my mum last year', 'my daughter was stillborn', 'my husband committed suicide', 'we scattered his ashes at the beach', 'my hamster died lol but I loved him', 'our cat had to be put to sleep', 'remembering my nan who raised me', 'honouring my late father', 'I want to remember my sister who died', 'she died in my arms', 'my old man kicked the bucket last year', 'my mate Dave died in a car crash', 'Grandma has passed', 'mum is no longer here', 'my son passed away aged 4', 'he was taken too soon', 'lost both parents this year', 'my dad, who passed last year, loved boats', 'my brother would be 40 today', 'i miss my grandad so much he passed last month', 'my mom died of covid', 'the anniversary of her death is next week', 'rest easy mum', 'my twin sister passed on', 'my baby girl gained her wings'])('memorial: %s', (text) => expect(occasionCue(text)).toBe('memorial'));
  it.each(['we just got engaged!!', 'I graduated from nursing school', 'my son was born yesterday', 'our first baby arrived last week', 'celebrating 20 years together', 'I became a grandma today', 'I am finally cancer free', 'I beat breast cancer', 'got my green card', 'we adopted a little boy', 'five years sober this month', 'we got married in the summer', 'I just retired after 40 years', 'I passed my bar exam', 'just became a dad', 'my daughter graduated law school', 'our 25th wedding anniversary', 'survived a brain tumour', 'I got into medical school', 'we bought our first house'])('celebration: %s', (text) => expect(occasionCue(text)).toBe('celebration'));
  it.each(['I lost my wallet', 'lost my mind over this design', 'I want a skull', 'a dead rose', 'my phone is dying', 'the flower died', 'a grave with flowers', 'killing it with this idea', 'memento mori skull', 'a ghost', 'an angel with wings', 'she passed me the pen', 'my nan loves roses', 'my dad wants one too', 'a phoenix from the ashes', 'my late appointment', 'I miss the sea', 'my dog loves the beach', 'born to be wild script', 'the day I was born', 'a wedding ring', 'my mum is getting a tattoo too'])('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());
});

describe('occasionCue: further losses and milestones', () => {
  it.each([
    ['we spread my grandads ashes on the hill', 'memorial'],
    ['my friend Lou, who we lost in the flood, loved kites', 'memorial'],
    ["it's mum's heavenly birthday on Sunday", 'memorial'],
    ['our boy would be turning ten this year', 'memorial'],
    ["I'm clean for three years now", 'celebration'],
    ['we finally opened our own cafe', 'celebration'],
  ])('%s', (text, kind) => expect(occasionCue(text)).toBe(kind));

  it('aftercare "keep it clean for two weeks" is not a celebration', () => {
    expect(occasionCue('keep it clean for two weeks after')).toBeUndefined();
  });
});

/**
 * Session 5: a 104-sentence probe written from scratch before any change (memorials, celebrations
 * and near misses), scored first (70/105 then) and kept here. The scorer now reads a grief field
 * rather than single phrasings: owned remains ("my grans urn", "dads passing"), angels and wings
 * grown/earned, flying or going to heaven, "watching over", "crossed over", "would have/of been"
 * + an age or a milestone, "would have loved this", an aside after the being ("my dad, gone five
 * years"), and life events (a new home, keys, vows, a published book, a belt, a year mark).
 */
describe('occasionCue: occasions across many Englishes and registers', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  it.each([
  'my brother Sam, who we said goodbye to in March, loved his guitar',
  'my grans urn sits on the mantel and I want her roses',
  'our little angel Rosie would be turning five next week',
  'it will be his first heavenly christmas',
  'dad would be retiring this year if he was still here',
  'my aunt Bea, who passed in the spring, grew dahlias',
  'I want something for my daughter who we lost at 20 weeks',
  'my best friend took his life last year',
  'we scattered mums ashes at the beach',
  'since losing my husband I have not been the same',
  'I visit my grandads grave every sunday',
  'my little boy grew his wings in 2019',
  'she flew to heaven on the 3rd of may',
  'my dog Pepper crossed over last week',
  'my mum is watching over me now',
  'my dad, gone five years this june, loved his motorbike',
  'it is two years since we buried Luca',
  'lost my wife in a car accident',
  'my sister, who died of an overdose, loved sunflowers',
  'my grandpa is no longer here but he taught me to fish',
  'my papa went to be with the lord',
  'my cat Mochi is not with us anymore',
  'we lost our baby girl at birth',
  'dads passing hit me hard',
  'my mum lost her fight with dementia',
  'my brother would of been 30 today',
  'grieving my nan, she loved bluebells',
  'in honour of my late godmother',
  'my dad, gone but never forgotten, was a sailor',
  'our Benji had to be put down',
  'remembering our boy who passed at 19',
  'my uncles funeral was last week',
  'I miss my gran so much, she baked bread every sunday',
  'my friend Kat lost her battle with cancer',
  'my baby brother is an angel now',
  'losing my father last spring changed me',
  'my husband would have loved this',
  'my nan has passed, she loved her garden',
  'my son who is in heaven loved dinosaurs',
  'they turned off his life support in april',
  ])('memorial: %s', (text) => expect(occasionCue(text)).toBe('memorial'));
  it.each([
  'I just opened my own tattoo-free barbershop',
  'we finally moved into our new house',
  'I got the job I wanted at the hospital',
  'my daughter was born on tuesday',
  'I am a year clean today',
  'we became grandparents last month',
  'just finished my last round of radiation',
  'I am celebrating 10 years cancer free',
  'I finally got my PhD',
  'we renewed our vows in june',
  'I came out to my family and they were great',
  'I graduated nursing school',
  'she said yes on the beach',
  'we adopted a little girl',
  'my first book got published',
  'I hit 5 years sober on sunday',
  'I bought a house on my own',
  'started my own business this year',
  'our twins turned one',
  'we are expecting our first baby',
  'I got my citizenship yesterday',
  'I made it through my first year of teaching',
  'we got our keys to our first flat',
  'I finished my apprenticeship',
  'I just got accepted to art school',
  'my son got his black belt',
  'my wife and I just hit our 10 year mark',
  'I kicked cancer\'s butt',
  'I passed my driving test but that is not the tattoo',
  'my mum is retiring next year but she hates tattoos',
  ])('celebration: %s', (text) => expect(occasionCue(text)).toBe('celebration'));
  it.each([
  'my dad loves fishing and still goes every weekend',
  'I lost my wallet on the bus',
  'my grandma is 90 and still gardening',
  'the dead sea at sunset',
  'a ghost ship sailing into the fog',
  'my phone died halfway through the drawing',
  'I miss the old shop on main street',
  'an angel with big wings on my back',
  'my mum passed me her love of birds',
  'a grave digger skeleton holding a shovel',
  'my brother is going to heaven and hell the band concert',
  'a memento mori skull',
  'a dove carrying an olive branch',
  'our cat is getting old but still hunts mice',
  'I want a heavenly glow around the moon',
  'I would be lost without my sister',
  'my dad would be proud of me',
  'the ashes of a burnt letter',
  'my nan still bakes every sunday',
  'my son would love a dinosaur tattoo too',
  'my husband is starting school again',
  'I missed the bus this morning',
  'I lost my job last year and want a fresh start',
  'my dog goes to heaven knows where every morning',
  'I\'m dying to get this done',
  'our little angel of a daughter drew this for me',
  'a funeral home sign in neon',
  'she is always watching over the garden',
  'a phoenix rising from the ashes',
  'I want the urn from the greek vase painting',
  'my uncle lost his job and moved away',
  'my grandad kicked the ball over the fence',
  ])('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());

  it('still does not read a parent leaving, or a drawn tombstone, as certain grief', () => {
    // Known limits: "left us" is also abandonment, so it is not a cue on its own.
    expect(occasionCue('my dad left us when I was five')).toBeUndefined();
  });
});

describe('occasionCue: general forms phrased apart from the labelled sets', () => {
  it.each([
    ["our grampa's been gone a good while now", 'memorial'],
    ['God rest her, she was a saint', 'memorial'],
    ['our hamster Nibbles did not make it through the night', 'memorial'],
    ['we had to put our old lurcher down in May', 'memorial'],
    ['I want some of the ashes in the ink for my brother', 'memorial'],
    ['since losin my auntie I have not been right', 'memorial'],
    ['the adoption went through last Tuesday!', 'celebration'],
    ['two years since my liver transplant', 'celebration'],
    ["I'm an auntie for the first time", 'celebration'],
    ['I defended my doctorate this morning', 'celebration'],
    ["I've been clean eighteen months today", 'celebration'],
  ])('%s', (text, kind) => expect(occasionCue(text)).toBe(kind));

  it.each(['my mum did not make it to the show', 'put the kettle down', 'a phoenix rising from the ashes', 'clean lines please', 'I want to put my name down for a slot'])('neither: %s', (text) => {
    expect(occasionCue(text)).toBeUndefined();
  });

  it('reads both a celebration and a memorial in one message', () => {
    expect(occasionCues("we're getting married in June and my mum won't be there, she passed last year")).toEqual({ memorial: true, celebration: true });
  });
});

describe('occasionCue: chatty life events', () => {
  it.each([
  'we just found out we are having twins!!',
  'I finally finished my nursing degree',
  'my divorce came through and honestly I feel free',
  'ten years married this june',
  'I finally paid off my student loans',
  'we got the keys yesterday!!',
  'I made it to one year without a drink',
  'I just qualified as a paramedic',
  'my son is coming home from his deployment next week',
  'I have been in remission for five years',
  'my daughter got her first job',
  'I ran my first ultra last weekend',
  'we just welcomed our second grandson',
  'we are celebrating my mums 70th',
  'I got my black belt in judo',
  ])('celebration: %s', (text) => expect(occasionCue(text)).toBe('celebration'));
  it.each([
  'mum passed in her sleep last spring',
  'my brother took his own life in 2020',
  'we lost our little girl to SIDS',
  'my papa went to be with jesus in march',
  'my grandad has been gone five years next week',
  'my best mate died in afghanistan',
  'lost my dad to suicide 2 yrs ago',
  'our dog Bruno passed over the weekend',
  'my nan is no longer with us but she loved robins',
  'my twin didnt survive the birth',
  'my uncle was killed in action',
  'its a memorial piece for my stepdad',
  'my gran left this world in november',
  'he would of been 50 today my dad',
  'my wife passed from ALS last year',
  ])('memorial: %s', (text) => expect(occasionCue(text)).toBe('memorial'));
  it.each(["I didn't survive the exam week lol", 'the colour passed from red to gold', 'I ran my first tattoo idea past my mum'])('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());
});

describe('occasionCue: further forms phrased apart from the labelled sets', () => {
  it.each([
    ["my wife's late grandmother kept bees", 'memorial'],
    ["our neighbour's late husband built boats", 'memorial'],
    ["grandpa would've been a hundred this spring", 'memorial'],
  ])('%s', (text, kind) => expect(occasionCue(text)).toBe(kind));
  it.each(["my sister's late shift ends at ten", 'I had a late lunch', 'a hundred roses'])('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());
});

describe('occasionCue: memorial work in general is not a loss', () => {
  it('reads a question about memorial pieces in general as no occasion, one memorial piece for someone as one', () => {
    expect(occasionCue('do any studios do discounts on memorial tattoos?')).toBeUndefined();
    expect(occasionCue('I want a memorial piece for my uncle')).toBe('memorial');
  });
});

/** Session 5, sixth probe (written before the sixth blind set): possessives, relative clauses, elisions. */
describe('occasionCue: possessives, relative clauses and elisions', () => {
  beforeAll(async () => {
    await loadTagger();
  });
  afterAll(() => setTagger(undefined));
  it.each([
  "my brother-in-law's funeral was on friday",
  "it's for my nan who we buried in june",
  'my cousin, who passed last winter, loved owls',
  'for my mum, whose ashes we scattered at sea',
  'my uncle whom we lost in 2018',
  "my gran's passed, she was 94",
  "dad's been gone 3 yrs",
  "my mums gone now but she loved daisies",
  "my grandads passed away",
  "our nans gone to be with grandad now",
  "my fiancé's late mum",
  "the dog we lost last year was a spaniel",
  "my sister, who we said goodbye to in may, adored horses",
  "my papa, who's no longer with us, was a baker",
  "my best friend who died in the crash",
  "in memory of our son",
  "my daughters dad passed when she was two",
  "my brothers headstone has a robin on it",
  "my aunt who I lost to cancer",
  "my grandma, whos passed now, grew roses",
  "he's not with us anymore, my grandad",
  "mum's been in heaven 5 years",
  "my wife, god rest her soul, loved the sea",
  "my step-dad died in april",
  "our little one who was born sleeping",
  "my granda who passed on christmas eve",
  "we lost dad suddenly in march",
  "my best mates passed, he was 30",
  "I lost my bestie last month",
  "my dad who I miss every day",
  ])('memorial: %s', (text) => expect(occasionCue(text)).toBe('memorial'));
  it.each([
  "my brother-in-law's wedding was on friday",
  'my cousin, who lives in leeds, loves owls',
  "my gran's 94 and still dancing",
  "dad's been gone on a work trip for 3 weeks",
  'the dog we got last year is a spaniel',
  'my aunt who I visit every sunday',
  'my dad who I see every day',
  "my mum's gone to spain for a month",
  'I lost the bet so I am getting a tattoo lol',
  ])('neither: %s', (text) => expect(occasionCue(text)).toBeUndefined());
});
