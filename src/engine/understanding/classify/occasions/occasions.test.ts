/**
 * Memorials and celebrations: the rules' cues (occasionCue) and the decided occasion (detectOccasion), with the turns that are neither.
 *
 * Each case is phrased apart from the labelled sets (tests/eval), so a rule is held to forms it was not written from;
 * the design turns beside them must still write. Grouped by the brief the turns arrive at, where it matters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger } from '../../../nlp/tagger';
import { detectOccasion } from '../../../occasion';
import { occasionCue } from '../../../occasionCues';

beforeAll(async () => {
  await loadTagger();
});

describe("read from the message alone", () => {
  describe("memorials and celebrations", () => {
    it.each([
      ['my old pal Davie is no more with us', 'memorial'],
      ['uncle Jim left us in the spring, he was seventy two', 'memorial'],
      ['my grandmother left us in hospital last winter', 'memorial'],
      ['ma granny is away, just last week', 'memorial'],
      ['our rabbit carked it yesterday', 'memorial'],
      ['finished school at last!', 'celebration'],
      ["it's my parents' golden wedding in May", 'celebration'],
      ['our laaitie was born on Sunday', 'celebration'],
      ['the specialist says I am fully recovered', 'celebration'],
      ['i got a new heart two years ago', 'celebration'],
      ['grandpa popped his clogs at easter', 'memorial'],
      ['my cousin drowned off the pier', 'memorial'],
      ["she's in a better place", 'memorial'],
      ["i've finally become a grandad", 'celebration'],
      ['packed in the booze for good', 'celebration'],
      ['we had to let our old whippet go last night', 'memorial'],
      ['the vet let him go peacefully', 'memorial'],
      ['fifteen months clean today', 'celebration'],
      ['grandad departed this life at ninety', 'memorial'],
      ['my cousin was murdered in 2019', 'memorial'],
      // (spoken fillers do not break a role)
      ['so my uncle he um passed like a year ago', 'memorial'],
      ['we lost erm our rabbit', 'memorial'],
      ['the vets said there was nothing they could do for our cat', 'memorial'],
      ['my nephew got into edinburgh uni', 'celebration'],
      ['our twins took their first steps', 'celebration'],
      ["she's officially a midwife", 'celebration'],
      ['we won the cup on saturday', 'celebration'],
      ['i am a grandad again', 'celebration'],
      ['she finished her final round of chemo', 'celebration'],
      ['our first christmas without mum', 'memorial'],
      ['her dad sadly didn\'t wake up that morning', 'memorial'],
      ['our daughter started nursery', 'celebration'],
      ['my husband came home from deployment', 'celebration'],
    ])('%s → %s', (text, expected) => {
      expect(occasionCue(text)).toBe(expected);
    });

    it.each([
      // a parent who went away, someone travelling, a thing that broke
      'my dad left us when we were kids',
      'my wife is away at a conference',
      'mum is away, so I have the house to myself',
      'the printer carked it',
      'he is no more than five foot tall',
      'i want to become a mum one day',
      'he nearly drowned at the beach',
      'we let the kids go to the park',
      'i had to let my mate go first',
      "i didn't wake up for my alarm",
      'there was nothing they could do about the price',
      'he murdered that karaoke song',
      "i'm a teacher and i want something subtle",
      'we are expecting a parcel',
    ])('not an occasion: %s', (text) => {
      expect(occasionCue(text)).toBeUndefined();
    });
  });

  describe("memorials", () => {
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

  describe("celebrations", () => {
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

  describe("grief said as a goodbye", () => {
    it.each(['Bramble closed her eyes for the last time on the sofa', 'we said our goodbye to Pip on sunday morning', 'I was saying goodbye to my granny in the hospice all week'])('%s', (text) => {
      expect(occasionCue(text)).toBe('memorial');
    });

    it('a parting is not a death', () => {
      expect(occasionCue('said goodbye to my sister at the station')).toBeUndefined();
    });
  });

  describe("milestones by structure", () => {
    it.each(['we finally got the keys to our little cottage!', 'we officially bought our first flat!', 'just landed my dream job!!'])('%s', (text) => {
      expect(occasionCue(text)).toBe('celebration');
    });

    it.each(['just got my boiler fixed!', 'finally got my hair cut 🙄', 'just got my tea'])('no milestone: %s', (text) => {
      expect(occasionCue(text)).toBeUndefined();
    });
  });

  describe("more understated occasions", () => {
    it.each(['we laid our nanna to rest by the sea', 'lost the old lad to a stroke in the summer'])('memorial: %s', (text) => {
      expect(occasionCue(text)).toBe('memorial');
    });

    it.each(["I'm fifty next month, want something to mark it", 'been married forty years this october'])('celebration: %s', (text) => {
      expect(occasionCue(text)).toBe('celebration');
    });

    it('an age said to ask about the age limit is no birthday', () => {
      expect(occasionCue("I'm 16 next week, can I book in")).toBeUndefined();
    });
  });

  describe("teen text-speak and dialect grief", () => {
    it.each(['grandpa slipped away in his sleep on boxing day', 'my auntie is nae here anymore'])('memorial: %s', (text) => {
      expect(occasionCue(text)).toBe('memorial');
    });
  });
});

describe("read from the message alone", () => {
  describe("memorials said gently", () => {
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

  describe("celebrations said as a count of years or a new citizenship", () => {
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
});

describe("read from the message alone", () => {
  describe("memorials told by the structure of an ending", () => {
    it.each([
      // a being + an ending verb with its particle + a time or a manner
      ['our old spaniel slipped off quietly on Tuesday night'],
      ['the cat we had since uni drifted away in the night'],
      ['Grandma slipped away peacefully in March'],
      ['Pepper crossed over yesterday, fifteen years old'],
      // "not with us" anchored in time (learner English)
      ['my father is not with us since last winter'],
      // a being that no longer does what it did
      ['our rabbit is no longer hopping about, we buried him by the fence'],
      // the ending verb with "this" and a world word; a being in the afterlife's company
      ['Grandpa left this earth in the spring'],
      ["our Bella's with the angels now"],
      // a farewell said to a being; gone to the afterlife; a being heading the sentence across a relative clause
      ['we bid farewell to Uncle Pat in November'],
      ['Nanna has gone to Jesus'],
      ['the horse I learned to ride on is gone now'],
      // a duration after "for"; a being with a tender adjective as the object of "lost"; a pet run down
      ['grandpa has been gone for three years'],
      ['we lost our newborn daughter in the autumn'],
      ['our rabbit Clover was run over by a van'],
    ])('%s', (text) => {
      expect(occasionCue(text)).toBe('memorial');
    });

    it.each([
      ['my sister crossed the road without looking'],
      ['he slipped on the ice last week and broke his wrist'],
      ['my nephew drifted off in the car on the way home'],
      ['my gran drifted off on the sofa last night'],
      ['our dog slipped off the wall this morning'],
      ['the lighthouse is no longer working, it has a solar lamp now'],
      ['a koi crossing a bridge'],
      ['my mum left this town years ago'],
      ['my brother has gone to Spain for the summer'],
      ['said farewell to my mates at the station'],
      ['my brother got hit by a ball at football'],
      ['my dad has been gone for the weekend'],
      ['an angel with a dove, mum is with me on it'],
    ])('not a memorial: %s', (text) => {
      expect(occasionCue(text)).toBeUndefined();
    });
  });

  describe("celebrations told by their structure", () => {
    it.each([
      // a working life handed back after a long count
      ['after 42 years on the buses he clocked off for good on Friday'],
      ['Mum hung up her apron after thirty years running the café'],
      // a last round of treatment
      ['final round of radiotherapy done, bell rung'],
      // a being become the family's
      ["the adoption panel said yes, he's officially ours"],
      // a first in the family, a place won, a new job begun
      ['first one in our family to get a degree'],
      ['my son won a place at the conservatoire'],
      ['I begin my first job as a paramedic next month'],
      // a baby here, with a weight
      ["he's safely here, 8lb of noise"],
      // papers through, discharged from treatment, a job or a retirement with its date, a parent-to-be, a pet brought home
      ['her residency papers were finally approved'],
      ['discharged from the cancer ward this morning'],
      ['my first job as a welder starts next week'],
      ['Dad retires this Friday'],
      ["I'm about to be an auntie!"],
      ['we brought the new kitten home on Saturday'],
      // the last exams sat; home from service
      ['sat my final exams this week, done forever'],
      ['my husband is home from the navy for good'],
      // learner "finish my studies"; out of hospital; walking again; a test of one's own passed with "I" dropped
      ['I finish my training last month, now I am electrician'],
      ['home from the hospital at last after the transplant wait'],
      ['my mum is walking again after her hip op'],
      ['passed my probation today'],
      // good news from the clinic; a count since the last drink; a home or a family of N that is now theirs; a baby home
      ['the consultant says the lump has shrunk'],
      // ("they say the tumour is gone": an illness gone is good news, never a death)
      ['the doctors say the tumour is gone'],
      ['her mammogram came back clear'],
      ['two years since my last cigarette'],
      ['the flat is officially ours'],
      ['now a family of five!'],
      ['we brought her home from the special care unit'],
    ])('%s', (text) => {
      expect(occasionCue(text)).toBe('celebration');
    });

    it.each([
      ['after 20 years of wear my boots finally fell apart'],
      ['the last chemo did not work, she died in May'],
      ['a heron with a fish, 3 lbs in weight'],
      ['the pier where we spent the summers'],
      ['we brought the old photo home from the shop'],
      ['my dad is going to be there with me'],
      ['take the tumour out, it is gone from the design'],
      ['a family of three foxes'],
    ])('not a celebration: %s', (text) => {
      expect(occasionCue(text)).not.toBe('celebration');
    });
  });
});

describe("read from the message alone", () => {
  describe("occasion cues that tolerate spelling and grammar", () => {
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

  describe("more defaults, phrased apart from it", () => {
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

  describe("occasions by structure", () => {
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
});

describe("read from the message alone", () => {
  describe("occasions by structure", () => {
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

  describe("an animal put down is the one grieved", () => {
    it('does not offer condolences for the relation who owned something else', () => {
      const occasion = detectOccasion("we had to put down our old lurcher on friday, she was thirteen, she loved my brother's pickup");
      expect(occasion?.kind).toBe('memorial');
      expect(occasion?.person).toBeUndefined();
    });

    it('still names a pet word put down', () => {
      expect(detectOccasion('we had to put our cat down last week, my sister is heartbroken')?.person).toBe('cat');
    });
  });
});

describe("read from the message alone", () => {
  describe("occasions by structure", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
    it.each([
      ['First solo flight today, still grinning', 'celebration'],
      ['My son got into Royal Northern College of Music!', 'celebration'],
    ])('%s', (text, expected) => {
      expect(occasionCue(text)).toBe(expected);
    });
  });

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
    it.each([
      ['Mi padre murió en marzo', 'memorial'],
      ['just got booked for our first festival set!!', 'celebration'],
    ])('%s', (text, expected) => {
      expect(occasionCue(text)).toBe(expected);
    });
  });
});

describe("read from the message alone", () => {
  describe("further ways of telling an occasion: occasions", () => {
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

  describe("further ways of telling an occasion", () => {
    it.each([
      ['Our youngest starts big school next week! So proud.', 'celebration'],
      ['Eight months after my hip op I walked to the top of the hill without my crutches!', 'celebration'],
    ])('%s → %s', (text, kind) => {
      expect(detectOccasion(text)?.kind).toBe(kind);
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['I got engaged at the weekend to the love of my life', 'celebration'],
      ['finally finished my MSc at 48, graduation is in July', 'celebration'],
    ])('%s → %s', (text, kind) => {
      expect(detectOccasion(text)?.kind).toBe(kind);
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['He got down on one knee at the top of Snowdon and I said yes!', 'celebration'],
      ["The café's five years old this week! Still can't believe it", 'celebration'],
      ['My old Elmer, who got me into radio, went silent key in March', 'memorial'],
      ['Namaste. My father left for his heavenly abode last month.', 'memorial'],
      ['Passed all my nursing finals!! Registered nurse now', 'celebration'],
    ])('%s → %s', (text, kind) => {
      expect(detectOccasion(text)?.kind).toBe(kind);
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['My great-grandfather was executed in 1942 for hiding refugees.', 'memorial'],
      ['I became an Australian citizen on Friday after nine years.', 'celebration'],
    ])('%s → %s', (text, kind) => {
      expect(detectOccasion(text)?.kind).toBe(kind);
    });
  });

  describe("further ways of telling an occasion", () => {
    it('"has early dementia" alone is no loss', () => {
      expect(detectOccasion("my mum has early dementia but she's sharp as anything and wants this")?.kind).not.toBe('memorial');
    });
  });

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
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

  describe("further ways of telling an occasion", () => {
    it('"had tae put … doon" is a pet put down', () => {
      expect(detectOccasion('Had tae put Bramble doon on Monday, she was fourteen.')?.kind).toBe('memorial');
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['We will be married forty years in May', 'celebration'],
      ['my daughter topped the district in her board exams', 'celebration'],
    ])('%s → %s', (text, kind) => {
      expect(detectOccasion(text)?.kind).toBe(kind);
    });
  });
});

describe("read from the message alone", () => {
  describe("celebrations told in new ways", () => {
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
  });

  describe("further ways of telling an occasion", () => {
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
  });

  describe("further ways of telling an occasion", () => {
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
  });

  describe("further ways of telling an occasion", () => {
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
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['the drink got him in the end, he was only fifty'],
      ['Grandpa was a logger, lung cancer took him last spring.'],
    ])('%s is a memorial', (text) => {
      expect(detectOccasion(text)?.kind).toBe('memorial');
    });

    it('a first told with pride is a celebration', () => {
      expect(detectOccasion('my son caught his first steelhead on saturday, so proud of him')?.kind).toBe('celebration');
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([
      ['She has been made a director at the agency, finally!'],
      ['My first book is published next month.'],
      ['We have been matched with a little girl and she moves in next week.'],
    ])('%s is a celebration', (text) => {
      expect(detectOccasion(text)?.kind).toBe('celebration');
    });
  });

  describe("further ways of telling an occasion", () => {
    it('a baby who lived a little while is a loss, never congratulated', () => {
      const occasion = detectOccasion('We had our daughter Mae for three days in June.');
      expect(occasion?.kind).toBe('memorial');
      expect(occasion?.alsoCelebration).toBeFalsy();
    });

    it('a birth told with its hour is a celebration', () => {
      expect(detectOccasion("I'm a nana! Little Rosa, born 6am, mum and baby doing well.")?.kind).toBe('celebration');
    });
  });

  describe("further ways of telling an occasion: typing habits, other languages", () => {
    it('a first house told with an exclamation is a celebration', () => {
      expect(detectOccasion('Finally our first house!! 🏡')?.kind).toBe('celebration');
    });
  });

  describe("further ways of telling an occasion", () => {
    it.each([['Got my brown belt in judo last week, stoked'], ['earned my wings at the weekend, buzzing']])('%s is a celebration', (text) => {
      expect(detectOccasion(text)?.kind).toBe('celebration');
    });
  });

  describe("further ways of telling an occasion: grief", () => {
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
  });

  describe("further ways of telling an occasion", () => {
    it('a place offered, told with an exclamation, is a celebration', () => {
      expect(detectOccasion('Got my offer for vet school at Bristol!!')?.kind).toBe('celebration');
    });

    it('a horse put to sleep is a loss', () => {
      expect(detectOccasion('My old gelding had to be put to sleep this morning. Shire cross, 24 years old')?.kind).toBe('memorial');
    });
  });

  describe("further ways of telling an occasion", () => {
    it('coming of age in a named month is a celebration', () => {
      expect(detectOccasion('I turn 21 in august so for my birthday I want a fox')?.kind).toBe('celebration');
    });
  });
});
