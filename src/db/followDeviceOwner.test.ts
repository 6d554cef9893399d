import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InkClarityDatabase } from './database';
import { setWantedDeviceOwner } from './deviceOwner';
import { OwnerChangedError, followDeviceOwner, type DeviceOwnership, type OwnerReaction, type OwnerTabs } from './followDeviceOwner';
import { readDeviceOwner, settleDeviceOwner } from './ownership';

const opened: { db: InkClarityDatabase; ownership: DeviceOwnership }[] = [];
afterEach(async () => {
  for (const { db, ownership } of opened.splice(0)) {
    ownership.stop();
    await db.delete();
  }
  setWantedDeviceOwner(undefined);
});

/** A database left by an earlier page: `owner`'s work on show. */
async function earlierPage(name: string, owner: string | null, words: string) {
  const plain = new InkClarityDatabase(name);
  await settleDeviceOwner(plain, owner);
  await plain.messages.put({ id: `m-${words}`, conversationId: 'persona:buddy', role: 'user', content: words, timestamp: 1 });
  plain.close();
}

function openFollowed(name: string, tabs: OwnerTabs | null = null) {
  const reactions: OwnerReaction[] = [];
  const db = new InkClarityDatabase(name);
  const ownership = followDeviceOwner(db, { react: (r) => reactions.push(r), tabs });
  opened.push({ db, ownership });
  return { db, ownership, reactions };
}

const newName = () => `follow-${crypto.randomUUID()}`;

describe('the page follows whom the device is for', () => {
  it('settles before the first read: the last person’s words never reach a screen', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'hummingbird for Jonathan');
    setWantedDeviceOwner(null);
    const { db, reactions } = openFollowed(name);

    expect(await db.messages.toArray()).toEqual([]);
    expect(await db.keptRows.where('owner').equals('ada').count()).toBe(1);
    // Nothing was on screen yet: no reload needed.
    expect(reactions).toEqual([]);
  });

  it('the anonymous visitor signing in keeps the page; kept rows coming back reload it', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'rose');
    setWantedDeviceOwner('ada');
    const plain = new InkClarityDatabase(name);
    await settleDeviceOwner(plain, null); // Ada logged out and kept her data
    plain.close();

    setWantedDeviceOwner(null);
    const { db, ownership, reactions } = openFollowed(name);
    await db.open();
    setWantedDeviceOwner('bob');
    await ownership.settled();
    expect(reactions).toEqual([]);
    expect(await readDeviceOwner(db)).toBe('bob');

    setWantedDeviceOwner(null);
    await ownership.settled();
    expect(reactions).toEqual(['ended']);
  });

  it('restoring a returning person’s kept rows reloads the page', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'rose');
    setWantedDeviceOwner(null);
    const { db, ownership, reactions } = openFollowed(name);
    await db.open();
    setWantedDeviceOwner('ada');
    await ownership.settled();
    expect(reactions).toEqual(['restored']);
    expect((await db.messages.toArray()).map((m) => m.content)).toEqual(['rose']);
  });

  it('Log out and keep: the session ends first, the rows are kept, and the page writes nothing more', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'hummingbird');
    setWantedDeviceOwner('ada');
    const { db, ownership, reactions } = openFollowed(name);
    await db.open();
    const order: string[] = [];
    await ownership.leave('ada', 'keep', async () => {
      order.push(`signed out with ${await db.messages.count()} message on show`);
      setWantedDeviceOwner(null);
    });

    expect(order).toEqual(['signed out with 1 message on show']);
    expect(await db.messages.count()).toBe(0);
    expect(await db.keptRows.where('owner').equals('ada').count()).toBe(1);
    expect(reactions).toEqual(['left']);
    // A draft timer of the last person firing now must not put their words back on show.
    await expect(db.messages.put({ id: 'late', conversationId: 'persona:buddy', role: 'user', content: 'late draft', timestamp: 2 })).rejects.toBeInstanceOf(OwnerChangedError);
  });

  it('Log out and clear: nothing of theirs is left, kept or on show', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'hummingbird');
    setWantedDeviceOwner('ada');
    const { db, ownership, reactions } = openFollowed(name);
    await db.open();
    await ownership.leave('ada', 'clear', async () => setWantedDeviceOwner(null));
    const check = new InkClarityDatabase(name);
    expect(await check.messages.count()).toBe(0);
    expect(await check.keptRows.count()).toBe(0);
    check.close();
    expect(reactions).toEqual(['left']);
  });

  it('a session that ends by itself keeps the rows away from the next person', async () => {
    const name = newName();
    await earlierPage(name, 'ada', 'hummingbird');
    setWantedDeviceOwner('ada');
    const { db, ownership, reactions } = openFollowed(name);
    await db.open();
    setWantedDeviceOwner(null);
    await ownership.settled();
    expect(reactions).toEqual(['ended']);
    const check = new InkClarityDatabase(name);
    expect(await check.messages.count()).toBe(0);
    expect(await check.keptRows.where('owner').equals('ada').count()).toBe(1);
    check.close();
  });

  it('another tab moving the rows makes this page reload once and refuse writes', async () => {
    let otherTabMoved: () => void = () => {};
    const tabs: OwnerTabs = { post: vi.fn(), subscribe: (listener) => (otherTabMoved = listener) };
    setWantedDeviceOwner('ada');
    const { db, reactions } = openFollowed(newName(), tabs);
    await db.open();
    otherTabMoved();
    otherTabMoved();
    expect(reactions).toEqual(['elsewhere']);
    await expect(db.settings.put({ key: 'designer-ui', value: {} })).rejects.toBeInstanceOf(OwnerChangedError);
  });
});
