/**
 * GET /health (spec §7): success means connected. 5 s time-out, so a dead server is noticed fast.
 * The body also says which database and AI mode the server runs (DESIGN.md §4); the AI client
 * uses `ai` to choose its provider.
 */
import { requestJson } from './http';

/** Spec §7 / §9: the health check's time-out. */
export const HEALTH_TIMEOUT_MS = 5_000;

export interface ServerHealth {
  status: 'ok';
  db: 'pglite' | 'postgres';
  ai: 'local' | 'upstream';
  version: string;
}

type ConnectedListener = () => void;
const connectedListeners = new Set<ConnectedListener>();
let lastCheckConnected: boolean | null = null;

/**
 * Calls `listener` whenever a health check succeeds after the previous one failed (or on the
 * first success): the outbox flushes then (DESIGN.md §3). Returns the unsubscribe function.
 */
export function onServerConnected(listener: ConnectedListener): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** Resolves with the server's health; rejects with `ApiError` (or the caller's AbortError). */
export async function checkHealth(options: { signal?: AbortSignal; baseUrl?: string; fetch?: typeof fetch } = {}): Promise<ServerHealth> {
  try {
    const health = await requestJson('/health', { method: 'GET', timeoutMs: HEALTH_TIMEOUT_MS, parse: parseHealth, ...options });
    if (lastCheckConnected !== true) {
      lastCheckConnected = true;
      for (const listener of connectedListeners) listener();
    }
    return health;
  } catch (error) {
    if (!options.signal?.aborted) lastCheckConnected = false;
    throw error;
  }
}

export function parseHealth(body: unknown): ServerHealth | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, db, ai, version } = body as Record<string, unknown>;
  if (status !== 'ok') return undefined;
  if (db !== 'pglite' && db !== 'postgres') return undefined;
  if (ai !== 'local' && ai !== 'upstream') return undefined;
  return { status, db, ai, version: typeof version === 'string' ? version : '' };
}
