import { afterEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { createAiClient } from '@/ai/createAiClient';
import { createOnDeviceProvider } from '@/ai/onDeviceProvider';
import { AiError } from '@/ai/errors';
import type { AiClient, AiProvider, ImageRequest } from '@/ai/aiClient';
import { AUTO_FILL_DEFAULTS, EMPTY_SLOTS } from '@/engine/designBrief';
import { sanitizeUiState, UI_SETTINGS_KEY, type DesignerPersistence } from '@/features/designer/designerPersistence';
import { createDesignerPersistence } from '@/features/designer/designerDatabase';
import { broadcastSync, CONVERSATION_FIRST_PAGE, createDesignerStore, VARIATION_COUNT, type DesignerStoreOptions } from '@/features/designer/designerStore';
import { agentReply } from '@/engine/agents/agentReply';
import { SEED_ARTISTS } from '@/engine/artists';

/** The first bytes of a PNG (signature + IHDR width/height); the store keeps the provider's size and never reads them. */
function fakePng(width: number, height: number): Blob {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new Blob([bytes], { type: 'image/png' });
}

interface Harness {
  database: InkClarityDatabase;
  requests: ImageRequest[];
  store: ReturnType<typeof createDesignerStore>;
  /** `beforeHydration` sees the new store before it reads the database (to watch its updates). */
  reopen: (beforeHydration?: (store: ReturnType<typeof createDesignerStore>) => void) => Promise<ReturnType<typeof createDesignerStore>>;
}

const opened: InkClarityDatabase[] = [];
let dbCounter = 0;

afterEach(async () => {
  vi.restoreAllMocks();
  for (const database of opened.splice(0)) {
    database.close();
    await database.delete();
  }
});

/**
 * The persistence with every write tracked, so a test can wait until the store's write-through has
 * reached the database (instead of sleeping and hoping it has).
 */
function trackWrites(persistence: DesignerPersistence): { persistence: DesignerPersistence; settled: () => Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  const track = <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    (...args: A): Promise<void> => {
      const job = write(...args);
      pending.add(job);
      void job.finally(() => pending.delete(job)).catch(() => undefined);
      return job;
    };
  return {
    persistence: {
      ...persistence,
      saveUi: track(persistence.saveUi),
      saveSlots: track(persistence.saveSlots),
      putMessage: track(persistence.putMessage),
      clearConversation: track(persistence.clearConversation),
      putMessages: track(persistence.putMessages),
      putImage: track(persistence.putImage),
      deleteImage: track(persistence.deleteImage),
    },
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * A store over a fresh fake-indexeddb database and the real on-device engine; only the image is
 * replaced (the renderer needs a browser worker), by one that honours size, quality and abort.
 */
async function harness(options: { image?: AiProvider['generateImage']; client?: AiClient; askAgent?: DesignerStoreOptions['askAgent'] } = {}): Promise<Harness> {
  const database = new InkClarityDatabase(`designer-test-${(dbCounter += 1)}`);
  opened.push(database);
  const requests: ImageRequest[] = [];
  const engine = createOnDeviceProvider();
  const onDevice: AiProvider = {
    ...engine,
    kind: 'on-device',
    generateImage:
      options.image ??
      (async (request) => {
        requests.push(request);
        const size = request.size ?? '1024x1024';
        const [w, h] = size.split('x').map(Number);
        const k = request.quality === 'hd' ? 2 : 1;
        return { png: fakePng(w * k, h * k), width: w * k, height: h * k, size, provider: 'on-device' };
      }),
  };
  const client = options.client ?? createAiClient({ health: null, onDevice });
  let seed = 100;
  const writes = trackWrites(createDesignerPersistence(database));
  const make = () =>
    createDesignerStore({
      persistence: writes.persistence,
      getClient: async () => client,
      randomSeed: () => (seed += 1),
      askAgent: options.askAgent,
      onStorageError: (e) => {
        throw e;
      },
    });
  const store = make();
  await store.getState().hydrate();
  return {
    database,
    requests,
    store,
    reopen: async (beforeHydration) => {
      // Wait until write-through has reached the database, then start a second store over it (a reload).
      await writes.settled();
      const again = make();
      beforeHydration?.(again);
      await again.getState().hydrate();
      return again;
    },
  };
}

describe('designer store', () => {
  it('starts empty: Text Chat, Jess, Creative Buddy, no slots', async () => {
    const { store } = await harness();
    const s = store.getState();
    expect(s.hydrated).toBe(true);
    expect([s.tab, s.agent, s.persona]).toEqual(['text', 'jess', 'buddy']);
    expect(s.slots).toEqual(EMPTY_SLOTS);
    expect(s.conversations.buddy).toEqual([]);
  });

  it('a chat turn captures fields, replies, and survives a reload', async () => {
    const { store, reopen } = await harness();
    await store.getState().sendMessage('I want a japanese koi fish on my forearm');
    const s = store.getState();
    expect(s.slots).toMatchObject({ style: 'japanese', bodyZone: 'forearm' });
    expect(s.slots.keywords).toContain('koi');
    const [user, reply] = s.conversations.buddy ?? [];
    expect(user.role).toBe('user');
    expect(user.capture?.map((c) => c.field)).toEqual(expect.arrayContaining(['style', 'bodyZone', 'keywords']));
    expect(reply.role).toBe('agent');
    expect(reply.failed).toBeUndefined();
    expect(reply.timestamp).toBeGreaterThan(user.timestamp);

    const again = await reopen();
    expect(again.getState().slots).toEqual(s.slots);
    expect(again.getState().conversations.buddy?.map((m) => [m.role, m.content, m.capture?.length ?? 0])).toEqual(
      s.conversations.buddy?.map((m) => [m.role, m.content, m.capture?.length ?? 0]),
    );
  });

  it('a reload takes the saved brief, screen state and open conversation in one store update', async () => {
    const { store, reopen } = await harness();
    await store.getState().sendMessage('I want a japanese koi fish on my forearm');
    const updates: { hydrated: boolean; messages: number | undefined }[] = [];
    const again = await reopen((fresh) => fresh.subscribe((state) => updates.push({ hydrated: state.hydrated, messages: state.conversations.buddy?.length })));
    // One re-render of the designer, with everything it shows (not the brief, then the conversation).
    expect(updates).toEqual([{ hydrated: true, messages: 2 }]);
    expect(again.getState().slots.style).toBe('japanese');
  });

  it('Undo reverts what a message captured (and stays undone after a reload)', async () => {
    const { store, reopen } = await harness();
    await store.getState().sendMessage('a watercolor hummingbird on my ribs');
    const user = store.getState().conversations.buddy?.[0];
    store.getState().undoCapture(user?.id ?? '');
    expect(store.getState().slots.style).toBe('');
    expect(store.getState().slots.bodyZone).toBe('');
    const again = await reopen();
    expect(again.getState().slots.style).toBe('');
    expect(again.getState().conversations.buddy?.[0].captureUndone).toBe(true);
  });

  it('keeps one conversation per persona', async () => {
    const { store, reopen } = await harness();
    await store.getState().sendMessage('a rose');
    store.getState().setPersona('trainer');
    await store.getState().ensureConversation('trainer');
    await store.getState().sendMessage('does the ribs hurt?');
    expect(store.getState().conversations.buddy).toHaveLength(2);
    expect(store.getState().conversations.trainer).toHaveLength(2);
    const again = await reopen();
    expect(again.getState().persona).toBe('trainer');
    expect(again.getState().conversations.trainer?.[0].content).toBe('does the ribs hurt?');
    await again.getState().ensureConversation('buddy');
    expect(again.getState().conversations.buddy?.[0].content).toBe('a rose');
  });

  it('opens a long conversation newest page first, then has all of it, in order, before the next reply', async () => {
    const { database, reopen } = await harness();
    const total = CONVERSATION_FIRST_PAGE * 2 + 17;
    await database.messages.bulkPut(
      Array.from({ length: total }, (_, i) => ({ id: `m${i}`, conversationId: 'persona:buddy', role: i % 2 ? 'agent' : 'user', content: `message ${i}`, timestamp: 1000 + i })),
    );
    const again = await reopen();
    const messages = again.getState().conversations.buddy ?? [];
    expect(messages).toHaveLength(total);
    expect(messages.map((m) => m.content)).toEqual(Array.from({ length: total }, (_, i) => `message ${i}`));
    await again.getState().sendMessage('a rose on my calf');
    const after = again.getState().conversations.buddy ?? [];
    expect(after).toHaveLength(total + 2);
    expect(after[total].content).toBe('a rose on my calf');
    expect(after[total].timestamp).toBeGreaterThan(after[total - 1].timestamp);
  });

  it('suggests a handoff to another persona; changing persona or agent clears it; josh keeps the user in the chat', async () => {
    const { store } = await harness();
    await store.getState().sendMessage('How much will a rib tattoo hurt and how long does healing take?');
    expect(store.getState().handoff?.recommendedAgent).toBe('trainer');
    store.getState().setPersona('designer');
    expect(store.getState().handoff).toBeNull();

    store.getState().setPersona('buddy');
    await store.getState().sendMessage('Is the pain on the ribs really bad? And the healing time?');
    expect(store.getState().handoff).not.toBeNull();
    store.getState().setAgent('styles');
    expect(store.getState().handoff).toBeNull();
    expect(store.getState().tab).toBe('text');
    store.getState().setAgent('josh');
    expect(store.getState().tab).toBe('text');
  });

  it("Text Chat: a specialist's question goes to that agent with Jess on the badge; the badge's agent answers everything; Josh's design fills the brief with Undo", async () => {
    const asked: string[] = [];
    const { store, reopen } = await harness({
      askAgent: async ({ message, history, agent }) => {
        asked.push(agent);
        const request = { message, user_id: 'u', conversation_history: history.map((t) => ({ role: t.role, message: t.content, timestamp: new Date(t.timestamp).toISOString() })) };
        return { reply: agentReply(request, { artists: SEED_ARTISTS, agent }), source: 'device' };
      },
    });
    // Design talk with Jess on the badge stays with the persona.
    await store.getState().sendMessage('I want a koi fish');
    expect(asked).toEqual([]);
    await store.getState().sendMessage('How do I wash a fresh tattoo while it heals?');
    expect(asked).toEqual(['aftercare']);
    let reply = store.getState().conversations.buddy!.at(-1)!;
    expect(reply.answeredBy).toEqual({ agent: 'aftercare', name: 'Aftercare Specialist', source: 'device' });

    store.getState().setAgent('josh');
    await store.getState().sendMessage('make it japanese on my calf, large');
    expect(asked.at(-1)).toBe('josh');
    reply = store.getState().conversations.buddy!.at(-1)!;
    expect(reply.answeredBy?.agent).toBe('josh');
    const slots = store.getState().slots;
    expect([slots.style, slots.bodyZone, slots.size]).toEqual(['japanese', 'calf', 'large']);
    const mine = store.getState().conversations.buddy!.at(-2)!;
    expect(mine.capture?.map((c) => c.field).sort()).toEqual(['bodyZone', 'size', 'style']);
    store.getState().undoCapture(mine.id);
    expect([store.getState().slots.style, store.getState().slots.bodyZone, store.getState().slots.size]).toEqual(['', '', '']);

    const again = await reopen();
    expect(again.getState().conversations.buddy?.at(-1)?.answeredBy?.agent).toBe('josh');
  });

  it('a failed reply becomes an agent message with spec §8 text and is left out of the history', async () => {
    const engine = createOnDeviceProvider();
    const client = createAiClient({
      health: null,
      onDevice: {
        ...engine,
        kind: 'on-device',
        personaReply: async () => {
          throw new AiError('rateLimit');
        },
      },
    });
    const { store } = await harness({ client });
    await store.getState().sendMessage('a lotus');
    const reply = store.getState().conversations.buddy?.[1];
    expect(reply).toMatchObject({ role: 'agent', failed: true, content: 'Rate limit exceeded. Please try again in a moment.' });
  });

  it('Auto-fill fills only empty slots with the spec defaults; Reset clears slots, image and error', async () => {
    const { store } = await harness();
    store.getState().setSlot('style', 'geometric');
    store.getState().setSlot('keywords', 'wolf');
    store.getState().autoFill();
    expect(store.getState().slots).toEqual({ ...AUTO_FILL_DEFAULTS, style: 'geometric', keywords: 'wolf', description: '' });
    await store.getState().generate();
    expect(store.getState().currentImageId).not.toBeNull();
    store.setState({ error: 'Failed to generate image. Please try again.' });
    store.getState().reset();
    expect(store.getState().slots).toEqual(EMPTY_SLOTS);
    expect(store.getState().currentImageId).toBeNull();
    expect(store.getState().error).toBeNull();
    expect(store.getState().images).toHaveLength(1);
  });

  it('changing a slot clears the error', async () => {
    const { store } = await harness();
    store.setState({ error: 'Failed to generate image. Please try again.' });
    store.getState().setSlot('size', 'large');
    expect(store.getState().error).toBeNull();
  });

  it('does not generate below 50% of the required slots', async () => {
    const { store, requests } = await harness();
    store.getState().setSlot('style', 'tribal');
    store.getState().setSlot('keywords', 'turtle');
    await store.getState().generate();
    expect(requests).toHaveLength(0);
    store.getState().setSlot('size', 'small');
    await store.getState().generate();
    expect(requests).toHaveLength(1);
  });

  it('generates with the Advanced Options, saves the PNG with its brief, and restores it after a reload', async () => {
    const { store, requests, reopen } = await harness();
    store.getState().autoFill();
    store.getState().setImageSize('1024x1792');
    store.getState().setImageQuality('hd');
    await store.getState().generate();
    expect(requests[0]).toMatchObject({ size: '1024x1792', quality: 'hd', seed: 101 });
    expect(requests[0].prompt.length).toBeGreaterThan(20);
    const image = store.getState().images[0];
    expect([image.width, image.height]).toEqual([2048, 3584]);
    expect(image.size).toBe('1024x1792');
    expect(image.slots).toEqual(store.getState().slots);
    expect(store.getState().currentImageId).toBe(image.id);

    const again = await reopen();
    expect(again.getState().currentImageId).toBe(image.id);
    expect(again.getState().images[0].png.size).toBe(image.png.size);
    expect(again.getState().imageSize).toBe('1024x1792');
    expect(again.getState().imageQuality).toBe('hd');
    expect(again.getState().images[0]).toMatchObject({ width: 2048, height: 3584, size: '1024x1792' });
  });

  it('keeps the size the provider reports, not what the PNG header says', async () => {
    const { store } = await harness({ image: async () => ({ png: fakePng(1, 1), width: 1792, height: 1024, size: '1792x1024', provider: 'gateway' }) });
    store.getState().autoFill();
    await store.getState().generate();
    expect(store.getState().images[0]).toMatchObject({ width: 1792, height: 1024, size: '1792x1024' });
  });

  it('Variations draws more designs from the same brief with new seeds', async () => {
    const { store, requests } = await harness();
    store.getState().autoFill();
    await store.getState().generate();
    const base = store.getState().images[0];
    store.getState().setSlot('keywords', 'changed after generating');
    await store.getState().generateVariations();
    expect(requests).toHaveLength(1 + VARIATION_COUNT);
    expect(new Set(requests.map((r) => r.seed)).size).toBe(1 + VARIATION_COUNT);
    for (const r of requests.slice(1)) {
      expect(r.slots).toEqual(base.slots);
      expect(r.prompt).toBe(base.prompt);
    }
    expect(store.getState().variationIds).toHaveLength(1 + VARIATION_COUNT);
    expect(store.getState().variationIds[0]).toBe(base.id);
  });

  it('Cancel stops a generation without an error or an image', async () => {
    const { store } = await harness({
      image: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    });
    store.getState().autoFill();
    const running = store.getState().generate();
    await vi.waitFor(() => expect(store.getState().generation.stage).toBe('drawing'));
    store.getState().cancelGeneration();
    await running;
    expect(store.getState().generation.stage).toBe('idle');
    expect(store.getState().error).toBeNull();
    expect(store.getState().images).toHaveLength(0);
  });

  it('a failed generation shows spec §8 text', async () => {
    const { store } = await harness({
      image: async () => {
        throw new Error('worker crashed');
      },
    });
    store.getState().autoFill();
    await store.getState().generate();
    expect(store.getState().error).toBe('Failed to generate image. Please try again.');
  });

  it('deleting a design removes it from the device and from view', async () => {
    const { store, database } = await harness();
    store.getState().autoFill();
    await store.getState().generate();
    const id = store.getState().currentImageId ?? '';
    await store.getState().deleteImage(id);
    expect(store.getState().images).toHaveLength(0);
    expect(store.getState().currentImageId).toBeNull();
    expect(await database.generatedImages.count()).toBe(0);
  });

  it('Undo after Reset puts back exactly the brief, the design on show and the error, also after a reload', async () => {
    const { store, reopen } = await harness();
    store.getState().setSlot('keywords', 'wolf');
    store.getState().autoFill();
    await store.getState().generate();
    const before = store.getState();
    const shown = { slots: before.slots, currentImageId: before.currentImageId, variationIds: before.variationIds };
    store.setState({ error: 'Failed to generate image. Please try again.' });
    const snapshot = store.getState().reset();
    expect(store.getState().slots).toEqual(EMPTY_SLOTS);
    store.getState().restoreReset(snapshot);
    expect(store.getState().error).toBe('Failed to generate image. Please try again.');
    expect({ slots: store.getState().slots, currentImageId: store.getState().currentImageId, variationIds: store.getState().variationIds }).toEqual(shown);
    const again = await reopen();
    expect(again.getState().slots).toEqual(shown.slots);
    expect(again.getState().currentImageId).toBe(shown.currentImageId);
  });

  it('Undo after Delete brings the design back to History, to the screen and to the database', async () => {
    // Both designs drawn within one millisecond (fast on-device renders): the order must still hold.
    vi.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    const { store, database, reopen } = await harness();
    store.getState().autoFill();
    await store.getState().generate();
    store.getState().setSlot('keywords', 'second');
    await store.getState().generate();
    const [newest, oldest] = store.getState().images;
    const deleted = await store.getState().deleteImage(oldest.id);
    expect(deleted?.wasCurrent).toBe(false);
    const current = await store.getState().deleteImage(newest.id);
    expect(current?.wasCurrent).toBe(true);
    expect(await database.generatedImages.count()).toBe(0);
    await store.getState().restoreImage(deleted!);
    await store.getState().restoreImage(current!);
    expect(store.getState().images.map((i) => i.id)).toEqual([newest.id, oldest.id]);
    expect(store.getState().currentImageId).toBe(newest.id);
    expect(await database.generatedImages.count()).toBe(2);
    expect((await reopen()).getState().images.map((i) => i.id)).toEqual([newest.id, oldest.id]);
  });

  it('Undo after Clear chat restores the same messages, with their capture notes, also after a reload', async () => {
    const { store, reopen } = await harness();
    await store.getState().sendMessage('a japanese koi fish on my forearm');
    const messages = store.getState().conversations.buddy ?? [];
    expect(messages.length).toBeGreaterThan(1);
    const removed = await store.getState().clearChat('buddy');
    expect(removed).toEqual(messages);
    expect(store.getState().conversations.buddy).toEqual([]);
    expect((await reopen()).getState().conversations.buddy ?? []).toEqual([]);
    await store.getState().restoreChat('buddy', removed);
    expect(store.getState().conversations.buddy).toEqual(messages);
    const again = await reopen();
    await again.getState().ensureConversation('buddy');
    expect(again.getState().conversations.buddy).toEqual(messages);
  });

  it('voice suggestions fill slots and report what changed', async () => {
    const { store } = await harness();
    const changes = store.getState().applyExternalSuggestions([
      { field: 'style', value: 'tribal', confidence: 0.8 },
      { field: 'colors', value: 'black only', confidence: 0.3 },
    ]);
    expect(changes.map((c) => c.field)).toEqual(['style']);
    expect(store.getState().slots.style).toBe('tribal');
    expect(store.getState().slots.colors).toBe('');
  });

  it('ignores stored UI values that are no longer valid', async () => {
    expect(sanitizeUiState({ tab: 'gallery', agent: 'bob', persona: 'trainer', imageSize: '10x10', drafts: { buddy: 'hi', nobody: 'x' } })).toMatchObject({
      tab: 'text',
      agent: 'jess',
      persona: 'trainer',
      imageSize: '1024x1024',
      drafts: { buddy: 'hi' },
    });
    const { database, reopen } = await harness();
    await database.settings.put({ key: UI_SETTINGS_KEY, value: { currentImageId: 'gone', tab: 'studio' } });
    const again = await reopen();
    expect(again.getState().currentImageId).toBeNull();
    expect(again.getState().tab).toBe('studio');
  });

  it('two tabs: what one saves, the other rereads (brief, conversation, designs), but each keeps its own tab', async () => {
    const database = new InkClarityDatabase(`designer-test-${(dbCounter += 1)}`);
    opened.push(database);
    const channel = `designer-sync-test-${dbCounter}`;
    const engine = createOnDeviceProvider();
    const client = createAiClient({
      health: null,
      onDevice: { ...engine, kind: 'on-device', generateImage: async () => ({ png: fakePng(1024, 1024), width: 1024, height: 1024, size: '1024x1024', provider: 'on-device' }) },
    });
    const make = () =>
      createDesignerStore({ persistence: createDesignerPersistence(database), getClient: async () => client, sync: broadcastSync(channel) });
    const first = make();
    const second = make();
    await Promise.all([first.getState().hydrate(), second.getState().hydrate()]);
    const eventually = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000 });

    await first.getState().sendMessage('a geometric wolf on my back');
    await eventually(() => second.getState().conversations.buddy?.length === 2);
    await eventually(() => second.getState().slots.style === 'geometric');
    first.getState().autoFill();
    await first.getState().generate();
    await eventually(() => second.getState().images.length === 1 && second.getState().currentImageId === first.getState().currentImageId);
    first.getState().setTab('studio');
    // A later UI change the other tab does adopt: once it has arrived, the saved UI record (which
    // says 'studio') has been reread, and the open tab must still be the other tab's own.
    first.getState().setImageQuality('hd');
    await eventually(() => second.getState().imageQuality === 'hd');
    expect(second.getState().tab).toBe('text');
    await first.getState().deleteImage(first.getState().images[0].id);
    await eventually(() => second.getState().images.length === 0 && second.getState().currentImageId === null);
  });

  it('reads designs saved before images carried their size option', async () => {
    const { database, reopen } = await harness();
    const legacy = { png: fakePng(2, 2), slots: { ...EMPTY_SLOTS, keywords: 'koi' }, prompt: 'a koi', provider: 'on-device' };
    await database.generatedImages.bulkPut([
      { ...legacy, id: 'tall-hd', createdAt: 1, width: 2048, height: 3584 },
      { ...legacy, id: 'wide', createdAt: 2, width: 1792, height: 1024 },
      { ...legacy, id: 'square', createdAt: 3, width: 1024, height: 1024 },
    ]);
    const again = await reopen();
    const sizes = Object.fromEntries(again.getState().images.map((i) => [i.id, i.size]));
    expect(sizes).toEqual({ 'tall-hd': '1024x1792', wide: '1792x1024', square: '1024x1024' });
  });
});
