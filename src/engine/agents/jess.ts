/** Jess, Manager & Coordinator: greets, answers general questions and hands off to specialists. */
import { answerTopic, detectTopics } from '../knowledge/answers';
import type { ChatRequest, ChatResponse } from '../types';
import { AGENT_BY_ID, JESS_GREETING } from './agents';
import { questionContext } from '../questionContext';
import { conversationBrief } from './conversationBrief';
import { suggestHandoffs } from './handoffSuggestions';
import { routingScores } from './routeAgent';

const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (?:morning|afternoon|evening)|greetings)\b/i;
const THANKS = /\b(thanks|thank you|cheers|appreciate it)\b/i;
const CAPABILITIES = /\b(what can you do|who are you|how does this work|what do you do|who should i talk to|how do i start|where do i start|get started|help)\b/i;

export function jessReply(request: ChatRequest): ChatResponse {
  const text = request.message;
  const brief = conversationBrief(request);
  const topics = detectTopics(text);
  const parts: string[] = [];
  const isOpening = request.conversation_history.filter((e) => e.role === 'user').length === 0;
  if (GREETING.test(text) && topics.length === 0) parts.push(isOpening ? JESS_GREETING : "Hey again! What's next for your tattoo?");
  else if (THANKS.test(text) && topics.length === 0) parts.push("You're welcome! Anything else — design, styles, artists or aftercare?");
  if (topics.length > 0) {
    const ctx = questionContext(text, brief);
    parts.push(...topics.slice(0, 2).map((topic) => answerTopic(topic, ctx)));
  }
  if (parts.length === 0 && CAPABILITIES.test(text)) {
    parts.push(
      'Here is the team: Josh designs custom pieces, the Style Expert explains styles, the Artist Specialist finds and books artists, ' +
        'and the Aftercare Specialist covers healing. Tell me your idea and I will bring in the right one.',
    );
  }
  const scores = routingScores(text);
  const specialist = (['josh', 'styles', 'artist', 'aftercare'] as const).filter((id) => scores[id] > 0).sort((a, b) => scores[b] - scores[a])[0];
  if (parts.length === 0) {
    parts.push(
      specialist
        ? `${AGENT_BY_ID[specialist].name} is the best person for that — I have suggested them below.`
        : 'Tell me a bit more: what would the tattoo show, and where on your body are you thinking?',
    );
  }
  const planned = topics.includes('cost') ? (['artist'] as const) : topics.length > 0 && brief.keywords ? (['josh'] as const) : [];
  return {
    agent: 'jess',
    agent_name: AGENT_BY_ID.jess.name,
    message: parts.join(' '),
    cards: [],
    design: null,
    aftercare: null,
    handoff_suggestions: suggestHandoffs(text, 'jess', [...planned]),
  };
}
