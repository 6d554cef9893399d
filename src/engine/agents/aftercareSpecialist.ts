/** The Aftercare Specialist: healing timeline, do and don't, products, FAQs. */
import { AFTERCARE_DONTS, AFTERCARE_DOS, AFTERCARE_FAQS, AFTERCARE_PRODUCTS, HEALING_TIMELINE, healingStageForDay } from '../knowledge/aftercare';
import type { ChatRequest, ChatResponse } from '../types';
import { AGENT_BY_ID } from './agents';
import { suggestHandoffs } from './handoffSuggestions';

const DAY_PATTERN = /\bday (\d{1,2})\b|\b(\d{1,2}|a|one|two|three|four|five|six) (day|days|week|weeks) (?:ago|old|in)\b|\b(yesterday|today|this morning|last night)\b/;
const WORD_NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Day of healing the message talks about (day 1 = the day of the tattoo), if any. */
export function healingDay(text: string): number | undefined {
  const match = DAY_PATTERN.exec(text.toLowerCase());
  if (!match) return undefined;
  if (match[1]) return Number(match[1]);
  if (match[4]) return match[4] === 'yesterday' || match[4] === 'last night' ? 2 : 1;
  const count = WORD_NUMBERS[match[2]] ?? Number(match[2]);
  return (match[3].startsWith('week') ? count * 7 : count) + 1;
}

export function aftercareReply(request: ChatRequest): ChatResponse {
  const text = request.message.toLowerCase();
  const day = healingDay(text);
  const faq = AFTERCARE_FAQS.find((entry) => entry.cues.some((cue) => text.includes(cue)));
  let message: string;
  let tips: string[];
  if (faq) {
    message = faq.answer;
    tips = [faq.answer, AFTERCARE_DOS[1], AFTERCARE_DONTS[1]];
  } else if (day !== undefined) {
    const stage = healingStageForDay(day);
    message = `You're in ${stage.label.toLowerCase()}: ${stage.whatHappens}`;
    tips = [stage.whatToDo, ...AFTERCARE_DOS.slice(0, 2), AFTERCARE_DONTS[1]];
  } else if (/\b(product|products|soap|lotion|cream|ointment|what (?:should|do) i (?:use|buy|put))\b/.test(text)) {
    message = 'Keep it simple and fragrance-free. Here is what to use and when.';
    tips = AFTERCARE_PRODUCTS.map((p) => `${p.type}: ${p.use}.`);
  } else if (/\b(how long|timeline|when will|heal)\b/.test(text)) {
    message = 'Most tattoos look healed on the surface in 2–4 weeks and settle fully in 2–3 months. Here is the timeline.';
    tips = HEALING_TIMELINE.map((stage) => `${stage.label}: ${stage.whatHappens}`);
  } else {
    message =
      'Here are the essentials for healing a new tattoo. ' +
      'Your artist\'s own instructions come first, and see a doctor if redness spreads or you get a fever.';
    tips = [...AFTERCARE_DOS.slice(0, 4), ...AFTERCARE_DONTS.slice(0, 3)];
  }
  return {
    agent: 'aftercare',
    agent_name: AGENT_BY_ID.aftercare.name,
    message,
    cards: [],
    design: null,
    aftercare: { tips },
    handoff_suggestions: suggestHandoffs(request.message, 'aftercare'),
  };
}
