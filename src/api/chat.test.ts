import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_SETTING, chatUserId, parseChatResponse, resetChatUserIdCache, sendChat } from '@/api/chat';
import { useAuthStore } from '@/shared/auth/authStore';
import { db } from '@/db/database';
import type { ChatResponse } from '@/engine/types';

const reply: ChatResponse = {
  agent: 'josh',
  agent_name: 'Josh',
  message: 'A koi on the forearm works well.',
  cards: [{ title: 'Placement', description: 'Forearm' }],
  design: { style: 'japanese', placement: 'forearm' },
  aftercare: null,
  handoff_suggestions: [{ agent_id: 'artist', reason: 'Find an artist', confidence: 0.7 }],
};

describe('sendChat', () => {
  it('posts the request (with the chosen agent) to /chat and returns the reply', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200 }));
    const result = await sendChat(
      { message: 'koi please', user_id: 'u1', conversation_history: [], agent: 'josh' },
      { baseUrl: 'http://api', fetch: fetchMock as unknown as typeof fetch },
    );
    expect(result).toEqual(reply);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/chat');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'koi please', user_id: 'u1', conversation_history: [], agent: 'josh' });
  });

  it('rejects a 200 that is not a chat reply (a static host answering with HTML)', async () => {
    const fetchMock = vi.fn(async () => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(sendChat({ message: 'hi', user_id: 'u', conversation_history: [] }, { fetch: fetchMock as unknown as typeof fetch })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Sorry, I encountered an error. Please try again!',
    });
  });
});

describe('parseChatResponse', () => {
  it('accepts a full reply and fills missing lists', () => {
    expect(parseChatResponse(reply)).toEqual(reply);
    expect(parseChatResponse({ agent: 'jess', agent_name: 'Jess', message: 'Hi' })).toEqual({
      agent: 'jess',
      agent_name: 'Jess',
      message: 'Hi',
      cards: [],
      design: null,
      aftercare: null,
      handoff_suggestions: [],
    });
  });

  it('refuses unknown agents, empty messages and non-objects', () => {
    expect(parseChatResponse({ ...reply, agent: 'bob' })).toBeUndefined();
    expect(parseChatResponse({ ...reply, message: '  ' })).toBeUndefined();
    expect(parseChatResponse('hello')).toBeUndefined();
    expect(parseChatResponse([reply])).toBeUndefined();
  });

  it('drops malformed cards and handoffs instead of failing the whole reply', () => {
    const parsed = parseChatResponse({ ...reply, cards: [{ title: 1 }, { title: 'ok', description: 'd' }], handoff_suggestions: [{ agent_id: 'x' }] });
    expect(parsed?.cards).toEqual([{ title: 'ok', description: 'd' }]);
    expect(parsed?.handoff_suggestions).toEqual([]);
  });
});

describe('chatUserId', () => {
  beforeEach(async () => {
    resetChatUserIdCache();
    useAuthStore.setState({ user: null, status: 'signed-out' });
    await db.settings.delete(DEVICE_ID_SETTING);
  });

  it('uses the signed-in uid', async () => {
    useAuthStore.setState({ user: { uid: 'firebase-uid', displayName: null, email: null, photoURL: null }, status: 'signed-in' });
    expect(await chatUserId()).toBe('firebase-uid');
  });

  it('otherwise creates one anonymous device id, keeps it in IndexedDB and reuses it', async () => {
    const first = await chatUserId();
    expect(first).toMatch(/^device-[0-9a-f-]{36}$/);
    expect((await db.settings.get(DEVICE_ID_SETTING))?.value).toBe(first);
    resetChatUserIdCache();
    expect(await chatUserId()).toBe(first);
  });
});
