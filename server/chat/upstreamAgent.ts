/**
 * /chat with an upstream model: the model is asked for the agent reply as JSON (JSON mode), the
 * answer is validated against the chat response schema and checked against what we know (the
 * artist directory, the agents' names), and anything doubtful is thrown away so the caller can
 * answer with the engine instead.
 */
import type OpenAI from 'openai';
import type { Artist } from '../../src/engine/artists';
import type { AgentId, ChatRequest, ChatResponse } from '../../src/engine/types';
import { BODY_ZONE_OPTIONS, COLOR_OPTIONS, SIZE_OPTIONS, STYLE_OPTIONS } from '../../src/engine/designBrief';
import { UpstreamChatResponseSchema } from './chatSchemas';

/** Room for a reply of ~100 words plus cards, tips and handoffs as JSON. */
export const AGENT_JSON_MAX_TOKENS = 700;
export const AGENT_TEMPERATURE = 0.7;
/** Recent turns the model sees; older ones rarely change who should answer. */
export const AGENT_HISTORY_TURNS = 12;

export interface AgentRoster {
  id: AgentId;
  name: string;
  role: string;
}

function systemPrompt(roster: readonly AgentRoster[], artists: readonly Artist[], agent: AgentId | undefined): string {
  const agents = roster.map((a) => `- ${a.id} (${a.name}): ${a.role}`).join('\n');
  const directory = artists.map((a) => `- ${a.name} (${a.city}): ${a.styles.join(', ')} — ${a.bio}`).join('\n');
  return [
    'You are the assistant team of InkClarity, a tattoo design studio. Five agents share one chat:',
    agents,
    agent
      ? `The user chose to talk to ${agent}: answer as ${agent}, warmly and concretely, in under 100 words.`
      : 'Pick the agent that fits the latest user message (stay with the current agent when it still fits; greetings and general questions go to jess) and answer as that agent, warmly and concretely, in under 100 words.',
    'Answer with one JSON object with exactly these keys:',
    '{"agent": agent id, "agent_name": that agent\'s name, "message": the reply, "cards": [{"title", "description"}], "design": {"style", "placement", "size"} or null, "aftercare": {"tips": [strings]} or null, "handoff_suggestions": [{"agent_id", "reason", "confidence" 0..1}]}',
    `Rules: styles gives one card per style it discusses (title = the style). artist gives cards only for artists in the directory below (title = the artist's exact name). josh sets design when the user has chosen details: style one of ${STYLE_OPTIONS.join(', ')}; placement one of ${BODY_ZONE_OPTIONS.join(', ')}; size one of ${SIZE_OPTIONS.join(', ')} (colours: ${COLOR_OPTIONS.join(', ')}). aftercare gives tips. Use [] and null when a field does not apply. Suggest a handoff only when another agent would clearly help.`,
    `Artist directory:\n${directory}`,
  ].join('\n');
}

function historyMessages(request: ChatRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  return request.conversation_history.slice(-AGENT_HISTORY_TURNS).map((entry) =>
    entry.role === 'user'
      ? { role: 'user' as const, content: entry.message }
      : { role: 'assistant' as const, content: entry.agent ? `[${entry.agent}] ${entry.message}` : entry.message },
  );
}

/** Throws when the upstream fails or its answer is not a trustworthy chat response. */
export async function upstreamAgentReply(
  client: OpenAI,
  model: string,
  request: ChatRequest,
  context: { roster: readonly AgentRoster[]; artists: readonly Artist[]; timeoutMs: number; agent?: AgentId },
): Promise<ChatResponse> {
  const completion = await client.chat.completions.create(
    {
      model,
      messages: [
        { role: 'system', content: systemPrompt(context.roster, context.artists, context.agent) },
        ...historyMessages(request),
        { role: 'user', content: request.message },
      ],
      max_tokens: AGENT_JSON_MAX_TOKENS,
      temperature: AGENT_TEMPERATURE,
      response_format: { type: 'json_object' },
    },
    // /chat must answer within the client's 30 s (spec §9), engine fallback included.
    { timeout: context.timeoutMs, maxRetries: 0 },
  );
  const content = completion.choices[0]?.message?.content;
  if (!content) throw new Error('The upstream returned no content.');
  const reply = UpstreamChatResponseSchema.parse(JSON.parse(content));

  const agent = context.roster.find((a) => a.id === reply.agent);
  if (!agent) throw new Error(`Unknown agent ${reply.agent}.`);
  if (context.agent && reply.agent !== context.agent) throw new Error(`Asked for ${context.agent}, the model answered as ${reply.agent}.`);
  if (reply.agent === 'artist') {
    const known = new Set(context.artists.map((a) => a.name.toLowerCase()));
    if (reply.cards.length === 0 || reply.cards.some((card) => !known.has(card.title.toLowerCase()))) {
      throw new Error('The artist agent named artists outside the directory.');
    }
  }
  return { ...reply, agent_name: agent.name };
}
