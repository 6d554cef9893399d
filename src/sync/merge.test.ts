import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { queueConsultation, queueProfileUpdate } from './localWrites';
import { mergeServerList, mergeServerProfile, planMerge } from './merge';
import type { Profile } from '@/engine/crm/schemas';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

describe('cache-first merge', () => {
  it('adds what the server has, never overwrites a pending local record, drops synced records the server lost', () => {
    const local = [
      { id: 'a', user_id: 'u', topic: 'local edit', syncState: 'pending' as const },
      { id: 'b', user_id: 'u', topic: 'old' },
      { id: 'c', user_id: 'u', topic: 'gone on server' },
      { id: 'd', user_id: 'u', topic: 'not sent yet', syncState: 'pending' as const },
    ];
    const server = [{ id: 'a', user_id: 'u', topic: 'server' }, { id: 'b', user_id: 'u', topic: 'new' }, { id: 'e', user_id: 'u', topic: 'other device' }];
    const { put, remove } = planMerge(local, server, new Set());
    expect(put.map((r) => r.id)).toEqual(['b', 'e']);
    expect(remove).toEqual(['c']);
  });

  it('in Dexie: a queued consultation survives a server list without it', async () => {
    const db = new InkClarityDatabase(`merge-${Math.random()}`);
    dbs.push(db);
    const id = await queueConsultation(db, 'u', { topic: 'Mine', agent: 'jess', date: '2026-11-22' });
    await mergeServerList(db, 'consultations', 'u', [{ id: 'srv', user_id: 'u', topic: 'From server', agent: 'jess', date: '2026-11-01', notes: '' }]);
    expect((await db.consultations.toArray()).map((c) => [c.id, c.syncState ?? null]).sort()).toEqual([[id, 'pending'], ['srv', null]].sort());
  });

  it('folds pending profile edits over the server profile', async () => {
    const db = new InkClarityDatabase(`merge-${Math.random()}`);
    dbs.push(db);
    await queueProfileUpdate(db, 'u', { location: 'Lisbon' });
    await mergeServerProfile(db, 'u', { user_id: 'u', firstName: 'Ada', location: 'Porto' } as Profile, 5);
    const cached = await db.profileCache.get('u');
    expect(cached).toMatchObject({ profile: { firstName: 'Ada', location: 'Lisbon' }, syncState: 'pending', fetchedAt: 5 });
  });
});
