/**
 * Idempotent writes (DESIGN.md §3 "Outbox"): the browser retries every CRM write with the same
 * Idempotency-Key until it gets an answer, so the server must turn retries into replays.
 *
 * How one keyed write runs:
 *  1. look the key up: a stored answer with the same request hash is replayed (status and body
 *     text, byte for byte) and nothing is written; a different hash → 409 idempotency_key_reused.
 *  2. otherwise run the write and store its answer under the key IN THE SAME TRANSACTION
 *     (INSERT ... ON CONFLICT DO UPDATE only when the old row has expired). If another request with
 *     the key committed first, the insert finds its row (on PostgreSQL it waits for that request's
 *     transaction to end), this transaction is rolled back — its write with it — and the winner's
 *     answer is replayed. So two requests with one key never both write.
 *  3. a refusal (ApiError, e.g. 409 bad transition) rolls the write back; the refusal is then stored
 *     as the key's answer too. An unexpected crash stores nothing, so a retry can succeed later.
 * The record and its receipt commit together, so a crash can never leave one without the other.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from './db/connect.ts';
import { idempotencyKeys } from './db/schema.ts';
import { ApiError } from './errors.ts';

/** Issue #3: keys expire after 7 days — longer than any device stays offline with a full outbox. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface WriteResult {
  statusCode: number;
  body: unknown;
}

export interface WriteReply {
  statusCode: number;
  /** The JSON text sent to the caller; a replay sends exactly this text again. */
  payload: string;
  replayed: boolean;
}

/** Sorts object keys so that `{a, b}` and `{b, a}` count as the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Fingerprint of a write: method, path with its query, and the body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n`).update(canonicalJson(body ?? null)).digest('hex');
}

/** Thrown inside the write transaction when another request already holds the key. */
class KeyAlreadyAnswered extends Error {}

type Executor = Db | Tx;

async function findAnswer(db: Executor, uid: string, key: string) {
  const [stored] = await db.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)));
  return stored;
}

function replay(stored: typeof idempotencyKeys.$inferSelect, fingerprint: string): WriteReply {
  if (stored.requestHash !== fingerprint) {
    throw new ApiError(409, 'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request. Use a new key for a new write.');
  }
  if (stored.statusCode === null || stored.responseBody === null) {
    // Rows are written with their answer; refusing is safer than writing twice.
    throw new ApiError(409, 'conflict', 'A request with this Idempotency-Key is still being processed.');
  }
  return { statusCode: stored.statusCode, payload: stored.responseBody, replayed: true };
}

/** Stores the answer under the key unless a live (unexpired) answer is already there. */
async function storeAnswer(
  db: Executor, uid: string, key: string, fingerprint: string, statusCode: number, payload: string,
): Promise<boolean> {
  const expiredBefore = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
  const stored = await db.insert(idempotencyKeys)
    .values({ uid, key, requestHash: fingerprint, statusCode, responseBody: payload })
    .onConflictDoUpdate({
      target: [idempotencyKeys.uid, idempotencyKeys.key],
      set: { requestHash: fingerprint, statusCode, responseBody: payload, createdAt: new Date() },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ uid: idempotencyKeys.uid });
  return stored.length > 0;
}

export async function runWrite(
  db: Db,
  request: { uid: string; key: string | undefined; fingerprint: string },
  write: (tx: Tx) => Promise<WriteResult>,
): Promise<WriteReply> {
  const { uid, key, fingerprint } = request;
  if (key === undefined) {
    let result: WriteResult;
    try {
      result = await db.transaction(write);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = { statusCode: error.statusCode, body: error.toBody() };
    }
    return { statusCode: result.statusCode, payload: JSON.stringify(result.body), replayed: false };
  }

  const isLive = (stored: typeof idempotencyKeys.$inferSelect) => stored.createdAt.getTime() > Date.now() - IDEMPOTENCY_KEY_TTL_MS;
  const earlier = await findAnswer(db, uid, key);
  if (earlier !== undefined && isLive(earlier)) return replay(earlier, fingerprint);

  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      const payload = JSON.stringify(result.body);
      if (!(await storeAnswer(tx, uid, key, fingerprint, result.statusCode, payload))) throw new KeyAlreadyAnswered();
      return { statusCode: result.statusCode, payload, replayed: false };
    });
  } catch (error) {
    if (error instanceof ApiError) {
      // The write rolled back; the refusal is this key's answer.
      const payload = JSON.stringify(error.toBody());
      if (await storeAnswer(db, uid, key, fingerprint, error.statusCode, payload)) {
        return { statusCode: error.statusCode, payload, replayed: false };
      }
    } else if (!(error instanceof KeyAlreadyAnswered)) {
      throw error;
    }
    const winner = await findAnswer(db, uid, key);
    if (winner === undefined) throw new Error('idempotency key vanished after a conflict', { cause: error });
    return replay(winner, fingerprint);
  }
}

/** Drops keys past their 7 days; run at boot and then periodically. */
export async function deleteExpiredIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)));
}
