/**
 * /chat with an upstream model: the assistant's reply is asked for with the shared builder
 * (task `agent_reply`: strict structured outputs for OpenAI, json_schema for self-hosted
 * servers), parsed defensively, validated against the engine's schema (AgentReplyOutput) and
 * checked against what we know (the artist directory, the agents' names); anything doubtful is
 * thrown away so the caller can answer with the engine instead. Streamed, the reply's `message`
 * is passed on as it arrives (the JSON's other parts follow it).
 */
import type OpenAI from 'openai';
import type { Artist } from '../../src/engine/artists';
import { buildAgentRequest } from '../../src/engine/aiTasks';
import type { ProviderTarget } from '../../src/engine/aiRequests/buildRequest';
import { createJsonFieldStream } from '../../src/engine/aiRequests/jsonFieldStream';
import { AgentReplyOutput, type AgentReplyOutputValue } from '../../src/engine/aiRequests/outputSchemas';
import { parseModelJson } from '../../src/engine/aiRequests/parseModelJson';
import type { ReplyResult } from '../../src/engine/aiRequests/readReply';
import type { AgentDesign, AgentId, ChatRequest, ChatResponse } from '../../src/engine/types';
import { completeTask, openTaskStream } from '../gateway/providerCalls';

export interface AgentRoster {
  id: AgentId;
  name: string;
}

export interface AgentContext {
  roster: readonly AgentRoster[];
  artists: readonly Artist[];
  timeoutMs: number;
  agent?: AgentId;
  signal?: AbortSignal;
  /** Streams the reply: called with each piece of its message as the model writes it. */
  onDelta?: (text: string) => void;
}

/** Why the model's answer was not used (logged; the engine answers). */
export class UnusableReply extends Error {
  override name = 'UnusableReply';
}

function designOf(design: AgentReplyOutputValue['design']): AgentDesign | null {
  if (!design) return null;
  const picked: AgentDesign = {};
  if (design.style) picked.style = design.style;
  if (design.placement) picked.placement = design.placement;
  if (design.size) picked.size = design.size;
  return Object.keys(picked).length > 0 ? picked : null;
}

/** Validates the model's JSON and checks it against the roster and the directory. */
export function checkedReply(content: string, context: Pick<AgentContext, 'roster' | 'artists' | 'agent'>): ChatResponse {
  const parsed = AgentReplyOutput.safeParse(parseModelJson(content));
  if (!parsed.success) throw new UnusableReply(`The reply does not match the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
  const reply = parsed.data;
  const agent = context.roster.find((a) => a.id === reply.agent);
  if (!agent) throw new UnusableReply(`Unknown agent ${reply.agent}.`);
  if (context.agent && reply.agent !== context.agent) throw new UnusableReply(`Asked for ${context.agent}, the model answered as ${reply.agent}.`);
  if (reply.agent === 'artist') {
    const known = new Set(context.artists.map((a) => a.name.toLowerCase()));
    if (reply.cards.length === 0 || reply.cards.some((card) => !known.has(card.title.toLowerCase()))) {
      throw new UnusableReply('The artist agent named artists outside the directory.');
    }
  }
  return {
    agent: reply.agent,
    agent_name: agent.name,
    message: reply.message,
    cards: reply.cards,
    design: designOf(reply.design),
    aftercare: reply.aftercare,
    handoff_suggestions: reply.handoff_suggestions,
  };
}

function finished(result: ReplyResult): string {
  if (!result.ok) throw new UnusableReply(`The model did not finish its answer (${result.reason}).`);
  return result.text;
}

/** Throws when the upstream fails or its answer is not a trustworthy chat response. */
export async function upstreamAgentReply(client: OpenAI, target: ProviderTarget, request: ChatRequest, context: AgentContext): Promise<ChatResponse> {
  const built = buildAgentRequest(target, { task: 'agent_reply', agent: context.agent, artists: context.artists }, request, { stream: Boolean(context.onDelta) });
  // /chat must answer within the client's 30 s (spec §9), engine fallback included: no retry.
  const options = { timeout: context.timeoutMs, maxRetries: 0, signal: context.signal };
  if (!built.stream || !context.onDelta) return checkedReply(finished(await completeTask(client, built, options)), context);
  const stream = await openTaskStream(client, built, options);
  const message = createJsonFieldStream('message');
  for await (const event of stream.events) {
    const text = message.push(stream.reader.push(event));
    if (text) context.onDelta(text);
    if (stream.reader.done) break;
  }
  return checkedReply(finished(stream.reader.result()), context);
}
