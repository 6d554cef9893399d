/**
 * A conversation as a consultation record (spec §3: topic, agent, date, notes): one record per
 * conversation, rewritten as it grows, so the notes are a short summary of the whole
 * conversation so far — its first question, its latest questions and its latest answer — not
 * a copy of one message. Pure: the assistant and the designer chats both use it.
 */
import type { DesignSlots } from './designBrief';

export interface ConversationTurn {
  role: 'user' | 'agent';
  text: string;
  /** On an agent turn: who answered (shown name). */
  agentName?: string;
  /** An agent turn that is an error message, not an answer: left out. */
  failed?: boolean;
}

export interface ConsultationSummary {
  topic: string;
  /** Who answered last (the conversation's current agent). */
  agent: string;
  notes: string;
}

/** Bounds well inside the server's (topic 200, notes 5,000 characters). */
export const TOPIC_MAX_CHARS = 120;
export const NOTES_MAX_CHARS = 1_200;
const QUESTION_CHARS = 140;
const ANSWER_CHARS = 320;
/** The latest questions listed besides the first; older ones are counted, not quoted. */
const LATEST_QUESTIONS = 3;

/** Whitespace folded, cut at a word boundary with an ellipsis when longer than `max`. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The brief as a topic ("Japanese koi tattoo for the forearm"), or '' when it says nothing yet. */
export function briefTopic(brief: Partial<DesignSlots> | undefined): string {
  if (!brief) return '';
  const what = [brief.style, brief.keywords].map((part) => part?.trim()).filter(Boolean).join(' ');
  if (!what) return '';
  const subject = `${what} tattoo${brief.bodyZone?.trim() ? ` for the ${brief.bodyZone.trim()}` : ''}`;
  return clip(subject.charAt(0).toUpperCase() + subject.slice(1), TOPIC_MAX_CHARS);
}

/**
 * The consultation a conversation makes, or null before it has both a question and an answer
 * (a conversation nobody answered is not a consultation). Topic: the brief when it names the
 * design, else the first question.
 */
export function summarizeConversation(
  turns: readonly ConversationTurn[], options: { brief?: Partial<DesignSlots>; defaultAgent?: string } = {},
): ConsultationSummary | null {
  const questions = turns.filter((turn) => turn.role === 'user' && turn.text.trim()).map((turn) => turn.text);
  const answers = turns.filter((turn) => turn.role === 'agent' && !turn.failed && turn.text.trim());
  if (questions.length === 0 || answers.length === 0) return null;
  const last = answers[answers.length - 1]!;
  const agent = last.agentName?.trim() || options.defaultAgent || 'Assistant';
  const agents = [...new Set(answers.map((answer) => answer.agentName?.trim()).filter((name): name is string => Boolean(name)))];

  const quoted = (question: string) => `“${clip(question, QUESTION_CHARS)}”`;
  const latest = questions.slice(1).slice(-LATEST_QUESTIONS);
  const skipped = questions.length - 1 - latest.length;
  const lines = [
    `${questions.length} ${questions.length === 1 ? 'question' : 'questions'}${agents.length > 0 ? ` with ${agents.join(', ')}` : ''}.`,
    `First asked: ${quoted(questions[0]!)}`,
    ...(latest.length > 0 ? [`${skipped > 0 ? `Latest (${skipped} earlier not shown)` : 'Then'}: ${latest.map(quoted).join(' · ')}`] : []),
    `Last answer (${agent}): ${clip(last.text, ANSWER_CHARS)}`,
  ];
  return {
    topic: briefTopic(options.brief) || clip(questions[0]!, TOPIC_MAX_CHARS),
    agent: clip(agent, TOPIC_MAX_CHARS),
    // Each line is clipped already; the cap only guards the sum.
    notes: lines.join('\n').slice(0, NOTES_MAX_CHARS),
  };
}
