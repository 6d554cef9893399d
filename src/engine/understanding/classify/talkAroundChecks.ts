/** Classify: the checks that keep a message as design talk beside its answered parts (talkAround.ts). */

import { mentionedOptions, isFalseFriend, zoneInCompound } from '../extract/choices';
import { findMentions } from '../segment/phrases';
import { DESIGN_INTENT, LIKING_WORD } from '../sharedWords';
import { sentenceText } from '../tokens';
import { FIELD_VOCABULARIES, SUBJECT_ENTRIES } from '../vocabularies';
import { COMPANION_WITH, keepsThings, nounPhraseOnly, tellsOfTheOneHonoured, THINKING_OF_IT, WEATHER_WITH } from './designTalk';
import type { MessageRest } from './talkAround';

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
    : /\b(?:instead|rather|swap|change|add|also|plus|too|as well|with (?:a|an|some|the)|and (?:a|an|some|the|my|his|her|their) (?![a-z]+'s\b)[a-z]+\b(?! (?:still|really|just|always|never|are|is|were|was|have|has|do|does|did|will|would|can|could|keep|keeps|kept|make|makes|made|get|gets|got)\b))\b/;
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
      !/^(?:i'm|im|am|we're|be|get|got|come|came|go|went|going|coming|getting|until|till|when)$/.test(tokens[m.start - 1]?.text ?? '') &&
      !/^(?:(?:are|is|'s|were|was) (?:shot|sore|killing|bad|knackered|wrecked|gone|done|aching|stiff|swollen|playing)|ache|aches|hurt|hurts|killing)$/.test(
        tokens
          .slice(m.end, m.end + 2)
          .map((t) => t.text)
          .join(' ')
          .replace(/^(ache|aches|hurt|hurts|killing) .*$/, '$1'),
      ),
  );
}
