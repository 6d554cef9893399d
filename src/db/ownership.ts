/**
 * Whose data the database shows (a studio tablet serves one client after another).
 *
 * The model: the tables the app reads hold ONE owner's personal rows at a time — the signed-in
 * person, or the device's anonymous visitor — and the `device-owner` settings row names that
 * owner. Everyone else's personal rows wait in `keptRows`, each under its owner's uid, and no
 * screen reads that table. So no query anywhere (today's screens, or a screen added tomorrow)
 * can show one person's rows to another: a new table is personal unless it is listed below as
 * the device's.
 *
 * - A person leaving ("Log out and keep my data here", an ended session): their rows move to
 *   `keptRows` under their uid; the tables are empty for the next visitor.
 * - A person arriving (sign-in): what the anonymous visitor made on the device becomes theirs
 *   (DESIGN.md: signing in adopts anonymous work), and their kept rows come back.
 * - "Log out and clear this device": their rows, on show and kept, are deleted (clearOwnerRows).
 *
 * A row that names its owner itself (`user_id` on CRM records, `uid` on the profile cache) is
 * always treated as that person's, whoever the device is for. The functions here are plain
 * Dexie transactions over every table; followDeviceOwner.ts decides when they run.
 */
import type { Table } from 'dexie';
import type { InkClarityDatabase } from './database';
import type { DeviceOwner } from './deviceOwner';
import { ARTIST_DIRECTORY_SETTING, DEVICE_OWNER_SETTING, readDeviceOwner } from './deviceSettings';

export { ARTIST_DIRECTORY_SETTING, DEVICE_OWNER_SETTING, readDeviceOwner };

/**
 * Tables that are the device's, not a person's: the outbox (each entry names its owner and is
 * only ever sent with that owner's token — src/sync), the landing page's demo requests (the
 * public lane, deleted once sent) and the kept rows themselves.
 */
const DEVICE_TABLES: ReadonlySet<string> = new Set(['outbox', 'demoRequests', 'keptRows']);
/** Settings rows that are the device's; every other settings row is the owner's. */
const DEVICE_SETTINGS: ReadonlySet<string> = new Set([DEVICE_OWNER_SETTING, ARTIST_DIRECTORY_SETTING]);

type Row = Record<string, unknown>;
type AnyTable = Table<Row, unknown>;

export interface KeptRow {
  id?: number;
  /** The uid the row belongs to. Only signed-in people's rows are ever kept. */
  owner: string;
  /** The table it came from and goes back to. */
  table: string;
  row: Row;
}

export interface OwnerMove {
  from: DeviceOwner;
  to: DeviceOwner;
  /** Rows that left the tables on show (kept for their owner). */
  kept: number;
  /** Kept rows that came back. */
  restored: number;
}

function personalTables(database: InkClarityDatabase): AnyTable[] {
  return (database.tables as unknown as AnyTable[]).filter((table) => !DEVICE_TABLES.has(table.name));
}

function isPersonalRow(table: string, row: Row): boolean {
  return table !== 'settings' || !DEVICE_SETTINGS.has(String(row.key));
}

/** The owner a row names itself, if it does. */
function namedOwner(table: string, row: Row): string | undefined {
  if (table === 'profileCache' && typeof row.uid === 'string') return row.uid;
  return typeof row.user_id === 'string' ? row.user_id : undefined;
}

function primaryKeyOf(table: AnyTable, row: Row): unknown {
  const path = table.schema.primKey.keyPath;
  return typeof path === 'string' ? row[path] : undefined;
}

async function writeDeviceOwner(database: InkClarityDatabase, owner: DeviceOwner): Promise<void> {
  await database.settings.put({ key: DEVICE_OWNER_SETTING, value: { uid: owner } });
}

/**
 * A kept row and the row on show share a key (the designer's brief 'current', a settings row):
 * which stays. The returning person's own settings win (their AI key, their voice and the
 * device key that sealed it travel together); otherwise the newer by `updatedAt`, and without
 * one the row on show — the work done just before signing in, which sign-in adopts.
 */
function keptRowWins(table: string, onShow: Row, kept: Row): boolean {
  if (table === 'settings') return true;
  return typeof kept.updatedAt === 'number' && typeof onShow.updatedAt === 'number' && kept.updatedAt > onShow.updatedAt;
}

async function keepAway(database: InkClarityDatabase, table: AnyTable, rows: { row: Row; owner: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await database.keptRows.bulkAdd(rows.map(({ row, owner }) => ({ owner, table: table.name, row })));
  await table.bulkDelete(rows.map(({ row }) => primaryKeyOf(table, row)));
}

async function restoreKept(database: InkClarityDatabase, owner: string): Promise<number> {
  const kept = await database.keptRows.where('owner').equals(owner).toArray();
  const byTable = new Map<string, KeptRow[]>();
  for (const entry of kept) byTable.set(entry.table, [...(byTable.get(entry.table) ?? []), entry]);
  let restored = 0;
  for (const [name, entries] of byTable) {
    const table = personalTables(database).find((t) => t.name === name);
    // A table a later version dropped: its rows have nowhere to go and stay kept.
    if (!table) continue;
    const onShow = await table.bulkGet(entries.map((entry) => primaryKeyOf(table, entry.row)));
    const back = entries.filter((entry, i) => !onShow[i] || keptRowWins(name, onShow[i], entry.row)).map((entry) => entry.row);
    await table.bulkPut(back);
    await database.keptRows.bulkDelete(entries.map((entry) => entry.id as number));
    restored += entries.length;
  }
  return restored;
}

/**
 * Makes the tables on show `to`'s: rows of anyone else are kept under their owner, `to`'s kept
 * rows come back, and the anonymous visitor's rows (no owner named, tables owned by nobody)
 * stay — adopted by `to` when `to` is a person. One transaction over every table.
 */
export function settleDeviceOwner(database: InkClarityDatabase, to: DeviceOwner): Promise<OwnerMove> {
  return database.transaction('rw', database.tables, async () => {
    const from = await readDeviceOwner(database);
    if (from === to) return { from, to, kept: 0, restored: 0 };
    let kept = 0;
    for (const table of personalTables(database)) {
      const away = (await table.toArray())
        .filter((row) => isPersonalRow(table.name, row))
        .map((row) => ({ row, owner: namedOwner(table.name, row) ?? from }))
        .filter((entry): entry is { row: Row; owner: string } => entry.owner !== null && entry.owner !== to);
      await keepAway(database, table, away);
      kept += away.length;
    }
    const restored = to === null ? 0 : await restoreKept(database, to);
    await writeDeviceOwner(database, to);
    return { from, to, kept, restored };
  });
}

/**
 * "Log out and clear this device": deletes every personal row of `uid` — on show and kept —
 * and every outbox entry of theirs, then hands the tables to the anonymous visitor. Callers
 * first send what can be sent and have the person agree to lose the rest (SignOutDialog).
 * Rows on show that name someone else are kept for them, never deleted.
 */
export function clearOwnerRows(database: InkClarityDatabase, uid: string): Promise<{ deleted: number }> {
  return database.transaction('rw', database.tables, async () => {
    const from = await readDeviceOwner(database);
    let deleted = 0;
    for (const table of personalTables(database)) {
      const rows = (await table.toArray()).filter((row) => isPersonalRow(table.name, row));
      const owned = rows.map((row) => ({ row, owner: namedOwner(table.name, row) ?? from ?? uid }));
      const others = owned.filter((entry) => entry.owner !== uid);
      await keepAway(database, table, others);
      const mine = owned.filter((entry) => entry.owner === uid).map(({ row }) => primaryKeyOf(table, row));
      await table.bulkDelete(mine);
      deleted += mine.length;
    }
    deleted += await database.keptRows.where('owner').equals(uid).delete();
    deleted += await database.outbox.filter((entry) => entry.uid === uid).delete();
    await writeDeviceOwner(database, null);
    return { deleted };
  });
}
