import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { useStorageHealth } from '@/db/storageHealth';
import { watchDatabase } from '@/db/watchDatabase';

const names: string[] = [];
afterEach(async () => {
  for (const n of names.splice(0)) await InkClarityDatabase.delete(n);
  useStorageHealth.getState().clear();
});

describe('Dexie database', () => {
  it('declares every table of DESIGN.md §3', async () => {
    const name = `schema-${Math.random()}`;
    names.push(name);
    const db = new InkClarityDatabase(name);
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      ['analystSubjects', 'appointmentMessages', 'appointments', 'consultations', 'conversations', 'demoRequests', 'designBriefs', 'generatedImages', 'handoffPacks', 'keptRows', 'messages', 'outbox', 'profileCache', 'savedDesigns', 'settings', 'skinPreviews'].sort(),
    );
    // Outbox entries are unique per idempotency key and come back in the order they were added.
    const entry = (idempotencyKey: string, createdAt: number) => ({
      idempotencyKey, uid: 'u1', op: 'saveConsultation', method: 'POST' as const, path: '/crm/consultation', body: {},
      table: 'consultations' as const, recordId: `r-${createdAt}`, createdAt, status: 'waiting' as const, attempts: 0, notBefore: 0,
    });
    await db.outbox.add(entry('a', 1));
    await db.outbox.add(entry('b', 2));
    await expect(db.outbox.add(entry('a', 3))).rejects.toThrow();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.idempotencyKey)).toEqual(['a', 'b']);
    db.close();
  });

  it('a newer version opened elsewhere closes this connection and asks for a reload instead of blocking it', async () => {
    const name = `upgrade-${Math.random()}`;
    names.push(name);
    const oldTab = new InkClarityDatabase(name);
    watchDatabase(oldTab);
    await oldTab.open();

    class NewerDatabase extends InkClarityDatabase {
      constructor() {
        super(name);
        // One past whatever the app declares, so this stays a newer version as the schema grows.
        this.version(this.verno + 1).stores({ messages: 'id, [conversationId+timestamp], role' });
      }
    }
    const newTab = new NewerDatabase();
    await newTab.open(); // would hang if the old tab kept its connection open
    expect(useStorageHealth.getState().problem).toBe('version-change');
    expect(oldTab.isOpen()).toBe(false);
    newTab.close();
  });
});
