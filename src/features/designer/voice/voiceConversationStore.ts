/**
 * The Voice Chat conversation. It lives outside the panel so it survives switching tabs (the
 * designer unmounts the panel) and a request still finishes when the panel is gone; it is saved
 * in the Dexie `messages` table under one conversation id, so a reload shows it again.
 */
import { create } from 'zustand';
import { chatUserId } from '@/api/chat';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';
import type { AgentCard, AgentId, HandoffSuggestion } from '@/engine/types';
import { askAgent, type AgentAnswer, type ReplySource } from './agentConversation';

/** The `messages.conversationId` of the voice conversation. */
export const VOICE_CONVERSATION_ID = 'voice';

export interface VoiceMessage {
  id: string;
  role: 'user' | 'agent';
  content: string;
  timestamp: number;
  /** How the user's words arrived. */
  via?: 'voice' | 'text';
  agent?: AgentId;
  agentName?: string;
  /** 'device' when the server could not answer and the on-device agents did. */
  source?: ReplySource;
  cards?: AgentCard[];
  tips?: string[];
  handoff?: HandoffSuggestion;
}

interface VoiceConversationState {
  messages: VoiceMessage[];
  hydrated: boolean;
  hydrate: () => Promise<void>;
  /** Adds the user's turn, asks `agent`, adds the reply. Rejects only on cancellation or a bug. */
  ask: (input: { text: string; via: 'voice' | 'text'; agent: AgentId; signal?: AbortSignal }) => Promise<AgentAnswer>;
}

let hydration: Promise<void> | null = null;

export const useVoiceConversation = create<VoiceConversationState>((set, get) => ({
  messages: [],
  hydrated: false,
  hydrate: () => {
    hydration ??= (async () => {
      try {
        const rows = await db.messages
          .where('[conversationId+timestamp]')
          .between([VOICE_CONVERSATION_ID, -Infinity], [VOICE_CONVERSATION_ID, Infinity])
          .toArray();
        const stored = rows.map(fromRecord).filter((m): m is VoiceMessage => m !== null);
        // Anything said before hydration finished stays, after what was stored.
        const known = new Set(stored.map((m) => m.id));
        set({ messages: [...stored, ...get().messages.filter((m) => !known.has(m.id))], hydrated: true });
      } catch (error) {
        reportStorageError(error);
        set({ hydrated: true });
      }
    })();
    return hydration;
  },
  ask: async ({ text, via, agent, signal }) => {
    const history = get().messages.map((m) => ({ role: m.role, content: m.content, timestamp: m.timestamp, agent: m.agent }));
    append({ id: crypto.randomUUID(), role: 'user', content: text, timestamp: Date.now(), via });
    const userId = await chatUserId();
    const answer = await askAgent({ message: text, history, agent, userId, signal });
    const { reply, source } = answer;
    append({
      id: crypto.randomUUID(),
      role: 'agent',
      content: reply.message,
      timestamp: Date.now(),
      agent: reply.agent,
      agentName: reply.agent_name,
      source,
      cards: reply.cards.length > 0 ? reply.cards : undefined,
      tips: reply.aftercare?.tips,
      handoff: reply.handoff_suggestions[0],
    });
    return answer;
  },
}));

function append(message: VoiceMessage): void {
  useVoiceConversation.setState((state) => ({ messages: [...state.messages, message] }));
  const { id, role, content, timestamp, agent, agentName, ...extra } = message;
  db.messages
    .put({ id, conversationId: VOICE_CONVERSATION_ID, role, content, timestamp, agent, agent_name: agentName, extra: { ...extra } })
    .catch(reportStorageError);
}

function fromRecord(record: {
  id: string;
  role: string;
  content: string;
  timestamp: number;
  agent?: string;
  agent_name?: string;
  extra?: Record<string, unknown>;
}): VoiceMessage | null {
  if (record.role !== 'user' && record.role !== 'agent') return null;
  const extra = (record.extra ?? {}) as Partial<VoiceMessage>;
  return {
    ...extra,
    id: record.id,
    role: record.role,
    content: record.content,
    timestamp: record.timestamp,
    agent: record.agent as AgentId | undefined,
    agentName: record.agent_name,
  };
}

/** For tests: forget the loaded conversation. */
export function resetVoiceConversation(): void {
  hydration = null;
  useVoiceConversation.setState({ messages: [], hydrated: false });
}
