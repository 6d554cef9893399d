/**
 * Intent routing for the assistant panel: which of the five agents should answer a message.
 *
 *  - aftercare: healing and caring for a tattoo that exists (or is about to);
 *  - artist: finding, comparing or booking artists and studios;
 *  - styles: what a style is, how styles differ, examples, history, which style suits something;
 *  - josh: making a specific design — a subject, placement or size to turn into a concept;
 *  - jess: greetings, thanks, what the team can do, and general questions (pain, price,
 *    first-timer worries) that belong to no specialist.
 * A short follow-up ("and how long does that take?") stays with the agent that answered last.
 */
import { SEED_ARTISTS } from '../artists';
import { pattern } from '../patterns/patterns';
import { extractSlots } from '../slotExtraction';
import type { AgentId, ChatHistoryEntry } from '../types';
import { isAgentId } from './agents';

interface Cue {
  pattern: RegExp;
  weight: number;
}

/** A cue that names the intent outright. */
const STRONG = 3;
/** A cue that usually means the intent. */
const USUAL = 2;
/** A cue that leans towards the intent. */
const LEAN = 1;

const DIRECTORY_CITIES = [...new Set(SEED_ARTISTS.map((a) => a.city.toLowerCase()))].join('|');
const CITY_PATTERN = new RegExp(
  `\\b(${DIRECTORY_CITIES}|new york|london|paris|tokyo|chicago|toronto|sydney|melbourne|amsterdam|madrid|lisbon|rome|` +
    'near me|nearby|in my area|my city|around here)\\b',
);
const ARTIST_NAME_PATTERN = new RegExp(`\\b(${SEED_ARTISTS.flatMap((a) => a.name.toLowerCase().split(' ')).join('|')})\\b`);

/** Style names, including ones outside the designer's eight options (people ask about them too). */
const STYLE_NAMES =
  'tribal|traditional|old school|neo[ -]?traditional|neo|japanese|irezumi|realism|realistic|watercolou?r|geometric|minimalis\\w*|fine line|' +
  'blackwork|dotwork|polynesian|maori|trash polka|biomechanical|chicano|ornamental|illustrative|surrealis\\w*|new school|sketch style';

export const ROUTING_CUES: Record<AgentId, readonly Cue[]> = {
  aftercare: [
    { pattern: /\b(aftercare|after care|after-care)\b/, weight: STRONG },
    { pattern: /\b(heal|heals|healing|healed|unhealed)\b/, weight: STRONG },
    { pattern: /\b(scabs?|scabbing|peel\w*|flak\w*|itch\w*|ooz\w*|weep\w*|plasma|swollen|swelling|redness|infect\w*|pus|bumps?|raised|blowout|cloudy|milky)\b/, weight: STRONG },
    { pattern: /\b(wash\w*|lotion|ointment|moisturi[sz]\w*|cream|bandage|wrap|wrapped|second skin|saniderm|aquaphor|vaseline|balm|soap)\b/, weight: USUAL },
    { pattern: /\b(just got|new tattoo|fresh tattoo|got (?:it|my tattoo|inked|tattooed) (?:done )?(?:yesterday|today|last)|days? ago|day \d+|week old|since my session)\b/, weight: USUAL },
    { pattern: /\b(swim\w*|pool|sea|ocean|beach|lake|sauna|hot tub|gym|workout|sunscreen|spf|sun|sunburn|tan|tanning|sunbed|shower\w*|sleep on)\b/, weight: LEAN },
    { pattern: /\b(fresh ink|new ink|puffy|hot to the touch|feels hot|warm to the touch|stings?|raw|tender|(?:days?|weeks?) after|after (?:getting|my session|the session))\b/, weight: USUAL },
    { pattern: /\b(touch[ -]?up)\b/, weight: LEAN },
  ],
  artist: [
    { pattern: /\b(artists?|tattooers?|tattooist)\b/, weight: STRONG },
    { pattern: pattern('routing.artist-booking'), weight: STRONG },
    { pattern: /\b(studio|studios|shop|shops|parlou?r|portfolios?)\b/, weight: USUAL },
    { pattern: CITY_PATTERN, weight: USUAL },
    { pattern: ARTIST_NAME_PATTERN, weight: STRONG },
    { pattern: pattern('routing.artist-someone-who'), weight: USUAL },
  ],
  styles: [
    { pattern: /\b(styles?|stylistic)\b/, weight: USUAL },
    { pattern: /\b(difference between|differences|compared to|versus|vs\.?|or rather)\b/, weight: STRONG },
    { pattern: new RegExp(`\\b(what (?:is|are|'s) (?:a |an |the )?(?:${STYLE_NAMES}))\\b`), weight: STRONG },
    { pattern: /\b(examples?|history|origins?|where does .* come from|tradition|explain|define|defines|characteristics|what makes)\b/, weight: USUAL },
    { pattern: new RegExp(`\\b(${STYLE_NAMES})\\b`), weight: LEAN },
    { pattern: /\b(age|ages|aging|ageing|hold up|holds up|fade|fades|blur|blurs)\b/, weight: LEAN },
  ],
  josh: [
    { pattern: pattern('routing.josh-design'), weight: STRONG },
    { pattern: pattern('routing.josh-wish'), weight: USUAL },
    { pattern: /\b(tattoo of|piece with|placement for|put (?:it|a|an) on|fit on|on my (?:arm|forearm|back|chest|shoulder|leg|thigh|calf|ribs|side))\b/, weight: USUAL },
    { pattern: /\b(refine|tweak|adjust|add|remove|bigger|smaller|bolder|thicker|thinner|more detail(?:ed)?|less detail(?:ed)?|change the)\b/, weight: LEAN },
  ],
  jess: [
    { pattern: /^\s*(hi|hello|hey|hiya|yo|howdy|good (?:morning|afternoon|evening)|greetings)\b/, weight: STRONG },
    { pattern: /\b(thanks|thank you|cheers|appreciate it)\b/, weight: STRONG },
    { pattern: /\b(what can you do|who are you|how does this work|how do i start|where do i start|help me|what do you do|who should i talk to|get started)\b/, weight: STRONG },
    { pattern: /\b(hurts?|pain|painful|how many (?:hours|sessions)|how long (?:will|would|does) (?:it|a|the)\b.*\btake)\b/, weight: USUAL },
    // A price question about a piece is still a price question: it outweighs the slots it names.
    { pattern: /\b(cost|costs|price|prices|pricing|expensive|cheap|budget|how much|afford)\b/, weight: STRONG },
    // Questions about the team itself.
    { pattern: /\b(other agents|the agents|which agent|your team|you and the)\b/, weight: STRONG + USUAL },
    // Etiquette about an artist is still a general question, not a request for one.
    { pattern: /\b(should i tip|how much (?:should i |do i |to )?tip|tipping)\b/, weight: USUAL },
    { pattern: pattern('routing.jess-general'), weight: STRONG },
  ],
};

const EXPLICIT: readonly [AgentId, RegExp][] = [
  ['josh', /\b(josh|design specialist)\b/],
  ['styles', /\b(style expert|styles? agent)\b/],
  ['artist', /\b(artist specialist|artist agent)\b/],
  ['aftercare', /\b(aftercare specialist|aftercare agent)\b/],
  ['jess', /\b(jess|coordinator|manager)\b/],
];
/** Naming an agent ("can Josh help?") outweighs any topic cue. */
const EXPLICIT_WEIGHT = 6;
/** Slots found in the message suggest a design request (capped so a long brief cannot swamp a question). */
const SLOT_WEIGHT = 1;
const MAX_SLOT_WEIGHT = 3;
/** Subjects from the built-in list come with this confidence; open-vocabulary ones lower. */
const LISTED_SUBJECT_CONFIDENCE = 0.8;

const FOLLOW_UP = pattern('routing.follow-up');
/** At or below this many words, a message with no clear intent is read as a follow-up. */
const FOLLOW_UP_WORDS = 6;

/** One reply scores the same message up to three times (route, Jess, hand-offs): remember the last. */
let lastScored: { message: string; scores: Readonly<Record<AgentId, number>> } | undefined;

/** Score of every agent for a message. */
export function routingScores(message: string): Record<AgentId, number> {
  if (lastScored?.message === message) return { ...lastScored.scores };
  const scores = scoreMessage(message);
  lastScored = { message, scores };
  return { ...scores };
}

function scoreMessage(message: string): Record<AgentId, number> {
  const text = message.toLowerCase();
  const scores: Record<AgentId, number> = { jess: 0, josh: 0, styles: 0, artist: 0, aftercare: 0 };
  for (const id of Object.keys(ROUTING_CUES) as AgentId[]) {
    for (const cue of ROUTING_CUES[id]) if (cue.pattern.test(text)) scores[id] += cue.weight;
  }
  const explicit = EXPLICIT.find(([, pattern]) => pattern.test(text));
  if (explicit) scores[explicit[0]] += EXPLICIT_WEIGHT;
  // Open-vocabulary subjects (confidence 0.7, any noun) would pull questions towards Josh ("see some
  // portfolios"); for routing only listed subjects count, as before issue #19.
  const slots = extractSlots(message).filter(
    (s) => s.confidence >= 0.6 && s.field !== 'description' && s.field !== 'style' && (s.field !== 'keywords' || s.confidence >= LISTED_SUBJECT_CONFIDENCE),
  );
  scores.josh += Math.min(slots.length * SLOT_WEIGHT, MAX_SLOT_WEIGHT);
  return scores;
}

/** Ties go to the more specific agent. */
const TIE_ORDER: readonly AgentId[] = ['aftercare', 'artist', 'styles', 'josh', 'jess'];

/** The agent that should answer `message`, given the conversation so far. */
export function routeAgent(message: string, history: readonly ChatHistoryEntry[] = []): AgentId {
  const scores = routingScores(message);
  const best = [...TIE_ORDER].sort((a, b) => scores[b] - scores[a])[0];
  const lastAgent = [...history].reverse().find((entry) => entry.role === 'agent' && isAgentId(entry.agent))?.agent;
  const words = message.trim().split(/\s+/).length;
  if (lastAgent && isAgentId(lastAgent) && lastAgent !== 'jess') {
    const followUp = FOLLOW_UP.test(message.toLowerCase()) || words <= FOLLOW_UP_WORDS;
    if (followUp && scores[best] < STRONG + USUAL && scores[lastAgent] + STRONG >= scores[best]) return lastAgent;
  }
  return scores[best] > 0 ? best : 'jess';
}
