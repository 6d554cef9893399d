import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { ApiError } from '@/api/http';
import type { ChatResponse } from '@/engine/types';
import { createAssistantPersistence } from './assistantDatabase';
import { createAssistantStore, currentAgent, toHistory, type AssistantDeps } from './assistantStore';

const reply = (agent: ChatResponse['agent'], message = `${agent} says hi`): ChatResponse => ({
  agent,
  agent_name: agent,
  message,
  cards: [{ title: 'T', description: 'D' }],
  design: agent === 'josh' ? { style: 'japanese', placement: 'calf', size: 'large' } : null,
  aftercare: null,
  handoff_suggestions: [{ agent_id: 'artist', reason: 'r', confidence: 0.6 }],
});

let database: InkClarityDatabase;
let n = 0;
function setup(overrides: Partial<AssistantDeps> = {}) {
  const deps: AssistantDeps = {
    persistence: createAssistantPersistence(database),
    askServer: vi.fn(async () => reply('styles')),
    askDevice: vi.fn(async () => reply('aftercare')),
    isConnected: () => true,
    onUnreachable: vi.fn(),
    userId: async () => 'device-1',
    writeDesign: vi.fn(async () => []),
    newId: () => `id-${++n}`,
    ...overrides,
  };
  return { store: createAssistantStore(deps), deps };
}

beforeEach(async () => {
  database = new InkClarityDatabase(`assistant-test-${Math.random()}`);
  await database.open();
});

describe('assistant store', () => {
  it('sends to the server with the history and no agent unless one was picked; the reply is stored with its parts', async () => {
    const { store, deps } = setup();
    await store.getState().hydrate();
    await store.getState().send('  what is dotwork?  ');
    expect(deps.askServer).toHaveBeenCalledWith({ message: 'what is dotwork?', user_id: 'device-1', conversation_history: [] });
    const [mine, theirs] = store.getState().messages;
    expect(mine).toMatchObject({ role: 'user', content: 'what is dotwork?' });
    expect(theirs).toMatchObject({ role: 'agent', agent: 'styles', source: 'server', cards: [{ title: 'T', description: 'D' }] });
    store.getState().pick('josh');
    await store.getState().send('and the next one');
    expect(deps.askServer).toHaveBeenLastCalledWith(expect.objectContaining({ agent: 'josh', conversation_history: [expect.objectContaining({ role: 'user' }), expect.objectContaining({ role: 'agent', agent: 'styles' })] }));

    const again = setup().store;
    await again.getState().hydrate();
    expect(again.getState().messages.map((m) => m.content)).toEqual(store.getState().messages.map((m) => m.content));
    expect(again.getState().picked).toBe('josh');
  });

  it('blocks blank messages and a second send while one is on its way', async () => {
    let release: (r: ChatResponse) => void = () => {};
    const { store, deps } = setup({ askServer: vi.fn(() => new Promise<ChatResponse>((r) => (release = r))) });
    await store.getState().send('   ');
    expect(store.getState().messages).toHaveLength(0);
    const first = store.getState().send('one');
    await vi.waitFor(() => expect(store.getState().sending).toBe(true));
    await store.getState().send('two');
    release(reply('jess'));
    await first;
    expect(deps.askServer).toHaveBeenCalledTimes(1);
    expect(store.getState().messages.map((m) => m.content)).toEqual(['one', 'jess says hi']);
  });

  it('disconnected: the device answers without asking the server', async () => {
    const { store, deps } = setup({ isConnected: () => false });
    await store.getState().send('my tattoo itches');
    expect(deps.askServer).not.toHaveBeenCalled();
    expect(store.getState().messages[1]).toMatchObject({ agent: 'aftercare', source: 'on-device' });
  });

  it('a failed server request falls back to the device; a network failure reports the server unreachable', async () => {
    const { store, deps } = setup({ askServer: vi.fn(async () => Promise.reject(new ApiError('network'))) });
    await store.getState().send('help');
    expect(deps.onUnreachable).toHaveBeenCalled();
    expect(store.getState().messages[1]).toMatchObject({ source: 'on-device', agent: 'aftercare' });
    expect(store.getState().messages[1].failed).toBeUndefined();
  });

  it.each([
    ['timeout', 'Request timed out. Please try again.'],
    ['network', 'Unable to connect to server. Please check your connection.'],
    ['http', 'Sorry, I encountered an error. Please try again!'],
  ] as const)('server %s and no device: the spec message is appended as the agent', async (kind, text) => {
    const { store } = setup({ askServer: async () => Promise.reject(new ApiError(kind)), askDevice: async () => Promise.reject(new Error('chunk')) });
    await store.getState().send('help');
    expect(store.getState().messages[1]).toMatchObject({ role: 'agent', content: text, failed: true });
    expect(store.getState().sending).toBe(false);
    // A failed turn is not sent as history, and the agent label stays where it was.
    expect(toHistory(store.getState().messages)).toHaveLength(1);
    expect(currentAgent(store.getState().messages)).toBe('jess');
  });

  it("talkTo asks that agent about the last question and makes it the pick; applyDesign writes the design once", async () => {
    const { store, deps } = setup({ askServer: vi.fn(async (r) => reply(r.agent ?? 'josh')) });
    await store.getState().send('design a koi');
    await store.getState().talkTo('artist');
    expect(deps.askServer).toHaveBeenLastCalledWith(expect.objectContaining({ agent: 'artist', message: 'design a koi' }));
    expect(store.getState().picked).toBe('artist');
    expect(currentAgent(store.getState().messages)).toBe('artist');
    const josh = store.getState().messages[1];
    await store.getState().applyDesign(josh.id);
    expect(deps.writeDesign).toHaveBeenCalledWith({ style: 'japanese', placement: 'calf', size: 'large' });
    expect(store.getState().messages[1].designUsed).toBe(true);
  });

  it('tells the recorder after every answer, with the whole conversation so far', async () => {
    const seen: number[] = [];
    const { store } = setup({
      askServer: vi.fn(async (r) => reply(r.agent ?? 'styles', `answer to ${r.message}`)),
      onConversationChanged: (messages) => seen.push(messages.length),
    });
    await store.getState().send('what is dotwork?');
    await store.getState().send('and blackwork?');
    expect(seen).toEqual([2, 4]);
  });

  it('shows a streamed reply as it arrives, then stores the finished one; a model that failed leaves a quiet note', async () => {
    let feed: (text: string) => void = () => {};
    let finish: (value: { reply: ChatResponse; modelFailed: boolean }) => void = () => {};
    const askServerStream = vi.fn((_request: unknown, onDelta: (text: string) => void) => {
      feed = onDelta;
      return new Promise<{ reply: ChatResponse; modelFailed: boolean }>((resolve) => (finish = resolve));
    });
    const { store, deps } = setup({ askServerStream });
    await store.getState().hydrate();
    const sent = store.getState().send('tell me about fine line');
    await vi.waitFor(() => expect(askServerStream).toHaveBeenCalled());
    feed('Fine line ');
    feed('work is delicate.');
    expect(store.getState().streaming).toBe('Fine line work is delicate.');
    finish({ reply: reply('styles', 'Fine line work is delicate.'), modelFailed: false });
    await sent;
    expect(store.getState().streaming).toBeNull();
    expect(store.getState().messages.at(-1)).toMatchObject({ content: 'Fine line work is delicate.', source: 'server' });
    expect(store.getState().messages.at(-1)?.modelFallback).toBeUndefined();
    expect(deps.askServer).not.toHaveBeenCalled();

    const failing = setup({ askServerStream: async () => ({ reply: reply('aftercare', 'Wash gently.'), modelFailed: true }) }).store;
    await failing.getState().hydrate();
    await failing.getState().send('how do I heal it?');
    expect(failing.getState().messages.at(-1)).toMatchObject({ content: 'Wash gently.', modelFallback: true });
  });

  it('Stop keeps what arrived as the reply (and nothing when nothing had), and the user can send again', async () => {
    const askServerStream = vi.fn((_request: unknown, onDelta: (text: string) => void, signal: AbortSignal) => {
      onDelta('Japanese work uses ');
      return new Promise<{ reply: ChatResponse; modelFailed: boolean }>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    });
    const { store, deps } = setup({ askServerStream });
    await store.getState().hydrate();
    const sent = store.getState().send('japanese style?');
    await vi.waitFor(() => expect(store.getState().streaming).toBe('Japanese work uses '));
    store.getState().stop();
    await sent;
    expect(store.getState().messages.map((m) => [m.role, m.content, m.stopped])).toEqual([
      ['user', 'japanese style?', undefined],
      ['agent', 'Japanese work uses', true],
    ]);
    expect(store.getState().sending).toBe(false);
    expect(deps.askDevice).not.toHaveBeenCalled();
  });
});
