import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { InkClarityDatabase, type OutboxEntry } from './database';
import { ARTIST_DIRECTORY_SETTING, DEVICE_OWNER_SETTING, clearOwnerRows, readDeviceOwner, settleDeviceOwner } from './ownership';

let database: InkClarityDatabase;
afterEach(async () => {
  await database?.delete();
});

function freshDatabase(): InkClarityDatabase {
  database = new InkClarityDatabase(`ownership-${crypto.randomUUID()}`);
  return database;
}

const entry = (uid: string, recordId: string): OutboxEntry => ({
  idempotencyKey: crypto.randomUUID(), op: 'saveDesign', method: 'POST', path: '/crm/designs/save', body: { style: 'japanese' }, table: 'savedDesigns',
  createdAt: 1, status: 'waiting', attempts: 0, notBefore: 0, uid, recordId,
});

/** What a person leaves on the device after an afternoon with the designer (rows as the app writes them). */
async function seedWork(db: InkClarityDatabase, uid: string | null, words: string, updatedAt = 1) {
  await db.conversations.put({ id: 'persona:buddy', kind: 'persona', updatedAt });
  await db.messages.put({ id: `m-${words}`, conversationId: 'persona:buddy', role: 'user', content: words, timestamp: updatedAt });
  await db.designBriefs.put({ id: 'current', slots: { ...EMPTY_SLOTS, keywords: words }, updatedAt });
  await db.generatedImages.put({ id: `g-${words}`, createdAt: updatedAt, png: new Blob([words]), slots: { ...EMPTY_SLOTS }, prompt: words, provider: 'on-device', width: 1, height: 1 });
  await db.skinPreviews.put({
    imageId: `g-${words}`, photo: new Blob(['skin']), sampleId: null, healed: false, strength: 1, updatedAt,
    placement: { x: 0.5, y: 0.5, size: 0.4, rotation: 0, flip: false, curvature: 0 },
  });
  await db.settings.put({ key: 'designer-ui', value: { drafts: { buddy: words } } });
  if (uid) {
    await db.profileCache.put({ uid, profile: { firstName: words }, fetchedAt: 1 });
    await db.savedDesigns.put({ id: `d-${words}`, user_id: uid, keywords: words });
    await db.outbox.add(entry(uid, `d-${words}`));
  }
}

/** Every string the tables on show hold (what any screen could read), kept rows excluded. */
async function wordsOnShow(db: InkClarityDatabase): Promise<string> {
  const tables = db.tables.filter((table) => table.name !== 'keptRows' && table.name !== 'outbox');
  const rows = await Promise.all(tables.map((table) => table.toArray()));
  return JSON.stringify(rows);
}

describe('one owner on show at a time', () => {
  it('a person leaving takes everything of theirs off show and keeps it under their uid', async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'ada');
    await seedWork(db, 'ada', 'hummingbird for Jonathan');
    await db.settings.put({ key: ARTIST_DIRECTORY_SETTING, value: [{ id: 'artist-1' }] });

    const move = await settleDeviceOwner(db, null);

    expect(move).toMatchObject({ from: 'ada', to: null, restored: 0 });
    expect(move.kept).toBe(8);
    expect(await wordsOnShow(db)).not.toContain('Jonathan');
    expect(await db.messages.count()).toBe(0);
    expect(await db.generatedImages.count()).toBe(0);
    expect(await db.skinPreviews.count()).toBe(0);
    expect(await db.keptRows.where('owner').equals('ada').count()).toBe(8);
    // The device's own rows stay: whose rows are on show, the public directory, the outbox.
    expect(await db.settings.get(ARTIST_DIRECTORY_SETTING)).toBeDefined();
    expect(await readDeviceOwner(db)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('the same person signing in again gets all of it back, blobs included, with what they did anonymously meanwhile', async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'ada');
    await seedWork(db, 'ada', 'hummingbird', 1);
    await settleDeviceOwner(db, null);
    // Ada sketches a little before signing in again.
    await db.messages.put({ id: 'm-anon', conversationId: 'persona:buddy', role: 'user', content: 'and a fern', timestamp: 5 });

    const move = await settleDeviceOwner(db, 'ada');

    expect(move.restored).toBe(8);
    expect((await db.messages.toArray()).map((m) => m.content).sort()).toEqual(['and a fern', 'hummingbird']);
    expect(await (await db.generatedImages.get('g-hummingbird'))!.png.text()).toBe('hummingbird');
    expect(await (await db.skinPreviews.get('g-hummingbird'))!.photo!.text()).toBe('skin');
    expect((await db.profileCache.get('ada'))?.profile).toEqual({ firstName: 'hummingbird' });
    expect(await db.keptRows.count()).toBe(0);
    expect(await readDeviceOwner(db)).toBe('ada');
  });

  it('another person signing in sees none of it, and the first finds it intact later', async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'ada');
    await seedWork(db, 'ada', 'hummingbird for Jonathan');
    await settleDeviceOwner(db, null);

    await settleDeviceOwner(db, 'bob');
    expect(await wordsOnShow(db)).not.toContain('Jonathan');
    await seedWork(db, 'bob', 'koi');

    // Bob never logged out; Ada signs in on the device.
    await settleDeviceOwner(db, 'ada');
    expect(await wordsOnShow(db)).not.toContain('koi');
    expect(await wordsOnShow(db)).toContain('Jonathan');
    expect(await db.keptRows.where('owner').equals('bob').count()).toBeGreaterThan(0);
  });

  it('records that name their owner are never adopted by someone else', async () => {
    const db = freshDatabase();
    // A device from before owners were recorded: two people's cached records, and designer work.
    await db.savedDesigns.bulkPut([{ id: 'd-ada', user_id: 'ada' }, { id: 'd-bob', user_id: 'bob' }]);
    await db.profileCache.put({ uid: 'bob', profile: { firstName: 'Bob' }, fetchedAt: 1 });
    await db.messages.put({ id: 'm1', conversationId: 'persona:buddy', role: 'user', content: 'a rose', timestamp: 1 });

    await settleDeviceOwner(db, 'ada');

    expect((await db.savedDesigns.toArray()).map((d) => d.id)).toEqual(['d-ada']);
    expect(await db.profileCache.count()).toBe(0);
    // The device's anonymous work is adopted by whoever signs in, as before.
    expect(await db.messages.count()).toBe(1);
    expect(await db.keptRows.where('owner').equals('bob').count()).toBe(2);
  });

  it("on a shared key the returning person's settings win, and otherwise the newer row", async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'ada');
    await db.settings.put({ key: 'app-settings', value: { voiceRate: 1.2, aiApiKeySealed: 'ada-key' } });
    await db.designBriefs.put({ id: 'current', slots: { ...EMPTY_SLOTS, keywords: 'old brief' }, updatedAt: 1 });
    await settleDeviceOwner(db, null);
    await db.settings.put({ key: 'app-settings', value: { voiceRate: 0.8 } });
    await db.designBriefs.put({ id: 'current', slots: { ...EMPTY_SLOTS, keywords: 'new sketch' }, updatedAt: 2 });

    await settleDeviceOwner(db, 'ada');

    expect((await db.settings.get('app-settings'))?.value).toEqual({ voiceRate: 1.2, aiApiKeySealed: 'ada-key' });
    expect((await db.designBriefs.get('current'))?.slots.keywords).toBe('new sketch');
  });

  it('nothing moves when the owner is already on show', async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'ada');
    await seedWork(db, 'ada', 'rose');
    expect(await settleDeviceOwner(db, 'ada')).toEqual({ from: 'ada', to: 'ada', kept: 0, restored: 0 });
    expect(await db.messages.count()).toBe(1);
  });
});

describe('clearing a person from the device', () => {
  it('deletes every row of theirs on show and kept, and their outbox entries; nobody else is touched', async () => {
    const db = freshDatabase();
    await settleDeviceOwner(db, 'bob');
    await seedWork(db, 'bob', 'koi');
    await settleDeviceOwner(db, 'ada');
    await seedWork(db, 'ada', 'hummingbird for Jonathan');
    await db.outbox.add(entry('', 'demo-1'));
    // A record of Bob's that arrived while Ada was signed in (a late sync answer).
    await db.consultations.put({ id: 'c-bob', user_id: 'bob', topic: 'koi' });

    await clearOwnerRows(db, 'ada');

    const all = JSON.stringify([await wordsOnShow(db), await db.keptRows.toArray(), await db.outbox.toArray()]);
    expect(all).not.toContain('Jonathan');
    expect(await db.keptRows.where('owner').equals('ada').count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.uid).sort()).toEqual(['', 'bob']);
    // Bob's rows wait for him, including the stray one.
    expect(await db.keptRows.where('owner').equals('bob').count()).toBe(9);
    expect(await readDeviceOwner(db)).toBeNull();
    expect((await db.settings.get(DEVICE_OWNER_SETTING))?.value).toEqual({ uid: null });
  });
});
