import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { analyse } from '@/engine/analysis/analyse';
import { inputsFromBrief } from '@/engine/analysis/inputs';
import { measureDesign } from '@/engine/analysis/measure';
import { parallelLines } from '../../tests/fixtures/drawnDesigns';
import { queueAppointmentMessage, queueConsultation, queueConsultationUpdate, queueDesign, queueDesignAnalysis } from './localWrites';
import { mergeServerMessages } from './merge';
import { completeEntry, discardEntry } from './outbox';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function freshDb(): InkClarityDatabase {
  const db = new InkClarityDatabase(`writes-${Math.random()}`);
  dbs.push(db);
  return db;
}

const APPOINTMENT = '0b7f2f4e-5a4c-4d2e-9f0a-1c2b3d4e5f60';

describe('consultation updates', () => {
  it('fold into one waiting PUT behind the create, carrying every field, and show at once', async () => {
    const db = freshDb();
    const id = await queueConsultation(db, 'u', { topic: 'Fox', agent: 'jess', date: '2026-11-22', notes: 'Turn 1' });
    await queueConsultationUpdate(db, 'u', id, { notes: 'Turn 1. Turn 2' });
    await queueConsultationUpdate(db, 'u', id, { agent: 'mike' });
    await queueConsultationUpdate(db, 'u', id, { notes: 'Turn 1. Turn 2. Turn 3' });
    const entries = (await db.outbox.toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    expect(entries.map((e) => e.op)).toEqual(['saveConsultation', 'updateConsultation']);
    expect(entries[1]).toMatchObject({ method: 'PUT', path: `/crm/consultations/${id}`, body: { agent: 'mike', notes: 'Turn 1. Turn 2. Turn 3' } });
    expect(await db.consultations.get(id)).toMatchObject({ agent: 'mike', notes: 'Turn 1. Turn 2. Turn 3', syncState: 'pending' });
  });

  it('an update taken out while in flight leaves the newer one to follow, and the record stays pending', async () => {
    const db = freshDb();
    const id = await queueConsultation(db, 'u', { topic: 'Fox', agent: 'jess', date: '2026-11-22' });
    await completeEntry(db, (await db.outbox.toArray())[0]!, { id, user_id: 'u', topic: 'Fox', agent: 'jess', date: '2026-11-22', notes: '' });
    const inFlight = await queueConsultationUpdate(db, 'u', id, { notes: 'A' });
    await queueConsultationUpdate(db, 'u', id, { notes: 'A. B' });
    // The server answers the first send after it was folded away: nothing is stored from it.
    await completeEntry(db, inFlight, { id, user_id: 'u', topic: 'Fox', agent: 'jess', date: '2026-11-22', notes: 'A' });
    expect(await db.consultations.get(id)).toMatchObject({ notes: 'A. B', syncState: 'pending' });
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([{ notes: 'A. B' }]);
  });

  it('refuses an empty update and a bad field before anything is stored', async () => {
    const db = freshDb();
    await expect(queueConsultationUpdate(db, 'u', APPOINTMENT, {})).rejects.toThrow();
    await expect(queueConsultationUpdate(db, 'u', APPOINTMENT, { notes: 'x'.repeat(5001) })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('Message Artist', () => {
  it('shows a message at once as waiting to sync; the server copy replaces it', async () => {
    const db = freshDb();
    const id = await queueAppointmentMessage(db, 'u', APPOINTMENT, { body: '  See you Friday  ' });
    expect(await db.appointmentMessages.get(id)).toMatchObject({ appointment_id: APPOINTMENT, author: 'client', body: 'See you Friday', syncState: 'pending' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'sendMessage', method: 'POST', path: `/crm/appointments/${APPOINTMENT}/messages`, body: { id, body: 'See you Friday' } });
    const server = { id, user_id: 'u', appointment_id: APPOINTMENT, author: 'client', body: 'See you Friday', created_at: '2026-11-23T01:00:00.000Z' };
    await completeEntry(db, entry!, server);
    expect(await db.appointmentMessages.get(id)).toEqual(server);
  });

  it('refuses a blank message', async () => {
    const db = freshDb();
    await expect(queueAppointmentMessage(db, 'u', APPOINTMENT, { body: '   ' })).rejects.toThrow();
    expect(await db.appointmentMessages.count()).toBe(0);
  });

  it("a thread's refresh touches only that thread and keeps unsent messages; Discard drops an unsent one", async () => {
    const db = freshDb();
    const other = '1b7f2f4e-5a4c-4d2e-9f0a-1c2b3d4e5f61';
    await db.appointmentMessages.bulkPut([
      { id: 'old', user_id: 'u', appointment_id: APPOINTMENT, body: 'deleted on server' },
      { id: 'elsewhere', user_id: 'u', appointment_id: other, body: 'other thread' },
    ]);
    const pending = await queueAppointmentMessage(db, 'u', APPOINTMENT, { body: 'not sent yet' });
    await mergeServerMessages(db, 'u', APPOINTMENT, [{ id: 'srv', user_id: 'u', appointment_id: APPOINTMENT, author: 'client', body: 'from server', created_at: 'x' }]);
    expect((await db.appointmentMessages.toArray()).map((m) => m.id).sort()).toEqual(['elsewhere', pending, 'srv'].sort());
    const [entry] = await db.outbox.toArray();
    await discardEntry(db, entry!.seq!);
    expect(await db.appointmentMessages.get(pending)).toBeUndefined();
  });
});

describe('design analysis', () => {
  function analysisFor(sizeCm: number) {
    const m = measureDesign(parallelLines({ size: 120, count: 6, lineWidth: 2, gap: 3, length: 100 }), 'design').measurements;
    const brief = { style: 'minimalist', bodyZone: 'forearm', keywords: 'lines', size: `${sizeCm} cm`, colors: 'black only', description: '' };
    return analyse(m, inputsFromBrief(brief), new Date('2026-11-22T10:00:00Z'));
  }

  it('shows on the saved design at once and folds into one waiting PUT behind the save', async () => {
    const db = freshDb();
    const id = await queueDesign(db, 'u', { style: 'minimalist', placement: 'forearm', size: '5 cm', colors: 'black only' });
    const first = analysisFor(5);
    const second = analysisFor(9);
    await queueDesignAnalysis(db, 'u', id, first);
    await queueDesignAnalysis(db, 'u', id, second);
    const entries = (await db.outbox.toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    expect(entries.map((e) => e.op)).toEqual(['saveDesign', 'saveAnalysis']);
    expect(entries[1]).toMatchObject({ method: 'PUT', path: `/crm/designs/${id}/analysis`, table: 'savedDesigns', recordId: id });
    expect((entries[1].body as { inputs: { sizeCm: number } }).inputs.sizeCm).toBe(9);
    expect(await db.savedDesigns.get(id)).toMatchObject({ analysis: second, syncState: 'pending' });
  });

  it('keeps the PNG the device holds when the server answers, and refuses a malformed analysis', async () => {
    const db = freshDb();
    const id = await queueDesign(db, 'u', { style: 'minimalist', placement: 'forearm', size: '5 cm', colors: 'black only', image: 'data:image/png;base64,iVBORw0KGgo=' });
    const analysis = analysisFor(5);
    await queueDesignAnalysis(db, 'u', id, analysis);
    for (const entry of (await db.outbox.toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
      await completeEntry(db, entry, { id, user_id: 'u', style: 'minimalist', image_url: `/crm/designs/u/${id}/image`, analysis: entry.op === 'saveAnalysis' ? analysis : null });
    }
    expect(await db.savedDesigns.get(id)).toMatchObject({ image: 'data:image/png;base64,iVBORw0KGgo=', analysis });
    expect((await db.savedDesigns.get(id))?.syncState).toBeUndefined();
    await expect(queueDesignAnalysis(db, 'u', id, { ...analysis, version: 2 } as never)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
