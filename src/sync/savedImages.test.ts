import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase, type GeneratedImageRecord } from '@/db/database';
import { analyse } from '@/engine/analysis/analyse';
import { inputsFromBrief } from '@/engine/analysis/inputs';
import { measureDesign } from '@/engine/analysis/measure';
import { useAuthStore } from '@/shared/auth/authStore';
import { parallelLines } from '../../tests/fixtures/drawnDesigns';
import { saveImageToProfile, savedImageIds } from './savedImages';

// The flusher is not under test: writes only go to Dexie and the outbox here.
vi.mock('./syncEngine', () => ({ requestFlush: vi.fn(async () => undefined), registerBackgroundSync: vi.fn(async () => undefined), firebaseToken: vi.fn() }));

const dbs: InkClarityDatabase[] = [];
beforeEach(() => useAuthStore.setState({ status: 'signed-in', user: { uid: 'u', displayName: null, email: null, photoURL: null } }));
afterEach(async () => {
  useAuthStore.setState({ status: 'signed-out', user: null });
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function freshDb(): InkClarityDatabase {
  const db = new InkClarityDatabase(`saved-images-${Math.random()}`);
  dbs.push(db);
  return db;
}

const slots = { style: 'minimalist', bodyZone: 'forearm', keywords: 'lines', size: 'small', colors: 'black only', description: '' };
const image: GeneratedImageRecord = {
  id: 'img-1', createdAt: 1, png: new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), slots, prompt: 'lines',
  provider: 'on-device', width: 100, height: 100, size: '1024x1024', seed: 7,
};
const analysis = analyse(measureDesign(parallelLines({ size: 120, count: 6, lineWidth: 2, gap: 3, length: 100 }), 'design').measurements, inputsFromBrief(slots), new Date('2026-11-22T10:00:00Z'));

describe('saving a generated design to the profile', () => {
  it('saves it once with its analysis in the same write, and remembers it', async () => {
    const db = freshDb();
    const id = await saveImageToProfile(db, 'u', image, analysis);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.op)).toEqual(['saveDesign']);
    expect(entries[0].body).toMatchObject({ style: 'minimalist', render: { seed: 7, size: '1024x1024' }, analysis });
    expect(await db.savedDesigns.get(id)).toMatchObject({ analysis, syncState: 'pending' });
    expect(await savedImageIds(db, 'u')).toEqual({ 'img-1': id });
  });

  it('puts a later analysis onto the design saved before, never a second design', async () => {
    const db = freshDb();
    const id = await saveImageToProfile(db, 'u', image);
    expect(await saveImageToProfile(db, 'u', image, analysis)).toBe(id);
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['saveDesign', 'saveAnalysis']);
    expect(await db.savedDesigns.count()).toBe(1);
    expect((await db.savedDesigns.get(id))?.analysis).toEqual(analysis);
  });
});
