/**
 * POST /chat (spec §7): ask the assistant agents. The server answers as the agent named in
 * `agent` when one is given (the designer's selector, DESIGN.md §2), else it routes by intent.
 *
 * Who is asking: the signed-in uid, else a per-device anonymous id kept in IndexedDB
 * (DESIGN.md §2 — never the spec's fixed default id).
 */
import { useAuthStore } from '@/shared/auth/authStore';
import { idTokenOrNull } from '@/shared/auth/deviceIdentity';
import { isAgentId } from '@/engine/agents/agents';
import type { AgentCard, AgentDesign, AgentId, ChatRequest, ChatResponse, HandoffSuggestion } from '@/engine/types';
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

/** Checks a /chat body. Hand-written (no zod in the browser bundle): the shape is small. */
export function parseChatResponse(body: unknown): ChatResponse | undefined {
  if (!isRecord(body)) return undefined;
  const { agent, agent_name, message } = body;
  if (!isAgentId(agent) || typeof agent_name !== 'string' || typeof message !== 'string' || !message.trim()) return undefined;
  const design = body.design;
  const aftercare = body.aftercare;
  return {
    agent,
    agent_name,
    message,
    cards: arrayOf(body.cards, parseCard),
    design: isRecord(design) ? parseDesign(design) : null,
    aftercare: isRecord(aftercare) && Array.isArray(aftercare.tips) ? { tips: aftercare.tips.filter((t): t is string => typeof t === 'string') } : null,
    handoff_suggestions: arrayOf(body.handoff_suggestions, parseHandoff),
  };
}

function parseCard(value: unknown): AgentCard | undefined {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.description !== 'string') return undefined;
  // Only in-app routes: a card link never leaves the app (the hand-off to /booking?artist=<id>).
  const href = typeof value.href === 'string' && /^\/(?!\/)/.test(value.href) ? value.href : undefined;
  return href === undefined ? { title: value.title, description: value.description } : { title: value.title, description: value.description, href };
}

function parseDesign(value: Record<string, unknown>): AgentDesign {
  const design: AgentDesign = {};
  if (typeof value.style === 'string') design.style = value.style;
  if (typeof value.placement === 'string') design.placement = value.placement;
  if (typeof value.size === 'string') design.size = value.size;
  return design;
}

function parseHandoff(value: unknown): HandoffSuggestion | undefined {
  if (!isRecord(value) || !isAgentId(value.agent_id) || typeof value.reason !== 'string' || typeof value.confidence !== 'number') return undefined;
  return { agent_id: value.agent_id, reason: value.reason, confidence: value.confidence };
}

function arrayOf<T>(value: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(parse).filter((item): item is T => item !== undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
