import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase, type OutboxEntry } from './database';
import { clearUserDataFromDevice, countUnsyncedWrites } from './deviceData';

let database: InkClarityDatabase;
afterEach(async () => {
  await database?.delete();
});

async function seed() {
  database = new InkClarityDatabase(`device-data-${crypto.randomUUID()}`);
  await database.profileCache.bulkPut([
    { uid: 'ada', profile: { firstName: 'Ada' }, fetchedAt: 1 },
    { uid: 'bob', profile: { firstName: 'Bob' }, fetchedAt: 1 },
  ]);
  await database.savedDesigns.bulkPut([
    { id: 'd1', user_id: 'ada' }, { id: 'd2-unsynced', user_id: 'ada' }, { id: 'd3', user_id: 'bob' },
  ]);
  await database.consultations.bulkPut([{ id: 'c1', user_id: 'ada' }]);
  await database.appointments.bulkPut([{ id: 'a1', user_id: 'ada' }, { id: 'a2', user_id: 'bob' }]);
  await database.generatedImages.put({ id: 'g1', createdAt: 1, png: new Blob(['x']), slots: {} as never, prompt: '', provider: 'on-device', width: 1, height: 1 });
  const entry = (uid: string, recordId: string): OutboxEntry => ({
    idempotencyKey: crypto.randomUUID(), op: 'saveDesign', method: 'POST', path: '/crm/designs/save', body: {}, table: 'savedDesigns',
    createdAt: 1, status: 'waiting', attempts: 0, notBefore: 0, uid, recordId,
  });
  await database.outbox.bulkAdd([entry('ada', 'd2-unsynced'), entry('bob', 'd3')]);
  await database.skinPreviews.put({
    imageId: 'g1', photo: new Blob(['skin']), sampleId: null, healed: false, strength: 1, updatedAt: 1,
    placement: { x: 0.5, y: 0.5, size: 0.4, rotation: 0, flip: false, curvature: 0 },
  });
}

describe('shared-device data', () => {
  it("counts only this user's unsynced writes", async () => {
    await seed();
    expect(await countUnsyncedWrites('ada', database)).toBe(1);
    expect(await countUnsyncedWrites('carol', database)).toBe(0);
  });

  it("clears the user's records, keeps their unsynced writes and what they carry, and touches nobody else's", async () => {
    await seed();
    const result = await clearUserDataFromDevice('ada', database);
    expect(result).toEqual({ records: 5, keptUnsynced: 1 });
    // Body photos never stay behind on a shared tablet.
    expect(await database.skinPreviews.count()).toBe(0);
    expect(await database.profileCache.get('ada')).toBeUndefined();
    expect(await database.profileCache.get('bob')).toBeDefined();
    expect((await database.savedDesigns.toArray()).map((d) => d.id).sort()).toEqual(['d2-unsynced', 'd3']);
    expect(await database.consultations.count()).toBe(0);
    expect((await database.appointments.toArray()).map((a) => a.id)).toEqual(['a2']);
    expect(await database.outbox.count()).toBe(2);
    // The device's own designer work stays.
    expect(await database.generatedImages.count()).toBe(1);
  });
});
