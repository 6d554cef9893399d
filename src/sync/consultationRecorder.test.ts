import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import type { ConsultationSummary } from '@/engine/consultationSummary';
import { createConsultationRecorder } from './consultationRecorder';
import { queueConsultation, queueConsultationUpdate } from './localWrites';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function setup(uid: string | null = 'u') {
  const db = new InkClarityDatabase(`recorder-${Math.random()}`);
  dbs.push(db);
  const timers: { fire: () => void; cancelled: boolean }[] = [];
  const signedIn = { uid };
  const recorder = createConsultationRecorder({
    db,
    currentUid: () => signedIn.uid,
    create: (c) => queueConsultation(db, 'u', c),
    update: async (id, patch) => void (await queueConsultationUpdate(db, 'u', id, patch)),
    now: () => Date.parse('2026-11-23T10:00:00Z'),
    delayMs: 1000,
    setTimer: (_delay, fire) => {
      const timer = { fire, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  });
  const fireAll = async () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.fire();
    await recorder.flush();
  };
  return { db, recorder, fireAll, signedIn };
}

const summary = (notes: string, agent = 'Jess'): ConsultationSummary => ({ topic: 'Koi sleeve', agent, notes });

describe('consultation recorder', () => {
  it('one conversation, many turns: one consultation, its notes the latest summary, one waiting update', async () => {
    const { db, recorder, fireAll } = setup();
    recorder.note('assistant:m1', summary('turn 1'));
    await fireAll();
    recorder.note('assistant:m1', summary('turn 2'));
    recorder.note('assistant:m1', summary('turn 3', 'Mike'));
    await fireAll();
    recorder.note('assistant:m1', summary('turn 4', 'Mike'));
    await fireAll();
    const consultations = await db.consultations.toArray();
    expect(consultations).toHaveLength(1);
    expect(consultations[0]).toMatchObject({ topic: 'Koi sleeve', agent: 'Mike', notes: 'turn 4', date: '2026-11-23T10:00:00.000Z' });
    expect((await db.outbox.toArray()).map((e) => [e.op, e.body])).toEqual([
      ['saveConsultation', expect.objectContaining({ notes: 'turn 1' })],
      ['updateConsultation', { notes: 'turn 4', agent: 'Mike' }],
    ]);
  });

  it('debounces: a burst of notes makes one write', async () => {
    const { db, recorder, fireAll } = setup();
    for (let i = 1; i <= 5; i++) recorder.note('assistant:m1', summary(`turn ${i}`));
    await fireAll();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.consultations.toArray())[0]!.notes).toBe('turn 5');
  });

  it('a new conversation key is a new consultation; an unchanged summary writes nothing', async () => {
    const { db, recorder, fireAll } = setup();
    recorder.note('assistant:m1', summary('a'));
    await fireAll();
    recorder.note('assistant:m1', summary('a'));
    await fireAll();
    recorder.note('designer:designer:x9', summary('b'));
    await fireAll();
    expect(await db.consultations.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
  });

  it('records nothing signed out or before there is a summary', async () => {
    const { db, recorder, fireAll, signedIn } = setup(null);
    recorder.note('assistant:m1', summary('a'));
    signedIn.uid = 'u';
    recorder.note('assistant:m1', null);
    await fireAll();
    expect(await db.consultations.count()).toBe(0);
  });
});
