import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { clearOwnerRows, settleDeviceOwner } from '@/db/ownership';

/**
 * The Analyst's subjects hold reference photos, about the most personal thing a shared studio
 * tablet keeps: they follow the device's owner (issue #37's model) like every personal table.
 */
let database: InkClarityDatabase;
afterEach(async () => {
  await database?.delete();
});

async function withPhoto(owner: string) {
  database = new InkClarityDatabase(`analyst-owner-${crypto.randomUUID()}`);
  await settleDeviceOwner(database, owner);
  await database.analystSubjects.put({ key: 'photo:p1', kind: 'photo', photo: new Blob(['arm']), name: 'arm.jpg', inputs: { sizeCm: 9 }, uid: owner, updatedAt: 1 });
  return database;
}

describe("the Analyst's reference photos on a shared device", () => {
  it('leave the screen with their owner and come back at their next sign-in', async () => {
    const db = await withPhoto('ada');
    await settleDeviceOwner(db, null);
    await settleDeviceOwner(db, 'bob');
    expect(await db.analystSubjects.count()).toBe(0);
    await settleDeviceOwner(db, 'ada');
    expect(await (await db.analystSubjects.get('photo:p1'))!.photo!.text()).toBe('arm');
  });

  it('are deleted by "Log out and clear this device"', async () => {
    const db = await withPhoto('ada');
    await clearOwnerRows(db, 'ada');
    expect(await db.analystSubjects.count()).toBe(0);
    expect(await db.keptRows.count()).toBe(0);
  });
});
