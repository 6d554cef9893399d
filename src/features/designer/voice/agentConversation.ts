/**
 * Asking the current agent (spec §4: stop recording sends the transcript to the agent). Who
 * answers is the AI client's decision, the same path the Text Chat takes (src/ai/createAiClient.ts):
 * the product server's /chat as the selected agent; when it cannot — offline, down, timed out, or
 * answering with an error — the same agents run on this device and the reply says so. Only a
 * caller's cancellation or a bug reaches the caller.
 */
import type { AgentAnswer, AiClient } from '@/ai/aiClient';
import { MAX_CHAT_MESSAGE_CHARS, type AgentId, type ChatHistoryEntry } from '@/engine/types';
import { getAiClient } from '@/ai/aiSession';

export type { AgentAnswer, AgentReplySource as ReplySource } from '@/ai/aiClient';

/** The server reads only recent turns; sending more only costs bytes. */
export const HISTORY_ENTRIES_SENT = 20;

export interface ConversationTurn {
  role: 'user' | 'agent';
  content: string;
  timestamp: number;
  agent?: AgentId;
}

/** The request's conversation_history: the latest turns, oldest first, within the server's bounds. */
export function chatHistory(turns: readonly ConversationTurn[], limit = HISTORY_ENTRIES_SENT): ChatHistoryEntry[] {
  return turns.slice(-limit).map((turn) => ({
    role: turn.role,
    message: turn.content.slice(0, MAX_CHAT_MESSAGE_CHARS),
    timestamp: new Date(turn.timestamp).toISOString(),
    ...(turn.role === 'agent' && turn.agent ? { agent: turn.agent } : {}),
  }));
}

export interface AskAgentInput {
  message: string;
  history: readonly ConversationTurn[];
  agent: AgentId;
  userId: string;
  signal?: AbortSignal;
}

export interface AskAgentDeps {
  /** Default: the app's AI client (src/ai/aiSession.ts). */
  getClient?: () => Promise<Pick<AiClient, 'agentReply'>>;
}

export async function askAgent({ message, history, agent, userId, signal }: AskAgentInput, deps: AskAgentDeps = {}): Promise<AgentAnswer> {
  const client = await (deps.getClient ?? getAiClient)();
  return client.agentReply(
    {
      message: message.slice(0, MAX_CHAT_MESSAGE_CHARS),
      user_id: userId,
      conversation_history: chatHistory(history),
      agent,
    },
    signal,
  );
}
