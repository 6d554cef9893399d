/**
 * Answers to the questions people planning a tattoo actually ask — pain, cost, healing,
 * aftercare, how it ages, style history, placement, session length, sizes, colours — composed
 * from the knowledge tables for the style, zone, size and colours in play.
 */
import type { TattooSize } from '../designBrief';
import { AFTERCARE_DONTS, AFTERCARE_DOS, AFTERCARE_FAQS, FULL_HEALING_DAYS, SURFACE_HEALING_DAYS, healingStageForDay } from './aftercare';
import { BODY_ZONE_PROFILES, zoneProfile } from './bodyZones';
import { colorProfile } from './colors';
import { COST_DRIVERS, HOURLY_RATE_RANGE, SHOP_MINIMUM_RANGE, estimateCost } from './cost';
import { SIZE_PROFILES, sessionHours, sizeProfile } from './sizes';
import { styleProfile } from './styles';
import { PATTERN_FILES } from '../patterns/files';
import { pattern } from '../patterns/patterns';

export type QuestionTopic =
  | 'nerves' | 'pain' | 'cost' | 'healing' | 'aftercare' | 'legalAge' | 'aging' | 'history' | 'placement' | 'session' | 'style' | 'size' | 'color';

/** The topics in detection order, which doubles as priority when one message asks several things (patterns/question-topics.json). */
const TOPICS = Object.keys(PATTERN_FILES['question-topics'].patterns).filter((id) => id !== 'reads-as-a-question') as QuestionTopic[];
const READS_AS_A_QUESTION = pattern('question-topics.reads-as-a-question');
const TOPIC_PATTERNS: readonly [QuestionTopic, RegExp][] = TOPICS.map((topic) => [topic, pattern(`question-topics.${topic}`)]);

/** Topics a message asks about, most important first. Only messages that read as questions count. */
export function detectTopics(text: string): QuestionTopic[] {
  const lower = text.toLowerCase();
  const asks = READS_AS_A_QUESTION.test(lower);
  if (!asks) return [];
  const topics = TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(lower)).map(([topic]) => topic);
  // ("what's the youngest age …": the "what's" is about the age, not a request to explain styles)
  return topics.includes('legalAge') ? topics.filter((topic) => topic !== 'style') : topics;
}

/** The style, zone, size and colours a question is about (from the question, else the brief). */
export interface AnswerContext {
  style?: string;
  zone?: string;
  /** Set when the question compares zones ("ribs or sternum?"). */
  zones?: string[];
  size?: string;
  colors?: string;
  text: string;
}

/** 'An' before a vowel sound ("an extra-large piece"). */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'An' : 'A');

const range = ([lo, hi]: readonly [number, number]): string => (lo === hi ? `${lo}` : `${lo}–${hi}`);

function nervesAnswer(): string {
  return (
    'Nerves are completely normal. Start in a gentle spot (outer forearm or upper arm, about 3–4/10), eat a proper meal and sleep well beforehand, bring ' +
    'water and a snack, breathe slowly, and ask for breaks — good artists expect it. The first minutes are the worst; the skin settles after that.'
  );
}

function painAnswer(ctx: AnswerContext): string {
  const compared = (ctx.zones ?? []).map((z) => zoneProfile(z)).filter((z) => z !== undefined);
  if (compared.length > 1) {
    const ranked = [...compared].sort((a, b) => a.pain - b.pain);
    const list = ranked.map((z) => `${z.name} about ${z.pain}/10`).join(', ');
    return `Least to most painful: ${list}. Bone close to the skin and thin, stretchy skin hurt most; muscle and fat cushion the needle.`;
  }
  const zone = ctx.zone ? zoneProfile(ctx.zone) : undefined;
  if (zone) {
    const gentler = Object.values(BODY_ZONE_PROFILES).filter((z) => z.pain < zone.pain).sort((a, b) => a.pain - b.pain)[0];
    const alternative = gentler && zone.pain >= 6 ? ` If that worries you, the ${gentler.name} is about ${gentler.pain}/10.` : '';
    return `Pain on the ${zone.name}: about ${zone.pain}/10. ${zone.painDescription}${alternative}`;
  }
  return (
    'Pain is mostly about placement: fleshy, muscled spots (outer forearm, outer thigh, upper arm, calf) sit around 3–4/10; thin skin over bone (ribs, ' +
    'sternum, spine, knees, ankles) reaches 7–9/10. Eat well and sleep before the session — it really helps.'
  );
}

function costAnswer(ctx: AnswerContext): string {
  const size = ctx.size ? sizeProfile(ctx.size) : undefined;
  const drivers = COST_DRIVERS.slice(0, 4).map((d) => d.driver.toLowerCase()).join(', ');
  if (size) {
    const [lo, hi] = estimateCost(size.id, ctx.style);
    const hours = range(sessionHours(size.id, ctx.style));
    return (
      `${article(size.id)} ${size.id}${ctx.style ? ` ${ctx.style}` : ''} piece is roughly ${hours} hours of tattooing, so around $${lo}–${hi} at common ` +
      `rates of $${HOURLY_RATE_RANGE[0]}–${HOURLY_RATE_RANGE[1]} an hour. Price is driven by ${drivers} and the artist's rate.`
    );
  }
  return (
    `Price is mostly time: ${drivers} and the artist's experience and city. Most studios charge about $${HOURLY_RATE_RANGE[0]}–${HOURLY_RATE_RANGE[1]} ` +
    `an hour with a shop minimum around $${range(SHOP_MINIMUM_RANGE)} — so small pieces cost the minimum and big ones add up by the hour.`
  );
}

function healingAnswer(ctx: AnswerContext): string {
  const day = /\bday (\d{1,2})\b/.exec(ctx.text.toLowerCase());
  if (day) {
    const stage = healingStageForDay(Number(day[1]));
    return `${stage.label}: ${stage.whatHappens} ${stage.whatToDo}`;
  }
  return (
    `The surface heals in about ${Math.round(SURFACE_HEALING_DAYS[0] / 7)}–${Math.round(SURFACE_HEALING_DAYS[1] / 7)} weeks: tender and weepy for 2–3 ` +
    `days, flaking and itchy from day 4, peeling like a sunburn in week 2. The deeper skin needs ` +
    `${FULL_HEALING_DAYS[0] / 30}–${FULL_HEALING_DAYS[1] / 30} months before it looks final.`
  );
}

function aftercareAnswer(ctx: AnswerContext): string {
  const lower = ctx.text.toLowerCase();
  const faq = AFTERCARE_FAQS.find((entry) => entry.cues.some((cue) => lower.includes(cue)));
  if (faq) return faq.answer;
  return `${AFTERCARE_DOS[1]} ${AFTERCARE_DOS[2]} ${AFTERCARE_DONTS[0]} ${AFTERCARE_DONTS[1]}`;
}

function agingAnswer(ctx: AnswerContext): string {
  const style = ctx.style ? styleProfile(ctx.style) : undefined;
  const colors = ctx.colors ? colorProfile(ctx.colors) : undefined;
  if (style) return `${style.name}: ${style.aging}${colors ? ` ${colors.aging}` : ''}`;
  if (colors) return `${colors.summary} ${colors.aging}`;
  return (
    'Bold lines and solid black age best; fine lines, tiny details and pale colours soften first as ink settles under the skin. Sun is the biggest fader ' +
    '— SPF 30+ once it has healed keeps it sharp for decades.'
  );
}

function historyAnswer(ctx: AnswerContext): string {
  const style = ctx.style ? styleProfile(ctx.style) : undefined;
  if (style) return style.history;
  return (
    'Tattooing is at least 5,000 years old: Ötzi the Iceman (about 3300 BC) carries 61 tattoos. Polynesian tatau gave us the word, Japan built irezumi, ' +
    'and Western sailors spread the old-school style that most modern styles grew from.'
  );
}

function placementAnswer(ctx: AnswerContext): string {
  const zone = ctx.zone ? zoneProfile(ctx.zone) : undefined;
  const style = ctx.style ? styleProfile(ctx.style) : undefined;
  if (zone) return `The ${zone.name}: ${zone.placementTip} ${zone.visibilityNote}`;
  const shapes = 'Match the shape: long designs suit the forearm, calf or ribs, wide ones the chest, big ones the back or thigh.';
  if (style) return `${style.name} reads best on the ${style.goodZones.slice(0, 3).join(', ')}. ${shapes}`;
  return (
    'Think about three things: visibility (forearm is on show daily; back, ribs and thigh stay private), pain (outer forearm and upper arm are ' +
    'gentlest), and shape (long designs suit forearm, calf or ribs; wide ones the chest; big ones the back or thigh).'
  );
}

function sessionAnswer(ctx: AnswerContext): string {
  const size = (ctx.size && sizeProfile(ctx.size)?.id) || undefined;
  if (size) {
    return (
      `${article(size)} ${size}${ctx.style ? ` ${ctx.style}` : ''} piece usually takes ${range(sessionHours(size, ctx.style))} hours — ` +
      `${SIZE_PROFILES[size].sessions}. Sessions rarely run past 4–6 hours; skin and focus both need breaks.`
    );
  }
  const sizes = (Object.keys(SIZE_PROFILES) as TattooSize[]).map((s) => `${s} ${range(sessionHours(s, ctx.style))}h`).join(', ');
  return `Typical time${ctx.style ? ` for ${ctx.style}` : ''}: ${sizes}. Big pieces are split into sessions a few weeks apart.`;
}

function sizeAnswer(ctx: AnswerContext): string {
  const zone = ctx.zone ? zoneProfile(ctx.zone) : undefined;
  const sizes = Object.values(SIZE_PROFILES)
    .map((s) => (s.id === 'extra-large' ? `${s.id} ${s.minCm}+ cm` : `${s.id} ${s.minCm}–${s.maxCm} cm`))
    .join(', ');
  const detailed = ctx.style === 'realistic' || ctx.style === 'japanese';
  const detail = detailed ? ' Detailed styles need room — go a size up rather than cramming detail that will blur.' : '';
  return `${zone ? `On the ${zone.name}, ${zone.suitableSizes.join(', ')} work well. ` : ''}Rough guide: ${sizes}.${detail}`;
}

function colorAnswer(ctx: AnswerContext): string {
  const colors = ctx.colors ? colorProfile(ctx.colors) : undefined;
  if (colors) return `${colors.summary} ${colors.aging} ${colors.note}`;
  return (
    'Black and grey ages gracefully and suits every skin tone; black only is the most durable and quickest; colour takes longer and fades faster in the ' +
    'sun but pops — a bold black outline helps it last. Red is the pigment most linked to allergies.'
  );
}

function styleAnswer(ctx: AnswerContext): string {
  const style = ctx.style ? styleProfile(ctx.style) : undefined;
  if (style) return `${style.name}: ${style.summary} ${style.lineWork} Palette: ${style.palette.charAt(0).toLowerCase()}${style.palette.slice(1)}`;
  return (
    'The eight styles: tribal, traditional (old school), neo-traditional, japanese (irezumi), realistic, watercolor, geometric and minimalist (fine ' +
    'line). Bold styles age best; fine line and watercolor are softer and need more care.'
  );
}

/** Who may be tattooed: a general answer, since the law differs by country (and US state). */
function legalAgeAnswer(): string {
  return (
    'Studios tattoo adults: bring photo ID showing you are 18 or over. In the UK that is the law and a parent’s consent does not change it; a few places ' +
    '(some US states) allow 16–17 with a parent present and written consent. Check with the studio you book.'
  );
}

const ANSWERS: Record<QuestionTopic, (ctx: AnswerContext) => string> = {
  nerves: nervesAnswer,
  legalAge: legalAgeAnswer,
  pain: painAnswer,
  cost: costAnswer,
  healing: healingAnswer,
  aftercare: aftercareAnswer,
  aging: agingAnswer,
  history: historyAnswer,
  placement: placementAnswer,
  session: sessionAnswer,
  style: styleAnswer,
  size: sizeAnswer,
  color: colorAnswer,
};

export function answerTopic(topic: QuestionTopic, ctx: AnswerContext): string {
  return ANSWERS[topic](ctx);
}
