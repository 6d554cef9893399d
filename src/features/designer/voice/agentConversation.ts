/**
 * Asking the current agent (spec §4: stop recording sends the transcript to the agent). The
 * product server answers first (POST /chat, honouring the selected agent); when it cannot —
 * offline, down, timed out, or answering with an error — the same agents run on this device
 * (src/engine) and the reply says so. Only a caller's cancellation or a bug reaches the caller.
 */
import { sendChat, type ChatCall } from '@/api/chat';
import { ApiError } from '@/api/http';
import { agentReply } from '@/engine/agents/agentReply';
import { SEED_ARTISTS } from '@/engine/artists';
import { MAX_CHAT_MESSAGE_CHARS, type AgentId, type ChatHistoryEntry, type ChatResponse } from '@/engine/types';

/** The server reads only recent turns; sending more only costs bytes. */
export const HISTORY_ENTRIES_SENT = 20;

export interface ConversationTurn {
  role: 'user' | 'agent';
  content: string;
  timestamp: number;
  agent?: AgentId;
}

export type ReplySource = 'server' | 'device';

export interface AgentAnswer {
  reply: ChatResponse;
  source: ReplySource;
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
  send?: (call: ChatCall, options: { signal?: AbortSignal }) => Promise<ChatResponse>;
}

export async function askAgent({ message, history, agent, userId, signal }: AskAgentInput, deps: AskAgentDeps = {}): Promise<AgentAnswer> {
  const send = deps.send ?? sendChat;
  const call: ChatCall = {
    message: message.slice(0, MAX_CHAT_MESSAGE_CHARS),
    user_id: userId,
    conversation_history: chatHistory(history),
    agent,
  };
  try {
    return { reply: await send(call, { signal }), source: 'server' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    signal?.throwIfAborted();
    return { reply: agentReply(call, { artists: SEED_ARTISTS, agent }), source: 'device' };
  }
}
