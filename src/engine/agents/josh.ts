/** Josh, Design Specialist: turns the conversation's brief into a concrete design concept. */
import type { BodyZone, DesignSlots, TattooSize, TattooStyle } from '../designBrief';
import { answerTopic, detectTopics } from '../knowledge/answers';
import { BODY_ZONE_PROFILES, zoneProfile } from '../knowledge/bodyZones';
import { colorProfile } from '../knowledge/colors';
import { sessionHours, sizeProfile } from '../knowledge/sizes';
import { STYLE_PROFILES, styleProfile } from '../knowledge/styles';
import { styleHintsFor } from '../knowledge/subjects';
import { questionContext } from '../questionContext';
import { splitKeywords } from '../slotExtraction';
import type { AgentCard, ChatRequest, ChatResponse } from '../types';
import { AGENT_BY_ID } from './agents';
import { conversationBrief } from './conversationBrief';
import { suggestHandoffs } from './handoffSuggestions';

/** A versatile default when nothing points elsewhere: readable, ages well, suits most subjects. */
const DEFAULT_STYLE: TattooStyle = 'neo-traditional';

/** How the composition is laid out for the zone's shape. */
const LAYOUT = { tall: 'vertical', wide: 'horizontal', square: 'rounded' } as const;

const capitalised = (text: string): string => `${text[0].toUpperCase()}${text.slice(1)}`;

interface Concept {
  style: TattooStyle;
  zone: BodyZone;
  size: TattooSize;
  /** Fields Josh chose because the user had not. */
  suggested: ('style' | 'placement' | 'size')[];
}

function concept(brief: DesignSlots): Concept {
  const suggested: Concept['suggested'] = [];
  const subject = splitKeywords(brief.keywords)[0]?.toLowerCase();
  let style = styleProfile(brief.style)?.id;
  if (!style) {
    style = (subject && styleHintsFor(subject)?.[0]) || DEFAULT_STYLE;
    suggested.push('style');
  }
  const requestedSize = sizeProfile(brief.size)?.id;
  let zone = zoneProfile(brief.bodyZone)?.id;
  if (!zone) {
    const fits = STYLE_PROFILES[style].goodZones.filter((z) => !requestedSize || BODY_ZONE_PROFILES[z].suitableSizes.includes(requestedSize));
    zone = fits[0] ?? STYLE_PROFILES[style].goodZones[0];
    suggested.push('placement');
  }
  let size = requestedSize;
  if (!size) {
    const suitable = BODY_ZONE_PROFILES[zone].suitableSizes;
    size = suitable.includes('medium') ? 'medium' : suitable[0];
    suggested.push('size');
  }
  return { style, zone, size, suggested };
}

export function joshReply(request: ChatRequest): ChatResponse {
  const brief = conversationBrief(request);
  const { style, zone, size, suggested } = concept(brief);
  const styleInfo = STYLE_PROFILES[style];
  const zoneInfo = BODY_ZONE_PROFILES[zone];
  const sizeInfo = sizeProfile(size);
  const subjects = splitKeywords(brief.keywords);
  const subject = subjects.length > 0 ? subjects.join(', ') : undefined;
  const palette = colorProfile(brief.colors);
  const [lo, hi] = sessionHours(size, style);
  const flow = {
    tall: `flowing lengthwise along the ${zoneInfo.name}`,
    wide: `spread across the ${zoneInfo.name}`,
    square: `shaped to the curve of the ${zoneInfo.name}`,
  }[zoneInfo.aspect];

  const message: string[] = [];
  // A question asked along the way ("what would that cost?") is answered for this concept.
  const concreteBrief = { ...brief, style, bodyZone: zone, size };
  const answers = detectTopics(request.message)
    .filter((t) => t === 'cost' || t === 'session' || t === 'pain' || t === 'placement')
    .slice(0, 1)
    .map((topic) => answerTopic(topic, questionContext(request.message, concreteBrief)));
  message.push(
    subject
      ? `Here's my concept: ${subject} in ${styleInfo.name.toLowerCase()} style, ${flow}, ${size} (${sizeInfo?.comparison}).`
      : `I can sketch a ${styleInfo.name.toLowerCase()} piece for the ${zoneInfo.name} — but what should it show?`,
  );
  if (suggested.length > 0) message.push(`I picked the ${suggested.join(' and ')} for you — change anything you like.`);
  if (answers.length > 0) message.push(...answers);
  else message.push(`Expect about ${lo}–${hi} hours of tattooing.`);
  if (!palette) message.push('Which palette: black and grey, black only, colorful, red and black, or blue and green?');
  else if (!brief.description) message.push('What does it mean to you? A line of story helps me compose it.');

  const cards: AgentCard[] = [
    {
      title: 'Composition',
      description: `${subject ? capitalised(subject) : 'Your subject'} ${flow}, as a ${LAYOUT[zoneInfo.aspect]} layout. ${zoneInfo.placementTip}`,
    },
    { title: 'Line work & palette', description: `${styleInfo.lineWork} ${palette ? palette.summary : styleInfo.palette}` },
    { title: 'Placement & comfort', description: `${capitalised(zoneInfo.name)}: about ${zoneInfo.pain}/10 pain. ${zoneInfo.visibilityNote}` },
  ];
  return {
    agent: 'josh',
    agent_name: AGENT_BY_ID.josh.name,
    message: message.join(' '),
    cards,
    design: { style, placement: zone, size },
    aftercare: null,
    handoff_suggestions: suggestHandoffs(request.message, 'josh', subject ? ['artist'] : []),
  };
}
