import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { createAiClient } from '@/ai/createAiClient';
import type { ChatCall } from '@/api/chat';
import { productServerAgents } from '@/ai/aiSession';
import { askAgent, chatHistory, HISTORY_ENTRIES_SENT, type ConversationTurn } from '@/features/designer/voice/agentConversation';
import type { ChatResponse } from '@/engine/types';

/** The app's AI client with /chat answered by `send` (as aiSession wires it), the on-device agents behind it. */
function withServer(send: (call: ChatCall, options: { signal?: AbortSignal }) => Promise<ChatResponse>) {
  const client = createAiClient({ health: { ai: 'local' }, agentServer: productServerAgents(send) });
  return { getClient: async () => client };
}

const serverReply: ChatResponse = {
  agent: 'styles',
  agent_name: 'Style Expert',
  message: 'From the server.',
  cards: [],
  design: null,
  aftercare: null,
  handoff_suggestions: [],
};

describe('askAgent', () => {
  it('asks the server as the selected agent, with the history', async () => {
    const send = vi.fn(async () => serverReply);
    const history: ConversationTurn[] = [
      { role: 'user', content: 'hi', timestamp: 0 },
      { role: 'agent', content: 'hello', timestamp: 1000, agent: 'jess' },
    ];
    const answer = await askAgent({ message: 'tell me about watercolor', history, agent: 'styles', userId: 'device-1' }, withServer(send));
    expect(answer).toEqual({ reply: serverReply, source: 'server' });
    expect(send).toHaveBeenCalledWith(
      {
        message: 'tell me about watercolor',
        user_id: 'device-1',
        agent: 'styles',
        conversation_history: [
          { role: 'user', message: 'hi', timestamp: '1970-01-01T00:00:00.000Z' },
          { role: 'agent', message: 'hello', timestamp: '1970-01-01T00:00:01.000Z', agent: 'jess' },
        ],
      },
      { signal: undefined },
    );
  });

  it.each(['network', 'timeout', 'http', 'invalid'] as const)('answers on the device as the same agent when the server fails (%s)', async (kind) => {
    const send = vi.fn(async () => {
      throw new ApiError(kind, { status: kind === 'http' ? 503 : undefined });
    });
    const answer = await askAgent({ message: 'How should I look after a new tattoo?', history: [], agent: 'aftercare', userId: 'u' }, withServer(send));
    expect(answer.source).toBe('device');
    expect(answer.reply.agent).toBe('aftercare');
    expect(answer.reply.message.length).toBeGreaterThan(0);
  });

  it('does not hide bugs or cancellations behind the fallback', async () => {
    await expect(askAgent({ message: 'x', history: [], agent: 'jess', userId: 'u' }, withServer(async () => Promise.reject(new TypeError('bug'))))).rejects.toThrow('bug');
    const controller = new AbortController();
    controller.abort();
    await expect(
      askAgent({ message: 'x', history: [], agent: 'jess', userId: 'u', signal: controller.signal }, withServer(async () => Promise.reject(new ApiError('network')))),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('chatHistory', () => {
  it('sends only the latest turns, within the server bounds', () => {
    const turns: ConversationTurn[] = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? 'agent' : 'user', content: `m${i}`, timestamp: i }));
    const history = chatHistory(turns);
    expect(history).toHaveLength(HISTORY_ENTRIES_SENT);
    expect(history.at(-1)?.message).toBe('m49');
    expect(chatHistory([{ role: 'user', content: 'x'.repeat(5000), timestamp: 0 }])[0]?.message).toHaveLength(4000);
  });
});
