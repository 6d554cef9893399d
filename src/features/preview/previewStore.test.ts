import { afterEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase, type GeneratedImageRecord } from '@/db/database';
import { PERSIST_IDLE_MS, PERSIST_MAX_WAIT_MS, createPreviewStore } from './previewStore';
import { DEFAULT_PLACEMENT } from './placement';

const opened: InkClarityDatabase[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const db of opened.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

async function freshDb(): Promise<InkClarityDatabase> {
  const db = new InkClarityDatabase(`preview-${Math.random()}`);
  opened.push(db);
  await db.open();
  return db;
}

const design: GeneratedImageRecord = {
  id: 'img-1',
  createdAt: 1,
  png: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
  slots: { style: 'japanese', bodyZone: 'forearm', size: 'medium', colors: 'black only', keywords: 'koi', description: '' },
  prompt: 'koi',
  provider: 'on-device',
  width: 1024,
  height: 1024,
};

describe('preview store', () => {
  it('says when the design is not on this device', async () => {
    const store = createPreviewStore(await freshDb());
    await store.getState().open('nope');
    expect(store.getState().status).toBe('missing');
  });

  it('opens a design with the default placement and no photo', async () => {
    const db = await freshDb();
    await db.generatedImages.put(design);
    const store = createPreviewStore(db);
    await store.getState().open('img-1');
    expect(store.getState()).toMatchObject({ status: 'ready', photo: null, placement: DEFAULT_PLACEMENT, healed: false, strength: 1 });
    expect(store.getState().design?.id).toBe('img-1');
  });

  it('keeps the photo, placement and look so a new store (a reload) returns to them', async () => {
    const db = await freshDb();
    await db.generatedImages.put(design);
    const first = createPreviewStore(db);
    await first.getState().open('img-1');
    first.getState().setPhoto({ kind: 'own', blob: new Blob(['photo-bytes'], { type: 'image/jpeg' }) });
    first.getState().setPlacement({ ...DEFAULT_PLACEMENT, x: 0.3, rotation: 20, curvature: 0.5, flip: true });
    first.getState().setHealed(true);
    first.getState().setStrength(9);
    await first.getState().flush();

    const second = createPreviewStore(db);
    await second.getState().open('img-1');
    const s = second.getState();
    expect(s.placement).toEqual({ ...DEFAULT_PLACEMENT, x: 0.3, rotation: 20, curvature: 0.5, flip: true });
    expect(s.healed).toBe(true);
    expect(s.strength).toBe(1.5);
    expect(s.photo?.kind).toBe('own');
    expect(await (s.photo as { blob: Blob }).blob.text()).toBe('photo-bytes');
  });

  it('remembers a bundled sample by id, not by its bytes', async () => {
    const db = await freshDb();
    await db.generatedImages.put(design);
    const store = createPreviewStore(db);
    await store.getState().open('img-1');
    store.getState().setPhoto({ kind: 'sample', id: 'calf-olive' });
    await store.getState().flush();
    await vi.waitFor(async () => expect((await db.skinPreviews.get('img-1'))?.sampleId).toBe('calf-olive'));
    expect((await db.skinPreviews.get('img-1'))?.photo).toBeNull();
  });

  it('writes fast placement changes once, when the placement has been still for a moment', async () => {
    const db = await freshDb();
    await db.generatedImages.put(design);
    const store = createPreviewStore(db);
    await store.getState().open('img-1');
    const put = vi.spyOn(db.skinPreviews, 'put');
    vi.useFakeTimers();
    for (let i = 0; i < 30; i++) store.getState().setPlacement({ ...DEFAULT_PLACEMENT, x: 0.3 + i / 100 });
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PERSIST_IDLE_MS - 50);
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(51);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0].placement.x).toBeCloseTo(0.59);
  });

  it('saves a gesture that never stops every PERSIST_MAX_WAIT_MS, not on every change', async () => {
    const db = await freshDb();
    await db.generatedImages.put(design);
    const store = createPreviewStore(db);
    await store.getState().open('img-1');
    const put = vi.spyOn(db.skinPreviews, 'put');
    vi.useFakeTimers();
    // A drag of 5 s at 60 changes a second, never still.
    for (let i = 0; i < 300; i++) {
      store.getState().setPlacement({ ...DEFAULT_PLACEMENT, x: 0.2 + i / 1000 });
      await vi.advanceTimersByTimeAsync(1000 / 60);
    }
    expect(put.mock.calls.length).toBe(Math.floor(5000 / PERSIST_MAX_WAIT_MS));
    // And the last position once it stops.
    await vi.advanceTimersByTimeAsync(PERSIST_IDLE_MS + 1);
    expect(put.mock.calls.at(-1)?.[0].placement.x).toBeCloseTo(0.499);
  });
});
