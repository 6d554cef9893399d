/** Classify: the checks that keep a message as design talk beside its answered parts (talkAround.ts). */

import { mentionedOptions, isFalseFriend, zoneInCompound } from '../extract/choices';
import { findMentions } from '../segment/phrases';
import { DESIGN_INTENT, LIKING_WORD } from '../sharedWords';
import { sentenceText } from '../tokens';
import { FIELD_VOCABULARIES, SUBJECT_ENTRIES } from '../vocabularies';
import { COMPANION_WITH, keepsThings, nounPhraseOnly, tellsOfTheOneHonoured, THINKING_OF_IT, WEATHER_WITH } from './designTalk';
import type { MessageRest } from './talkAround';
import { pattern } from '../../patterns/patterns';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A word before an article that makes what follows a place, a time or what the speaker is ('in a', 'till a', 'i'm a', 'as a'), not a thing brought in. */
const NOT_BEFORE_A_THING = pattern('talk-around.not-before-a-thing');
/** A word after an article that makes it an amount, a span of time, the piece itself or people (see its pattern). */
const NOT_A_THING_AFTER = pattern('talk-around.not-a-thing-after');
/** A person named by a common noun (see its pattern). */
const SOMEONE = pattern('talk-around.someone');
/** A verb that reports what someone said or thought ('said', 'reckons', 'swears', 'mentioned'). */
const REPORTING_VERB = pattern('talk-around.reporting-verb');
/** Something added or swapped in the rest of the message (see its pattern). */
const ADDITION = pattern('talk-around.addition');
/** A word before a body zone that makes it no placement: the speaker's state or a coming and going ('i'm back', 'get back', 'till back'), not 'on my back'. */
const NOT_A_PLACEMENT_BEFORE = pattern('talk-around.not-a-placement-before');
/** A body zone named as a complaint ('knees are shot', 'back is killing', 'shoulder aches'): the words after the zone, no placement. */
const ZONE_COMPLAINT = pattern('talk-around.zone-complaint');

/**
 * With nothing answered, a picture told as a fragment with no verb of its own ("In flight over his pigeon loft,
 * like.", "the blackbird that sang on our shed every morning"), the one honoured or a thing kept directs the drawing.
 */
export function tellsAPicture({ nothingAnswered, tokens, tags, rest }: MessageRest): boolean {
  return nothingAnswered && (tellsOfTheOneHonoured(tokens) || keepsThings(tokens, tags) || nounPhraseOnly(tokens, tags, rest));
}

/**
 * A new thing brought in with a/an/some, outside a place phrase: "a jack russell sat in a bingo dabber?? is that
 * daft" proposes a picture; "on a rig", "at a job" only say where. When nothing in it is answered by the cues or
 * asked — only the speaker's life or calendar was set aside — "the" brings a thing in too: "we'd take the train every
 * Sunday, and … the old semaphore signal". Not after the speaker's copula — "i'm a student" says what the speaker is —
 * nor "the design", "the tattoo": the piece already talked about; nor a person a saying is reported of — "a bloke at
 * the Legion said". (An introduction's a/an are the day's.)
 */
export function bringsAThing(said: MessageRest): boolean {
  const { tokens, rest, restText, cuedSomewhere, nothingAnswered, along, onCalendar } = said;
  if (said.greetingIntro) return false;
  const article = cuedSomewhere || nothingAnswered ? /^(?:a|an|some)$/ : /^(?:a|an|some|the)$/;
  return rest.some(
    (k) =>
      article.test(tokens[k].text) &&
      !NOT_BEFORE_A_THING.test(tokens[k - 1]?.text ?? '') &&
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
      !NOT_A_THING_AFTER.test(tokens[k + 1]?.text ?? '') &&
      !(SOMEONE.test(tokens[k + 1]?.text ?? '') && REPORTING_VERB.test(restText)),
  );
}

/**
 * The rest of the message directs the drawing: a memory, a wish or a liking, something added or swapped, a
 * correction, a listed subject, a style, colour or size, a body zone named as a placement.
 */
export function directsTheDrawing(said: MessageRest): boolean {
  const { tokens, tags, names, words, answered, rest, restText, restFree, along, onCalendar, cuedSomewhere, greetingIntro, fillerIntro } = said;
  if (/\b(?:remember|remembers|memory|memories|reminds?)\b/.test(restText)) return true;
  // (the rest may be the speaker's life or calendar, already set aside — but not only that: a memory told beside a
  // calendar, "we'd take the train every Sunday … the old semaphore signal", is no answered part)
  // (the weather is no part of a picture told "with": "the ferry's off again with the gales")
  // (in an introduction, "been thinking about this for three years" is about getting a tattoo at all, and "drove four
  // hours into the city" no liking)
  // (beside something asked, "with my mom" is who comes along — "Can I go to sauna after? Jjimjilbang with my mom.")
  const wish = greetingIntro
    ? restText.toLowerCase().replace(/\bwith (?:a|an|some|the|his|her|their|my)\b/g, '').replace(THINKING_OF_IT, '')
    : restFree.toLowerCase().replace(WEATHER_WITH, '').replace(cuedSomewhere ? COMPANION_WITH : /^\b$/, '').replace(THINKING_OF_IT, (s) => (fillerIntro ? '' : s));
  if (DESIGN_INTENT.test(wish)) return true;
  if (LIKING_WORD.test(greetingIntro || fillerIntro ? restText.replace(/\binto (?:the|town|city)\b/gi, '') : restText)) return true;
  // (nor anything added: "oh and the kettle too", "and the pier as well" — "and the doctor's a bit funny" is a person's
  // say, "and the winters still shock me" a clause of its own)
  const adds = greetingIntro
    ? /\b(?:instead|swap|add|also|plus|too|as well)\b/
    : ADDITION;
  if (adds.test(restFree.replace(WEATHER_WITH, ''))) return true;
  if (said.corrections.some((c) => !answered(c.start))) return true;
  const setAside = new Set(words.filter((k) => answered(k) || (cuedSomewhere && (onCalendar(k) || along.has(k)))));
  if (!greetingIntro && findMentions(tokens, SUBJECT_ENTRIES, setAside, 'keywords').length > 0) return true;
  if ((['style', 'colors', 'size'] as const).some((field) => mentionedOptions(restText, field).length > 0)) return true;
  // (a zone named is design talk — not "I'm back", not the first word of a compound: "the back door", "a quad bike")
  return findMentions(tokens, FIELD_VOCABULARIES.bodyZone, new Set(words.filter(answered)), 'bodyZone').some(
    (m) =>
      rest.includes(m.start) &&
      !isFalseFriend(tokens, m, names) &&
      !zoneInCompound(tokens, tags, m) &&
      !NOT_A_PLACEMENT_BEFORE.test(tokens[m.start - 1]?.text ?? '') &&
      !ZONE_COMPLAINT.test(
        tokens
          .slice(m.end, m.end + 2)
          .map((t) => t.text)
          .join(' ')
          .replace(/^(ache|aches|hurt|hurts|killing) .*$/, '$1'),
      ),
  );
}
