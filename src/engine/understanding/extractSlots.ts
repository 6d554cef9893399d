/** The pipeline: one message in, the brief's suggestions out (README.md). */

import { type DesignSlots, EMPTY_SLOTS, type FieldSuggestion } from '../designBrief';
import { sizeForCentimetres } from '../knowledge/sizes';
import { lexiconTag, tagWords } from '../nlp/tagger';
import { occasionCue } from '../occasionCues';
import { DEFAULT_MIN_CONFIDENCE } from '../slotChanges';
import { askingSentences } from './classify/asking';
import { circumstanceOnly, circumstanceSentences, lifeStatement, sentenceOnCalendar, speakerClauses } from './classify/circumstance';
import { modelSaysOffTopic } from './classify/decision';
import { alongTokens, COMPANION_WITH, HONOURED_ONE, keepsThings, nounPhraseOnly, tellsOfTheOneHonoured, THINKING_OF_IT, WEATHER_WITH } from './classify/designTalk';
import { continuesOffTopic, isOffTopic } from './classify/followUp';
import { foreignSentenceTokens } from './classify/foreign';
import { offTopicTokens, RID_OF } from './classify/offTopic';
import { DESCRIPTION_CONFIDENCE, PLACEMENT_NOTE_CONFIDENCE } from './confidence';
import { keepAmpersands, keepClassifyingGenitives, keepInitialisms, keepModelHyphens, keepModelNumbers } from './extract/asWritten';
import { exactSpot, isFalseFriend, measuredSize, mentionedOptions, zoneInCompound } from './extract/choices';
import { joinHyphenChains, joinModelHeads } from './extract/joins';
import { keywordMentions } from './extract/subjects';
import { negationContext } from './judge/negation';
import { someoneElses } from './judge/othersTattoo';
import { extractQuotes } from './normalise/quotes';
import { capitalisedNames, prepareTokens } from './normalise/spelling';
import { BODY_PART_COMPOUND, evenOutDialect, PARTICIPLE_COMPOUND, tidyTyping } from './normalise/typing';
import { finalConfidence, pickChoice } from './resolve/choice';
import { capitalise, PLACEMENT_NOTE_PREFIX, storySentences } from './resolve/description';
import { mergeKeywords } from './resolve/keywords';
import { CORRECTION_ENTRIES, findMentions, IGNORED_ENTRIES, phrasePositions, PROPOSAL_ENTRIES, waitingVerb } from './segment/phrases';
import { alignTags, headNounsTaggedAsVerbs } from './segment/tags';
import { CLAUSE_BREAKS, DESIGN_INTENT, LIKING_WORD } from './sharedWords';
import { isWord, type JudgedMention, type Mention, sentenceText } from './tokens';
import { FIELD_VOCABULARIES, SUBJECT_ENTRIES } from './vocabularies';
import { evenOutText, normalizeText, tokenize } from '../wordMatching';

/**
 * Reads one message and suggests slot values.
 *
 * @param text what the user said or typed
 * @param current the brief so far: keywords and description suggestions are the merged new
 *   value (existing subjects kept unless corrected away), and values equal to it are not repeated
 * @example extractSlots('a small koi fish on my inner forearm, black & gray')
 *   // → style? no; bodyZone forearm, size small, colors 'black and grey', keywords 'koi fish'
 */
export function extractSlots(text: string, current: DesignSlots = EMPTY_SLOTS, previousUser = ''): FieldSuggestion[] {
  // The learned turn classifier's vote (turnModel/, issue #19): a turn it reads as off-topic writes nothing.
  if (modelSaysOffTopic(text, current)) return [];
  // "how much is a half sleeve?" … "and a full one?": a fragment carrying on an off-topic question is answered, never written.
  if (previousUser && continuesOffTopic(text, previousUser)) return [];
  const { quotes, rest: unquoted } = extractQuotes(text);
  // "a hand-tied lure", "a sun-bleached skull": a noun + participle compound describes how the thing
  // is made or looks (not a hand, not a placement); the subject is what follows, so it is set aside.
  // ("palm-sized" is a size; "wire-haired", "long-eared" describe an animal's body and name its kind: kept)
  // ("£200 return with the car": a sum of money is a price, whatever the symbol)
  const rest = evenOutDialect(tidyTyping(unquoted).replace(/[£$€]\s?(\d[\d,.]*)/g, '$1 pounds')).replace(PARTICIPLE_COMPOUND, (compound: string) => (BODY_PART_COMPOUND.test(compound.trim()) ? compound : ''));
  const normalized = normalizeText(rest);
  const names = capitalisedNames(rest);
  const tokens = prepareTokens(tokenize(normalized), names);
  const ignored = new Set<number>();
  for (const { start, end } of phrasePositions(tokens, IGNORED_ENTRIES)) for (let k = start; k < end; k++) ignored.add(k);
  // ("rather thin", "rather large": a degree word before an adjective is no change of mind)
  const corrections = phrasePositions(tokens, CORRECTION_ENTRIES).filter(({ start }) => !ignored.has(start) && !waitingVerb(tokens, start) && !(tokens[start].text === 'go' && tokens[start - 1]?.text === 'the') && !(tokens[start].text === 'actually' && /^(?:does|do|did|is|are|will|would|it|that|this|they|really|not)$/.test(tokens[start - 1]?.text ?? '')) && !(tokens[start].text === 'rather' && !/^(?:than|a|an|the|have|go|do|not|make|use|something|some)$/.test(tokens[start + 1]?.text ?? '') && !/^(?:i'd|id|would|'d|or)$/.test(tokens[start - 1]?.text ?? '')));
  const lastCorrection = corrections.length > 0 ? Math.max(...corrections.map((c) => c.start)) : -1;
  const asking = askingSentences(tokens);
  const offTopic = offTopicTokens(tokens);
  // (what the cues themselves answer, before the speaker's life and calendar are added below)
  // (a sentence in another language is not read — the helpers read English; its words would be written as
  // subjects: "Est-ce que je peux le faire sur le bras …" wrote "peux, faire sur, bras")
  for (const k of foreignSentenceTokens(tokens)) offTopic.add(k);
  const cuedOff = new Set(offTopic);
  // Once there is a picture, a message that only tells about the speaker's life is context, not a new subject.
  if (current.keywords.trim() && lifeStatement(tokens, text)) for (let k = 0; k < tokens.length; k++) offTopic.add(k);
  // (and a sentence that puts the speaker's life on a calendar: "my shifts are mental this month")
  // (never in a message that tells of a death or a milestone: read on the raw text, where names keep their capitals)
  if (current.keywords.trim()) {
    // (once there is a picture, a clause about the speaker's own life brings nothing new to it)
    // (not a memory of someone else told in the past — "She made chai every evening in her old brass kettle":
    // the habits of the one the piece is for are its pictures, whatever calendar words they carry)
    const memories = new Map<number, boolean>();
    const memoryOfAnother = (k: number): boolean => {
      const number = tokens[k].sentence;
      if (!memories.has(number)) {
        const sentence = tokens.filter((t) => t.sentence === number && isWord(t));
        memories.set(number, HONOURED_ONE.test(sentence.map((t) => t.text).join(' ')) && sentence.some((t) => lexiconTag(t.original) === 'PastTense'));
      }
      return memories.get(number)!;
    };
    const circumstance = new Set([...[...circumstanceSentences(tokens)].filter((k) => !memoryOfAnother(k)), ...speakerClauses(tokens)]);
    if (circumstance.size > 0 && !occasionCue(text)) for (const k of circumstance) offTopic.add(k);
  } else {
    // (before there is a picture, only a circumstance in the present: a first description may be a memory on a
    // calendar — "the pier we walked along last summer" — and a past tense keeps it)
    const circumstance = [...circumstanceSentences(tokens)].filter((k) => !tokens.some((t) => t.sentence === tokens[k].sentence && isWord(t) && lexiconTag(t.original) === 'PastTense'));
    if (circumstance.length > 0 && !occasionCue(text)) for (const k of circumstance) offTopic.add(k);
  }
  const tagged = tagWords(evenOutText(rest));
  const tags = tagged ? alignTags(tokens, tagged) : [];
  headNounsTaggedAsVerbs(tokens, tags);
  // once there is a picture, a message part of which is answered rather than drawn (an off-topic clause or
  // a question) and whose other words bring nothing to the picture — no design word or liking, no style or colour, no
  // listed subject, no correction — is talk around the piece as a whole: "I work offshore, two on two off on a rig …",
  // "Head chef, 20 years on the pass. My hands are wrecked …", "Receptionist here on the front desk, customer's card got
  // declined, can she do a bank transfer instead?". (Before there is a picture nothing is dropped this way: a first
  // message may be all story.)
  const hasPicture = !!current.keywords.trim();
  if (!occasionCue(text)) {
    const words = tokens.flatMap((t, k) => (isWord(t) ? [k] : []));
    const answeredFirst = (k: number): boolean => offTopic.has(k) || asking.has(tokens[k].sentence);
    // ("Can I pay half now and half on the day? Term doesn't pay out until the end of the month
    // and the car needs a new exhaust.": once there is a picture, a statement right after a sentence answered as a whole —
    // opening on its subject, the speaker or their things, with no design word, no proposal and no picture brought in
    // with "with" — tells the circumstance of that question; its things are the speaker's life, not the picture)
    const sentencesOf = new Map<number, number[]>();
    for (const k of words) sentencesOf.set(tokens[k].sentence, [...(sentencesOf.get(tokens[k].sentence) ?? []), k]);
    const order = [...sentencesOf.keys()].sort((a, b) => a - b);
    const besideQuestion = new Set<number>();
    for (let n = 1; hasPicture && n < order.length; n++) {
      const before = sentencesOf.get(order[n - 1])!;
      const these = sentencesOf.get(order[n])!;
      if (!(before.every(answeredFirst) || besideQuestion.has(order[n - 1])) || these.every(answeredFirst)) continue;
      const said = these.map((k) => tokens[k].text).join(' ');
      // (a clause with a verb of its own, not a picture told as a phrase: "Payday is not until the 30th", not "a fox too")
      const subjectOpens = these.some((k) => !!tags[k]?.verb && !tags[k]?.gerund && !tags[k]?.noun) && !/^(?:(?:oh|and|but|so|also|well|plus|maybe|perhaps|with|just) )*(?:a|an|some|two|three|maybe|perhaps|it|its|it's|this|that)\b/.test(said);
      if (!subjectOpens || DESIGN_INTENT.test(said.replace(/\bwith my (?:elbows?|arms?|hands?|feet|foot|legs?|back|knees?|head)\b/g, '')) || phrasePositions(these.map((k) => tokens[k]), PROPOSAL_ENTRIES).length > 0 || /\bwith (?:a|an|some)\b|\bin it\b/.test(said)) continue;
      besideQuestion.add(order[n]);
    }
    const answered = (k: number): boolean => answeredFirst(k) || besideQuestion.has(tokens[k].sentence);
    // (something in it must be answered by the cues themselves or asked: the speaker's life and calendar alone, set
    // aside above, never make the rest of a message talk around the piece)
    const cuedSomewhere = words.some((k) => cuedOff.has(k) || asking.has(tokens[k].sentence));
    // ("… can she do a bank transfer instead?": a linking word closing an answered clause is part of it)
    // (and "and the X" closing the message right after an answered clause carries on its list — "three hours
    // with the crossing and the bus")
    const trailing = (k: number): boolean => {
      const at = words.indexOf(k);
      const andAt = [at, at - 1, at - 2].find((j) => j > 0 && tokens[words[j]]?.text === 'and');
      if (andAt === undefined || andAt < words.length - 3) return false;
      const before = words[andAt - 1];
      // (the clause before answered by an off-topic cue, in the same sentence — not a question: "how much? and the fox")
      return offTopic.has(before) && tokens[before].sentence === tokens[k].sentence && /^(?:the|a|an)$/.test(tokens[words[andAt + 1]]?.text ?? '');
    };
    // (and one opening the message right before an answered clause — "Also weather is so bad this week")
    const linkingOpener = (k: number): boolean => k === words[0] && CLAUSE_BREAKS.has(tokens[k].text) && words.length > 1 && answered(words[1]);
    const rest = words.filter((k) => !answered(k) && !(CLAUSE_BREAKS.has(tokens[k].text) && k > 0 && answered(k - 1) && (tokens[k + 1]?.boundary ?? true)) && !linkingOpener(k) && !trailing(k));
    const restText = rest.map((k) => tokens[k].original).join(' ');
    // (not a listed word inside an engagement on the calendar — "The week after I'm at a star party in Kielder")
    // (read once per sentence: the checks below ask it for every word)
    const along = cuedSomewhere ? alongTokens(tokens) : new Set<number>();
    // (the rest without what someone will have along, for the checks of wishes and additions)
    const restFree = rest.filter((k) => !along.has(k)).map((k) => tokens[k].original).join(' ');
    const calendarSentences = new Map<number, boolean>();
    const onCalendar = (k: number): boolean => {
      const sentence = tokens[k].sentence;
      // (its answered clauses aside — "She has a gig the week after and I don't want her arm sore")
      const unanswered = tokens.filter((t, j) => t.sentence === sentence && isWord(t) && !answered(j)).map((t) => t.text).join(' ');
      if (!calendarSentences.has(sentence)) calendarSentences.set(sentence, sentenceOnCalendar(tokens, sentence) && !DESIGN_INTENT.test(unanswered));
      return calendarSentences.get(sentence)!;
    };
    const listedLeft = findMentions(tokens, SUBJECT_ENTRIES, new Set(words.filter((k) => answered(k) || (cuedSomewhere && (onCalendar(k) || along.has(k))))), 'keywords').length > 0;
    // Once there is a picture, a message with nothing answered in it still writes nothing unless
    // it directs the drawing (DESIGN_INTENT) or tells of the one the piece is for — a stranger's new topic ("Forecast
    // says 30 degrees there", "where's dark mode", "my manager has opinions about visible tattoos") is talk, however
    // many nouns it has. (The blind passes showed every writer brings topics no list foresaw; the markers of a
    // request for the drawing are a small closed class, the topics around it are not.)
    const nothingAnswered = rest.length === words.length;
    // (a first message that opens with a greeting or a filler and tells of the speaker's
    // day or life — "Morning. Been out on the hill since five with the dogs …", "alright um so i drive wagons for a
    // living", "Ciao! I am barber in Napoli, today was crazy" — brings nothing to draw unless it directs the drawing,
    // tells of someone honoured or names a thing kept: its a/an, "with the" and listed words are the day's, not a picture)
    // (the same when only the speaker's life or calendar was set aside, nothing asked or cued — "hey um so im
    // parked up at a truck stop … been thinkin about this for like three years")
    const asideOnly = !cuedSomewhere && !nothingAnswered;
    const greetingIntro =
      !hasPicture &&
      (nothingAnswered || asideOnly) &&
      // (a greeting first — a filler alone, "um so like a uh hot air balloon i guess", opens a picture as often as not)
      /^(?:hi|hello|hey|hiya|heya|howdy|gidday|g'day|yo|allo|ciao|hola|bonjour|salut|namaste|namaskaram|habari|bula|wagwan|wah gwaan|morning|evening|afternoon|good morning|good evening|good afternoon|alright|awright)(?: |$)/.test(restText.toLowerCase()) &&
      (/\b(?:i|i'm|im|i've|ive|i am|we|we're|me|my)\b/.test(restText.toLowerCase()) || /\b[a-z]+ here from\b|^\S+ (?:\S+ )?(?:fella|lad|lass|girl|guy|bloke|mate) here\b/.test(restText.toLowerCase()));
    // (and a first message that opens with a filler and tells of the speaker — "okay so um i work up at the mine …
    // twelve hour shifts" — with nothing brought in by a/an/some, which the checks below still look for)
    const fillerIntro = !hasPicture && (nothingAnswered || asideOnly) && /^(?:okay|ok|so|um|uh|erm|right|well|yeah)(?: |$)/.test(restText.toLowerCase()) && /\b(?:i|i'm|im|i've|ive|i am|we|we're)\b/.test(restText.toLowerCase());
    // (and any first message whose speaker's life was set aside, the rest told in the first person — "its like
    // 3am im on my break on nights um i cant sleep when i get home" — still held to the checks below)
    const lifeIntro = !hasPicture && asideOnly && /\b(?:i|i'm|im|i've|ive|i am|we|we're)\b/.test(restText.toLowerCase());
    if (
      // (before there is a picture, only a message with a question or an off-topic cue in it: a first message told
      // as all story is the design — "graces hill at dawn" — but "my friend got a koi done at a party and it looks like
      // a sausage with fins, can that be fixed?" or "on my lunch at the warehouse, quick q" is talk before the question)
      // (nor a first message that opens with a greeting and tells only of the speaker: "Hi! I moved to Winnipeg from
      // Manila six years ago and the winters still shock me lol", "Hello, I'm NUS student, exams finish next week")
      (hasPicture || (cuedSomewhere && !nothingAnswered) || greetingIntro || fillerIntro || lifeIntro) &&
      // (a picture told as a fragment with no verb of its own, "In flight over his pigeon loft, like.", "the blackbird
      // that sang on our shed every morning", directs the drawing too)
      (!nothingAnswered || (!tellsOfTheOneHonoured(tokens) && !keepsThings(tokens, tags) && !nounPhraseOnly(tokens, tags, rest))) &&
      // (nor a new thing brought in with a/an/some, outside a place phrase: "a jack russell sat in a bingo dabber?? is
      // that daft" proposes a picture; "on a rig", "at a job" only say where)
      // (when nothing in it is answered by the cues or asked — only the speaker's life or calendar was set aside — "the"
      // brings a thing in too: "we'd take the train every Sunday, and … the old semaphore signal")
      // (not after the speaker's copula — "i'm a student" says what the speaker is — nor "the design",
      // "the tattoo": the piece already talked about; nor a person a saying is reported of — "a bloke at the Legion said")
      (greetingIntro ||
      !rest.some(
        (k) =>
          (cuedSomewhere || nothingAnswered ? /^(?:a|an|some)$/ : /^(?:a|an|some|the)$/).test(tokens[k].text) &&
          !/^(?:on|in|at|to|from|into|onto|for|by|till|until|after|i'm|im|am|we're|were|you're|they're|as)$/.test(tokens[k - 1]?.text ?? '') &&
          // (beside a question, "she's a blue heeler" says what the dog brought along is — "she was a ragdoll" is a memory)
          // (anywhere in a sentence that opens so — "She's very calm, a lurcher.")
          !(cuedSomewhere && (/^(?:she's|he's|shes|hes|it's|its)$/.test(tokens[k - 1]?.text ?? '') || /^(?:she's|he's|shes|hes|it's|its|she is|he is|it is)\b/.test(sentenceText(tokens, tokens[k].sentence)))) &&
          // ("he's a bit of a wimp": a characterisation, no thing brought in)
          !(tokens[k - 1]?.text === 'of' && /^(?:bit|kind|sort|hell|heck)$/.test(tokens[k - 2]?.text ?? '')) &&
          // (an engagement on the calendar — "She's got a school trip to the aquarium that Saturday", "I've got an
          // exam on Monday" — beside the studio's logistics, is no picture)
          !onCalendar(k) &&
          // (nor what someone will have along — "she'd be in the car seat with a bottle and a dummy")
          !(cuedSomewhere && along.has(k)) &&
          !/^(?:bit|little|lot|while|fortnight|week|month|year|day|time|moment|minute|design|tattoo|piece|sketch|drawing|idea|one|people|folk|folks|others|of|whole|entire|rest|same)$/.test(tokens[k + 1]?.text ?? '') &&
          !(/^(?:bloke|guy|lad|lass|woman|man|girl|boy|lady|fella|fellow|chap|person|mate|friend|customer|client|colleague|neighbour|neighbor)$/.test(tokens[k + 1]?.text ?? '') && /\b(?:said|says|told|tells|reckons|reckoned|thinks|thought|asked|mentioned|swears)\b/.test(restText)),
      )) &&
      !/\b(?:remember|remembers|memory|memories|reminds?)\b/.test(restText) &&
      // (the rest may be the speaker's life or calendar, already set aside above — but not only that: a memory told
      // beside a calendar, "we'd take the train every Sunday … the old semaphore signal", is no answered part)
      // (the weather is no part of a picture told "with": "the ferry's off again with the gales")
      // (in an introduction, "been thinking about this for three years" is about getting a tattoo at all, and
      // "drove four hours into the city" no liking)
      // (beside something asked, "with my mom" is who comes along — "Can I go to sauna after? Jjimjilbang with my mom.")
      !(greetingIntro ? DESIGN_INTENT.test(restText.toLowerCase().replace(/\bwith (?:a|an|some|the|his|her|their|my)\b/g, '').replace(THINKING_OF_IT, '')) : DESIGN_INTENT.test(restFree.toLowerCase().replace(WEATHER_WITH, '').replace(cuedSomewhere ? COMPANION_WITH : /^\b$/, '').replace(THINKING_OF_IT, (said) => (fillerIntro ? '' : said)))) &&
      !LIKING_WORD.test(greetingIntro || fillerIntro ? restText.replace(/\binto (?:the|town|city)\b/gi, '') : restText) &&
      // (nor anything added: "oh and the kettle too", "and the pier as well" — "and the doctor's a bit funny" is a person's
      // say, "and the winters still shock me" a clause of its own)
      !(greetingIntro ? /\b(?:instead|swap|add|also|plus|too|as well)\b/ : /\b(?:instead|rather|swap|change|add|also|plus|too|as well|with (?:a|an|some|the)|and (?:a|an|some|the|my|his|her|their) (?![a-z]+'s\b)[a-z]+\b(?! (?:still|really|just|always|never|are|is|were|was|have|has|do|does|did|will|would|can|could|keep|keeps|kept|make|makes|made|get|gets|got)\b))\b/).test(restFree.replace(WEATHER_WITH, '')) &&
      !corrections.some((c) => !answered(c.start)) &&
      (greetingIntro || !listedLeft) &&
      (['style', 'colors', 'size'] as const).every((field) => mentionedOptions(restText, field).length === 0) &&
      // (a zone named is design talk — not "I'm back", not the first word of a compound: "the back door", "a quad bike")
      !findMentions(tokens, FIELD_VOCABULARIES.bodyZone, new Set(words.filter(answered)), 'bodyZone').some((m) => rest.includes(m.start) && !isFalseFriend(tokens, m, names) && !zoneInCompound(tokens, tags, m) && !/^(?:i'm|im|am|we're|be|get|got|come|came|go|went|going|coming|getting|until|till|when)$/.test(tokens[m.start - 1]?.text ?? '') && !/^(?:(?:are|is|'s|were|was) (?:shot|sore|killing|bad|knackered|wrecked|gone|done|aching|stiff|swollen|playing)|ache|aches|hurt|hurts|killing)$/.test(tokens.slice(m.end, m.end + 2).map((t) => t.text).join(' ').replace(/^(ache|aches|hurt|hurts|killing) .*$/, '$1')))
    )
      for (const k of words) offTopic.add(k);
  }

  const judge = (mention: Mention): JudgedMention => {
    const { negated, uncertain } = negationContext(tokens, mention.start);
    const after = tokens.slice(mention.end, mention.end + 3).map((t) => t.text);
    const insteadAfter = (after.includes('instead') && tokens[mention.end + after.indexOf('instead') + 1]?.text !== 'of') || (after[0] === 'rather' && after[1] === 'than');
    const correctedBefore = corrections.some(({ end }) => end <= mention.start && mention.start - end <= 4 && !tokens.slice(end, mention.start).some((t) => t.boundary));
    return {
      ...mention,
      negated,
      uncertain,
      corrected: !negated && (correctedBefore || insteadAfter),
      afterCorrection: lastCorrection >= 0 && mention.start > lastCorrection,
      // Off-topic clauses ("is the ribs painful?", "book me in for my forearm") are answered, never written.
      // ("my mate got one on his neck", "my sister has a sleeve": someone else's tattoo is not a choice for this one)
      asked: mention.start < tokens.length && (asking.has(tokens[mention.start].sentence) || offTopic.has(mention.start) || (mention.field !== 'keywords' && someoneElses(tokens, mention.start))),
    };
  };

  const suggestions: FieldSuggestion[] = [];
  const choiceTokens = new Set<number>();
  let spot: string | undefined;
  for (const field of ['style', 'bodyZone', 'size', 'colors'] as const) {
    // ("an old school desk": a style name before a noun of its own is the noun's modifier, not a style)
    const styleInCompound = (m: Mention): boolean => field === 'style' && m.end - m.start > 1 && tokens.slice(m.start, m.end).map((t) => t.text).join(' ') === 'old school' && !!tags[m.end]?.noun && !tags[m.end]?.pronoun && !/^(?:style|tattoo|tattoos|piece|look|vibe|feel|design|traditional|work|linework|flash|ink|one)$/.test(tokens[m.end]?.text ?? '');
    const mentions = findMentions(tokens, FIELD_VOCABULARIES[field], ignored, field).filter((m) => !isFalseFriend(tokens, m, names) && !(field === 'bodyZone' && zoneInCompound(tokens, tags, m)) && !styleInCompound(m));
    for (const m of mentions) for (let k = m.start; k < m.end; k++) choiceTokens.add(k);
    if (field === 'size') {
      const cm = measuredSize(normalized);
      // ("how much for something like 5cm": a measure inside a message answered as a whole is asked, not chosen)
      const allAnswered = tokens.some(isWord) && tokens.every((t, k) => !isWord(t) || offTopic.has(k) || asking.has(t.sentence) || CLAUSE_BREAKS.has(t.text));
      if (cm !== undefined && !allAnswered) mentions.push({ field, value: sizeForCentimetres(cm), confidence: 0.9, start: tokens.length, end: tokens.length, fuzzy: false });
    }
    const chosen = pickChoice(field, mentions.map(judge));
    if (!chosen) continue;
    const confidence = finalConfidence(chosen);
    if (field === 'bodyZone' && confidence >= DEFAULT_MIN_CONFIDENCE) spot = exactSpot(tokens, chosen);
    if (current[field] === chosen.value) continue;
    suggestions.push({ field, value: chosen.value, confidence });
  }

  // (a message that is off-topic as a whole writes no story and no quoted words, however its sentences split)
  const wholeOff = tokens.some(isWord) && tokens.every((t, k) => !isWord(t) || offTopic.has(k) || CLAUSE_BREAKS.has(t.text));
  const keywordSuggestion = mergeKeywords(
    // (hyphen chains read from the text before hyphens become spaces)
    joinModelHeads(tokens, keepClassifyingGenitives(keepModelHyphens(keepModelNumbers(keepInitialisms(keepAmpersands(joinHyphenChains(tokens, rest, keywordMentions(tokens, ignored, choiceTokens, asking, offTopic, evenOutText(rest), `${current.keywords} ${current.description}`, rest)), rest), rest), rest), rest), rest)).map(judge),
    wholeOff || RID_OF.test(normalized) ? [] : quotes,
    current.keywords,
    corrections.length > 0 && !/\b(add|also|plus|too|as well)\b/.test(normalized),
  );
  if (keywordSuggestion) suggestions.push(keywordSuggestion);

  const story = (wholeOff ? [] : storySentences(text))
    .filter((sentence) => !isOffTopic(sentence) && !(current.keywords.trim() && circumstanceOnly(sentence) && !occasionCue(text)))
    .map((s) => capitalise(s))
    .join(' ');
  let description = current.description.trim();
  const sentenceEnd = (text: string): string => (text && !/[.!?]$/.test(text) ? `${text}.` : text);
  if (story && !description.includes(story)) description = description ? `${sentenceEnd(description)} ${story}` : story;
  // The zone list has eight spots; the exact one ("inner wrist" → forearm) is kept in the description.
  const spotNote = spot ? `${PLACEMENT_NOTE_PREFIX} ${spot}.` : '';
  if (spotNote && !description.toLowerCase().includes(spotNote.toLowerCase())) {
    description = `${sentenceEnd(description.replace(new RegExp(`\\s*${PLACEMENT_NOTE_PREFIX} [^.]*\\.`, 'g'), '').trim())} ${spotNote}`.trim();
  }
  if (description !== current.description.trim()) {
    suggestions.push({ field: 'description', value: description, confidence: story ? DESCRIPTION_CONFIDENCE : PLACEMENT_NOTE_CONFIDENCE });
  }
  return suggestions;
}
