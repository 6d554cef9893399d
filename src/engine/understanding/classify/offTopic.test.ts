/**
 * Turns that leave the brief alone: off-topic talk, the speaker's life, questions, someone else's tattoo — and the design turns beside them that must still write.
 *
 * Each case is phrased apart from the labelled sets (tests/eval), so a rule is held to forms it was not written from;
 * the design turns beside them must still write. Grouped by the brief the turns arrive at.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignSlots, EMPTY_SLOTS } from '../../designBrief';
import { briefProbe } from '../../eval/briefProbe';
import { loadTagger } from '../../nlp/tagger';
import { applySuggestions } from '../../slotChanges';
import { extractSlots, isOffTopic } from '../../slotExtraction';
import { extractVoiceKeywords } from '../../voiceKeywords';

beforeAll(async () => {
  await loadTagger();
});

describe("from an empty brief, read with keywords", () => {
  const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => extractSlots(text, current).find((s) => s.field === 'keywords')?.value ?? '';

  describe("off-topic talk never writes the brief", () => {
    const full: DesignSlots = { style: 'realistic', bodyZone: 'forearm', keywords: 'fox', size: 'medium', colors: 'black and grey', description: '' };

    it.each([
      'is there an age limit? im 16',
      'my dad can come with me to sign the form, can he?',
      'will it show up on an x-ray',
      'is a glass of wine the evening before ok',
      'should I skip my morning coffee before',
      'do you do laser removal too',
      'does anyone know if you can get inked while breastfeeding',
      'is there a fee to change the date',
      'any chance you are free next tuesday',
      'wat time r u open til',
      'how much for a palm sized one or naw',
      'does the needle hurt near the elbow? I am on warfarin.',
      'what should I eat before? Crisps, sweets?',
      "what's the damage for a full back",
      'would it be cheaper to do both at once',
      'can you cover up an old tattoo of my ex',
      'could I drop in on friday',
      'im 16 would my mams permission be enough',
      'if i have a cold should i still come',
      'where r u based',
      'could u fit me in next weds',
      "there's a birthmark on my calf, can you work around it",
      'my skin is quite olive, would white ink show',
      'could a medium one be done in a single sitting',
      'do tiny ones take ages',
      'got any offers on this month',
    ])('%s', (text) => {
      expect(isOffTopic(text)).toBe(true);
      expect(applySuggestions(full, extractSlots(text, full)).slots).toEqual(full);
      expect(applySuggestions(full, extractVoiceKeywords(text, full).suggestions).changes).toEqual([]);
    });

    it('a short fragment carrying on the previous off-topic question writes nothing, typed or spoken', () => {
      const asked = 'can I have a drink the night before?';
      expect(extractSlots('and tea?', full, asked)).toEqual([]);
      expect(extractSlots('what about painkillers', full, asked)).toEqual([]);
      expect(extractVoiceKeywords('and energy drinks?', full, asked).suggestions).toEqual([]);
      // (design words, or a previous message that was design talk, keep it a design message)
      expect(keywords('and a lantern?', { ...EMPTY_SLOTS, keywords: 'fox' })).toBe('fox, lantern');
      expect(extractSlots('and a lantern?', EMPTY_SLOTS, 'a fox in the snow').find((s) => s.field === 'keywords')?.value).toBe('lantern');
      expect(extractSlots('and make it bigger?', full, asked).find((s) => s.field === 'size')?.value).toBe('large');
    });
  });

  describe("off-topic questions write nothing", () => {
    it('reads Scots spellings of time off as the standard words', () => {
      expect(isOffTopic("Could ye squeeze us in the morra? Ah'm aff work efter that")).toBe(true);
    });
  });

  describe("off-topic said as a statement writes nothing", () => {
    const brief: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kookaburra' };

    it.each([
      'honestly terrified my dad is going to disown me',
      "really anxious I'll pass out halfway through",
      // a dropped "I" with a past tense, after an off-topic clause
      "I'm on blood thinners, started them back in march",
    ])('%s', (text) => {
      expect(keywords(text, brief)).toBe('');
      expect(extractVoiceKeywords(text, brief).suggestions).toEqual([]);
      expect(isOffTopic(text)).toBe(true);
    });
  });

  describe("a statement about the speaker closed by \"does that matter?\" is a question about them", () => {
    const brief: DesignSlots = { ...EMPTY_SLOTS, keywords: 'pohutukawa' };

    it.each(['I swim in the sea every morning, would that be a problem', 'my job involves a lot of sun, does it matter'])('%s', (text) => {
      expect(keywords(text, brief)).toBe('');
      expect(isOffTopic(text)).toBe(true);
    });
  });

  describe("questions that open after a comma", () => {
    const brief: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher' };

    it('a circumstance then a spoken question writes nothing', () => {
      expect(keywords("I'm coming by train, is there a taxi rank outside", brief)).toBe('');
    });
  });
});

describe("mid-conversation, the brief holding heron, reeds, read with keywords, changes", () => {
  const keywords = (text: string, current: DesignSlots = EMPTY_SLOTS): string => extractSlots(text, current).find((s) => s.field === 'keywords')?.value ?? '';
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'heron, reeds', bodyZone: 'forearm', size: 'medium' };
  const { changes } = briefProbe(started);

  describe("off-topic: age and consent, money, availability, aftercare and worries leave the brief alone", () => {
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

    it('a sentence about the speaker before a design request is not swept in', () => {
      expect(isOffTopic("Hi I'm on my lunch break. Could you add a kingfisher?")).toBe(false);
      expect(keywords("Hi I'm on my lunch break. Could you add a kingfisher?")).toContain('kingfisher');
    });
  });
});

describe("mid-conversation, the brief holding otter, river stones, read with changes", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'otter, river stones', bodyZone: 'forearm', size: 'medium' };
  const { changes } = briefProbe(started);

  describe("off-topic: the speaker's life placed on a calendar leaves the brief alone", () => {
    it.each([
      // a schedule
      ['the school run eats my mornings so afternoons only please'],
      ['I drive lorries, three nights away every week'],
      // a date relative to now, with a subject-looking noun
      ['my van is in the garage next week so I can only get there by train'],
      ["we're moving flat next month, the boxes are everywhere"],
      // a clock limit
      ['the ferry back to my island stops after eight'],
      // dropped "I", learner English
      ['Travelling to Poland in two weeks, my mother she is sick'],
      // a placement hesitated over, with the obstacle on the calendar after "but"
      ['maybe the ankle but my work boots rub there every day'],
      // an apology to the studio opening a complaint
      ['Excuse me, the door buzzer downstairs does not ring'],
    ])('%s', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("off-topic: the people around the speaker and what they do now leave the brief alone", () => {
    it.each([
      ['my flatmate is a pain about visitors'],
      // (not reached: "our youngest is home sick" — an adjective standing for the person is not a person word)
      ['the childminder can only have him Thursdays'],
      ['my manager would flip, honestly'],
      ['my husband does not understand why I want more'],
      // a body part of the speaker's as the subject of its own condition
      ['my knees ache after long shifts'],
      // a schedule word with a person in a second clause
      ['we share one van and my brother uses it weekdays'],
      // a distance from the studio; a person word with a time, hedged by "maybe"
      ["we're forty minutes away by train"],
      // which part of the day suits
      ['weekday lunchtimes work best for me'],
      ['our twins are home for the school holidays so maybe later'],
    ])('%s', (text) => {
      expect(changes(text)).toBe(false);
    });
  });
});

describe("mid-conversation, the brief holding kingfisher, bulrushes, read with changes", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher, bulrushes', size: 'medium' };
  const { changes } = briefProbe(started);

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

  describe("once there is a picture, a clause about the speaker writes nothing on its own", () => {
    it.each([
      ["i'm on lithium, does that change anything"],
      ["i'll run it past my GP first"],
      // a thing of the speaker's as the subject of a finite verb
      ['my van broke down again on the bypass'],
      ['we are out in Connemara most weekends'],
    ])('%s', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("said on its own, with or without a picture", () => {
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
  });

  describe("asides, worries and old pieces beside an off-topic question", () => {
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
  });

  describe("more defaults, phrased apart from it", () => {
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
  });

  describe("a body part with a condition of its own, anywhere in its clause, or hurt, is never a placement", () => {
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
  });

  describe("logistics and other people, once there is a picture, write nothing", () => {
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
  });

  describe("subjects by structure", () => {
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
});

describe("mid-conversation, the brief holding kingfisher, bulrushes, read with changes", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher, bulrushes', size: 'medium' };
  const { changes } = briefProbe(started);

  describe("logistics, the app, healing wear, other people and the inks write nothing", () => {
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
  });
});

describe("mid-conversation, the brief holding heron, reeds, read with changes", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'heron, reeds', size: 'medium' };
  const { changes } = briefProbe(started);

  describe("once there is a picture, a message writes only when it directs the drawing", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
    it.each([
      // a child's exams
      ['she has her mocks in June as well'],
    ])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it.each([
      ["I've a real phobia of needles, can my sister hold my hand"],
      ["I'll have a word with my GP first"],
      ["I'm 17, is it ok if my dad signs for me?"],
      ['Could I get a piercing done at the same time?'],
    ])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it.each([
      // an off-topic thing's working asked about; Australian "what's the go"; "actually" inside a question
      ["And what's the go with aftercare cream, mate, does it actually work on the ribs?"],
      ['does numbing spray really work on the back?'],
    ])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("further ways of telling what is no picture", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
    it.each([['can I get in the pool on holiday, it is two weeks after']])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it.each([
      ['my old scar is on my hip, can you tattoo near a scar'],
      ['I cycle to work, will my bag strap rub on it?'],
    ])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it.each([
      ["I have a thyroid condition, will I need a doctor's note first"],
      ['do you pierce as well? my sister wants her ear done'],
      ["My brother's coming along, he's getting a swallow on his neck"],
    ])('%s writes nothing', (text) => {
      expect(changes(text)).toBe(false);
    });
  });
});

describe("mid-conversation, the brief holding kingfisher, read with added", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher', size: 'medium' };
  const added = (text: string): string => {
    const before = new Set(started.keywords.split(', '));
    return applySuggestions(started, extractSlots(text, started)).slots.keywords.split(', ').filter((k) => k && !before.has(k)).join(', ');
  };

  describe("further ways of telling what is no picture: what writes", () => {
    it.each([['the traffic backed up on the ring road all morning'], ['the boiler packed in again last night']])('%s writes nothing', (text) => {
      expect(added(text)).toBe('');
    });
  });
});

describe("from an empty brief, read with withPicture, changesTo, keywordsAfter", () => {
  const withPicture = (subject: string): DesignSlots => ({ ...EMPTY_SLOTS, keywords: subject });
  const changesTo = (brief: DesignSlots, text: string): string[] => applySuggestions(brief, extractSlots(text, brief)).changes.map((c) => `${c.field}=${c.value}`);
  const keywordsAfter = (brief: DesignSlots, text: string): string => applySuggestions(brief, extractSlots(text, brief)).slots.keywords;

  describe("the studio's logistics told in new ways", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('skateboard');

    const changes = (text: string): string[] => changesTo(brief, text);

    const after = (text: string): string => keywordsAfter(brief, text);

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

    it('a word the spelling evened out to an -ing form is no such noun ("a statin")', () => {
      expect(changes("I'm on blood pressure pills and a statin. Am I too old for this?")).toEqual([]);
    });

    it('"saturday would be perfect for me" stays the calendar', () => {
      expect(changes('saturday would be perfect for me')).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('helmet');

    const changes = (text: string): string[] => changesTo(brief, text);

    it.each([
      ['my dad will drive me, he has a blue badge, is there a spot outside'],
      ['Do tattooists earn much? Thinking of retraining'],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('anvil');

    const changes = (text: string): string[] => changesTo(brief, text);

    it.each([
      ["Sorry, the van's broken down near Leeds and the RAC say an hour, so I'll be late. Do I lose the deposit?"],
      ['How much would it be? Half sleeve money or less?'],
      ["Can I come straight from the farm? I'll be muddy, muck up to the knees."],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('barn');

    const changes = (text: string): string[] => changesTo(brief, text);


    it.each([
      ['my probation officer has to sign off on me travelling so itd have to be like a monday'],
      ['The rains are over there now so my parents are flying back, I will come after they land.'],
      ['and my daughter has a recital friday so id have to come saturday'],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('telescope');

    const changes = (text: string): string[] => changesTo(brief, text);


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
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('spanner');

    const changes = (text: string): string[] => changesTo(brief, text);


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

    it('"sitting on my sofa all day" is the speaker, not a scene', () => {
      expect(changes('sitting on my sofa all day lol')).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture: said aloud", () => {
    const brief = withPicture('kettle');

    const changes = (text: string): string[] => changesTo(brief, text);

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
  });

  describe("further ways of telling what is no picture: world Englishes", () => {
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
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('canal');

    const changes = (text: string): string[] => changesTo(brief, text);

    it.each([
      // someone else's tattoo, and tattoos gone blurry or looking like a bruise
      ["My brother's got a compass on his arm and it's gone all blurry. Will mine?"],
      ['Will it bother my eczema? It flares up on my wrists.'],
      ["How long does a finger tattoo last? My aunt's star looks like a smudge now."],
      ['Also I work on a farm, hands in muck all day. Is that a problem while it heals?'],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture: typing habits, other languages", () => {
    const brief = withPicture('teacup');

    const changes = (text: string): string[] => changesTo(brief, text);

    it.each([
      // a measure inside a question about the price is asked, not chosen
      ['💸 how much for something like 8cm'],
      // a sentence in another language is not read
      ['Est-ce que je peux payer avec une carte? je viens de Lyon pour la journée'],
      ['Es posible pagar con tarjeta? vengo de Sevilla para el día'],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture: grief", () => {
    const brief = withPicture('trawler');

    const changes = (text: string): string[] => changesTo(brief, text);

    it.each([
      ['My brother wants some of her ashes mixed into the ink. Is that allowed?'],
      ["is it too soon, the funeral's not till the ninth and my uncles will go spare"],
      ["The headstone's going up in May and the stonemason wants lettering. Could you help?"],
      ["My gran says it's disrespectful and there's been a row over it."],
      ["Dad just told me the funeral's the 3rd, which is my appointment. Can we move it?"],
    ])('%s changes nothing', (text) => {
      expect(changes(text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    const brief = withPicture('lure');

    it.each([['yo whats the tip etiquette, like 20%?'], ["Ugh I'm back at work tomorrow, 12 hour shift"], ['is this app free'], ['the page keeps crashing']])('%s changes nothing', (text) => {
      expect(changesTo(brief, text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it.each([['its meant to be boiling all weekend here in hull for once'], ['forecast is pouring all week']])('%s changes nothing, with or without a picture', (text) => {
      expect(changesTo(withPicture('kettle'), text)).toEqual([]);
      expect(changesTo(EMPTY_SLOTS, text)).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it('an old tattoo to be covered up is talk', () => {
      expect(changesTo(withPicture('kookaburra'), 'My ex paid for the one on my arm, can I get that covered up while I am in?')).toEqual([]);
    });
  });

  describe("further ways of telling what is no picture", () => {
    it('a parking ticket beside a parking question is talk, with or without a picture', () => {
      const text = "Where's the nearest car park to the studio? Last time I got a ticket on the main road.";
      expect(changesTo(withPicture('fox'), text)).toEqual([]);
      expect(changesTo(EMPTY_SLOTS, text)).toEqual([]);
    });
  });
});
