/**
 * POST /chat (spec §7): ask the assistant agents. The server answers as the agent named in
 * `agent` when one is given (the designer's selector, DESIGN.md §2), else it routes by intent.
 *
 * Who is asking: the signed-in uid, else a per-device anonymous id kept in IndexedDB
 * (DESIGN.md §2 — never the spec's fixed default id).
 */
import { useAuthStore } from '@/shared/auth/authStore';
import { idTokenOrNull } from '@/shared/auth/deviceIdentity';
import type { AgentId, ChatRequest, ChatResponse } from '@/engine/types';
import { parseChatResponse } from '@/engine/contracts/chatResponse';
import { API_TIMEOUT_MS, requestJson } from './http';

export interface SendChatOptions {
  signal?: AbortSignal;
  /** Default spec §7's 30 s. */
  timeoutMs?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * The device's ID token (anonymous or signed in). A server with an AI provider key answers
   * /chat only with one; default the auth layer's, loaded on first use.
   */
  getIdToken?: () => Promise<string | null>;
}

/** The request plus the agent that should answer; without it the server picks one. */
export type ChatCall = ChatRequest & { agent?: AgentId };

/** Sends one message; rejects with `ApiError` (spec §8's message) or the caller's AbortError. */
export async function sendChat(request: ChatCall, options: SendChatOptions = {}): Promise<ChatResponse> {
  const token = await (options.getIdToken ?? idTokenOrNull)();
  return requestJson('/chat', {
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    method: 'POST',
    body: request,
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
    signal: options.signal,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    parse: parseChatResponse,
  });
}

/** The Dexie `settings` key of this device's anonymous chat id. */
export const DEVICE_ID_SETTING = 'device-id';

let deviceIdPromise: Promise<string> | null = null;

/** The id chat requests carry: the signed-in uid, else this device's anonymous id. */
export function chatUserId(): Promise<string> {
  const user = useAuthStore.getState().user;
  if (user) return Promise.resolve(user.uid);
  deviceIdPromise ??= loadDeviceId();
  return deviceIdPromise;
}

async function loadDeviceId(): Promise<string> {
  const fresh = `device-${crypto.randomUUID()}`;
  try {
    // Dexie loads with the first chat call, not with the screens that import this module.
    const { db } = await import('@/db/database');
    // A transaction, so two tabs opening at once agree on one id.
    return await db.transaction('rw', db.settings, async () => {
      const row = await db.settings.get(DEVICE_ID_SETTING);
      if (typeof row?.value === 'string' && row.value) return row.value;
      await db.settings.put({ key: DEVICE_ID_SETTING, value: fresh });
      return fresh;
    });
  } catch {
    // Storage unavailable (private mode, quota): the id lasts for this page's life only.
    return fresh;
  }
}

/** For tests: forget the cached device id. */
export function resetChatUserIdCache(): void {
  deviceIdPromise = null;
}

export { parseChatResponse } from '@/engine/contracts/chatResponse';
