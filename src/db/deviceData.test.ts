import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { InkClarityDatabase } from './database';
import { clearRuntimeCaches, summarizeDeviceData } from './deviceData';

let database: InkClarityDatabase;
afterEach(async () => {
  vi.unstubAllGlobals();
  await database?.delete();
});

/** A Cache Storage with the workbox precache (the app) and a runtime cache (what the person used). */
function fakeCaches() {
  const stores = new Map<string, string[]>([
    ['workbox-precache-v2-http://127.0.0.1/', ['/index.html', '/assets/app.js']],
    ['inkclarity-sample-photos', ['/samples/skin/light.jpg']],
  ]);
  return {
    stores,
    keys: async () => [...stores.keys()],
    open: async (name: string) => ({ keys: async () => stores.get(name) ?? [] }),
    delete: async (name: string) => stores.delete(name),
  };
}

describe('what the device holds of the signed-in person', () => {
  it('counts their chats, designs, photos and account copies, and the offline files', async () => {
    database = new InkClarityDatabase(`device-data-${crypto.randomUUID()}`);
    vi.stubGlobal('caches', fakeCaches());
    await database.messages.bulkPut([
      { id: 'm1', conversationId: 'persona:buddy', role: 'user', content: 'a hummingbird', timestamp: 1 },
      { id: 'm2', conversationId: 'assistant', role: 'agent', content: 'Lovely', timestamp: 2 },
    ]);
    await database.designBriefs.put({ id: 'current', slots: { ...EMPTY_SLOTS, keywords: 'hummingbird' }, updatedAt: 1 });
    await database.generatedImages.put({ id: 'g1', createdAt: 1, png: new Blob(['x']), slots: { ...EMPTY_SLOTS }, prompt: '', provider: 'on-device', width: 1, height: 1 });
    await database.skinPreviews.bulkPut([
      { imageId: 'g1', photo: new Blob(['skin']), sampleId: null, healed: false, strength: 1, updatedAt: 1, placement: { x: 0.5, y: 0.5, size: 0.4, rotation: 0, flip: false, curvature: 0 } },
      { imageId: 'g2', photo: null, sampleId: 'light', healed: false, strength: 1, updatedAt: 1, placement: { x: 0.5, y: 0.5, size: 0.4, rotation: 0, flip: false, curvature: 0 } },
    ]);
    await database.profileCache.put({ uid: 'ada', profile: {}, fetchedAt: 1 });
    await database.savedDesigns.bulkPut([{ id: 'd1', user_id: 'ada' }, { id: 'd2', user_id: 'bob' }]);
    await database.appointments.put({ id: 'a1', user_id: 'ada' });

    expect(await summarizeDeviceData('ada', database)).toEqual({
      chatMessages: 2, brief: true, designsMade: 1, skinPhotos: 1, previews: 2,
      profile: true, savedDesigns: 1, consultations: 0, appointments: 1, artistMessages: 0, offlineFiles: 1,
    });
  });

  it('an empty brief is not counted', async () => {
    database = new InkClarityDatabase(`device-data-${crypto.randomUUID()}`);
    await database.designBriefs.put({ id: 'current', slots: { ...EMPTY_SLOTS }, updatedAt: 1 });
    expect((await summarizeDeviceData('ada', database)).brief).toBe(false);
  });

  it("clearing removes the service worker's runtime caches and keeps the app's precache", async () => {
    const caches = fakeCaches();
    vi.stubGlobal('caches', caches);
    await clearRuntimeCaches();
    expect([...caches.stores.keys()]).toEqual(['workbox-precache-v2-http://127.0.0.1/']);
  });
});
