/**
 * Idempotent writes (DESIGN.md §3 "Outbox"): the browser retries every CRM write with the same
 * Idempotency-Key until it gets an answer, so the server must turn retries into replays.
 *
 * How one keyed write runs, all in ONE transaction:
 *  1. claim the key: INSERT (uid, key, request hash) ... ON CONFLICT DO UPDATE only when the old
 *     row has expired. On PostgreSQL a concurrent request with the same key blocks on the unique
 *     index until the first commits, then finds the row; PGlite runs transactions one at a time.
 *  2. not claimed → the key was used: same request hash → replay the stored status and body;
 *     different hash → 409 idempotency_key_reused. Nothing is written.
 *  3. claimed → run the write inside a savepoint. A refusal (ApiError, e.g. 409 bad transition)
 *     rolls the savepoint back and is stored as the answer too; an unexpected crash rolls the whole
 *     transaction back, key included, so a retry can succeed later.
 *  4. store the response text with the key and commit: the record and its receipt land together.
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

async function runInSavepoint(tx: Tx, write: (tx: Tx) => Promise<WriteResult>): Promise<WriteResult> {
  try {
    return await tx.transaction((savepoint) => write(savepoint));
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
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
  return db.transaction(async (tx) => {
    const expiredBefore = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
    const claimed = await tx.insert(idempotencyKeys)
      .values({ uid, key, requestHash: fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.uid, idempotencyKeys.key],
        set: { requestHash: fingerprint, statusCode: null, responseBody: null, createdAt: new Date() },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ uid: idempotencyKeys.uid });

    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)));
      if (stored === undefined || stored.statusCode === null || stored.responseBody === null) {
        // Cannot happen with committed rows (the answer is stored in the claiming transaction);
        // refusing is safer than writing twice.
        throw new ApiError(409, 'conflict', 'A request with this Idempotency-Key is still being processed.');
      }
      if (stored.requestHash !== fingerprint) {
        throw new ApiError(409, 'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Use a new key for a new write.');
      }
      return { statusCode: stored.statusCode, payload: stored.responseBody, replayed: true };
    }

    const result = await runInSavepoint(tx, write);
    const payload = JSON.stringify(result.body);
    await tx.update(idempotencyKeys)
      .set({ statusCode: result.statusCode, responseBody: payload })
      .where(and(eq(idempotencyKeys.uid, uid), eq(idempotencyKeys.key, key)));
    return { statusCode: result.statusCode, payload, replayed: false };
  });
}

/** Drops keys past their 7 days; run at boot and then periodically. */
export async function deleteExpiredIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)));
}
