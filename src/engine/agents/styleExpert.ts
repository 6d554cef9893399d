/** The Style Expert: explains styles with examples, history and how they age. */
import { STYLE_OPTIONS, type TattooStyle } from '../designBrief';
import { detectTopics } from '../knowledge/answers';
import { STYLE_PROFILES, type StyleProfile } from '../knowledge/styles';
import { styleHintsFor } from '../knowledge/subjects';
import { mentionedOptions, mentionedSubjects, splitKeywords } from '../slotExtraction';
import type { AgentCard, ChatRequest, ChatResponse } from '../types';
import { AGENT_BY_ID } from './agents';
import { conversationBrief } from './conversationBrief';
import { suggestHandoffs } from './handoffSuggestions';

const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/)[0];

export function styleCard(style: StyleProfile): AgentCard {
  return {
    title: style.name,
    description: `${style.summary} Examples: ${style.exampleSubjects.slice(0, 4).join(', ')}. Ageing: ${firstSentence(style.aging)}`,
  };
}

export function stylesReply(request: ChatRequest): ChatResponse {
  const text = request.message;
  const brief = conversationBrief(request);
  const named = mentionedOptions(text, 'style') as TattooStyle[];
  const subject = (mentionedSubjects(text)[0] ?? splitKeywords(brief.keywords)[0])?.toLowerCase();
  const hinted = subject ? styleHintsFor(subject) : undefined;
  const topics = detectTopics(text);
  let styles: TattooStyle[];
  let message: string;
  if (named.length >= 2) {
    styles = named.slice(0, 3);
    message = styles.map((id) => `${STYLE_PROFILES[id].name}: ${STYLE_PROFILES[id].summary}`).join(' ');
    message += ` On ageing, ${styles.map((id) => `${STYLE_PROFILES[id].name.toLowerCase()} — ${firstSentence(STYLE_PROFILES[id].aging).replace(/\.$/, '')}`).join('; ')}.`;
  } else if (named.length === 1) {
    const style = STYLE_PROFILES[named[0]];
    styles = [named[0]];
    const focus = topics.includes('history')
      ? style.history
      : topics.includes('aging') || topics.includes('size')
        ? style.aging
        : `${style.lineWork} ${style.palette}`;
    message = `${style.name}: ${style.summary} ${focus} It suits the ${style.goodZones.slice(0, 3).join(', ')} best.`;
  } else if (hinted) {
    styles = [...hinted];
    const names = hinted.map((id) => STYLE_PROFILES[id].name.toLowerCase()).join(', ');
    message = `For a ${subject}, the strongest styles are ${names}. Here is what each looks like.`;
  } else {
    styles = [...STYLE_OPTIONS];
    message =
      'There are eight main styles. Bold ones (traditional, tribal, japanese) age best; ' +
      'fine line and watercolor are softer and need more care. Tell me a subject and I will say which suits it.';
  }
  return {
    agent: 'styles',
    agent_name: AGENT_BY_ID.styles.name,
    message,
    cards: styles.map((id) => styleCard(STYLE_PROFILES[id])),
    design: null,
    aftercare: null,
    handoff_suggestions: suggestHandoffs(text, 'styles', named.length === 1 ? ['josh'] : []),
  };
}
