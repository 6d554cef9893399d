import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase, type OutboxEntry } from '@/db/database';
import { forgetStaleAnswer, noteStaleAnswer, readStaleAnswers, showsStaleNotice } from './staleAnswers';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function openDb(): InkClarityDatabase {
  const db = new InkClarityDatabase(`stale-answers-${Math.random()}`);
  dbs.push(db);
  return db;
}

const entry = (op: string, body: unknown, recordId = 'appt-1'): OutboxEntry => ({
  idempotencyKey: 'k', uid: 'alice', op, method: 'PUT', path: `/crm/appointments/${recordId}/proposal/decline`, body,
  table: 'appointments', recordId, createdAt: 0, status: 'waiting', attempts: 0, notBefore: 0,
});

describe('showsStaleNotice', () => {
  const notice = { answered: 'p1', op: 'declineProposal' as const, at: 0 };
  it('shows while a newer proposal than the one answered is on show', () => {
    expect(showsStaleNotice(notice, { id: 'p2', date: '', time: '', note: '' } as { id: string })).toBe(true);
  });
  it('says nothing once no proposal is on show, for the answered one itself, or without a notice', () => {
    expect(showsStaleNotice(notice, null)).toBe(false);
    expect(showsStaleNotice(notice, { id: 'p1' })).toBe(false);
    expect(showsStaleNotice(undefined, { id: 'p2' })).toBe(false);
  });
});

describe('noteStaleAnswer / forgetStaleAnswer', () => {
  it('remembers which proposal a refused answer named, per appointment, until the person answers again', async () => {
    const db = openDb();
    await noteStaleAnswer(db, entry('declineProposal', { proposal_id: 'p1' }), 'proposal_changed', 5);
    await noteStaleAnswer(db, entry('acceptProposal', {}, 'appt-2'), 'proposal_changed', 6);
    expect(await readStaleAnswers(db, 'alice')).toEqual({
      'appt-1': { answered: 'p1', op: 'declineProposal', at: 5 },
      'appt-2': { answered: null, op: 'acceptProposal', at: 6 },
    });
    expect(await readStaleAnswers(db, 'bob')).toEqual({});
    await forgetStaleAnswer(db, 'alice', 'appt-1');
    expect(Object.keys(await readStaleAnswers(db, 'alice'))).toEqual(['appt-2']);
  });

  it('keeps nothing for other refusals (no proposal left: the studio answered the request; the card shows that)', async () => {
    const db = openDb();
    await noteStaleAnswer(db, entry('declineProposal', { proposal_id: 'p1' }), 'no_proposal');
    await noteStaleAnswer(db, entry('createAppointment', {}), 'proposal_changed');
    expect(await readStaleAnswers(db, 'alice')).toEqual({});
  });
});
