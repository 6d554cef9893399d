/**
 * Sends one idempotent CRM write (server/idempotency.ts): the caller's Idempotency-Key, the
 * request's fingerprint, the write inside runWrite's transaction, and the stored answer's exact
 * text (a replay is byte for byte the first answer).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedCaller } from '../auth.ts';
import type { Db, Tx } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import { requestFingerprint, runWrite, type WriteResult } from '../idempotency.ts';

export function callerOf(request: FastifyRequest): VerifiedCaller {
  if (request.caller === null) throw new ApiError(401, 'unauthorized', 'Sign in to use this.');
  return request.caller;
}

export async function sendWrite(
  db: Db, request: FastifyRequest, reply: FastifyReply, write: (tx: Tx, caller: VerifiedCaller) => Promise<WriteResult>,
): Promise<void> {
  const caller = callerOf(request);
  const key = request.headers['idempotency-key'];
  const result = await runWrite(db, {
    uid: caller.uid,
    key: typeof key === 'string' ? key : undefined,
    fingerprint: requestFingerprint(request.method, request.url, request.body),
  }, (tx) => write(tx, caller));
  reply.code(result.statusCode).header('content-type', 'application/json; charset=utf-8');
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.send(result.payload);
  // Resolve only once the response is out: an async handler that resolves with undefined while
  // the async onSend hooks still run makes Fastify send a second time (ERR_HTTP_HEADERS_SENT).
  await reply;
}
