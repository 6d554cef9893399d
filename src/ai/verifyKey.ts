/**
 * Checking a user's own AI key when it is saved, and listing what it can use: one
 * GET {baseURL}/models, which every OpenAI-compatible provider answers without spending tokens.
 * OpenAI's list carries each model's `shutdown_date` (null when none is announced), so the
 * Settings pickers can say "shuts down 14 Jan 2027", and a chosen model that is missing or already
 * shut down fails the check with a message that names it, instead of failing every call later.
 */
import { createWorkerFetch } from './byokFetch';
import { BYOK_DEFAULT_BASE_URL, BYOK_DEFAULT_CHAT_MODEL, BYOK_DEFAULT_IMAGE_MODEL } from './ownKeyDefaults';
import { listedModelKind } from '../engine/aiRequests/modelCapabilities';
import { resolveFamily, type ProviderFamilySetting } from '../engine/aiRequests/providerFamily';

/** A model from the provider's list, as the Settings pickers show it. */
export interface ListedModel {
  id: string;
  kind: 'chat' | 'image' | 'other';
  /** YYYY-MM-DD when the provider announced one. */
  shutdownDate: string | null;
  /** The shutdown date has come (a provider may list a model on its last day). */
  shutDown: boolean;
}

export type KeyProblem = 'rejected' | 'unreachable' | 'other' | 'chat-model' | 'image-model';

export type KeyCheck =
  | { ok: true; models: ListedModel[]; /** Set when the provider lists no image models: designs are drawn on the device. */ imageNote?: string }
  | { ok: false; reason: KeyProblem; message: string; /** The models, when the list was read (a model problem). */ models?: ListedModel[] };

/** The cheap call may not hang the Settings form: a provider that does not answer in time counts as unreachable. */
export const KEY_CHECK_TIMEOUT_MS = 15_000;

export const KEY_CHECK_MESSAGES = {
  rejected: 'The provider rejected this key. Check that it is copied in full and still active.',
  unreachable: 'The provider could not be reached. Check the base URL and your connection, then save again.',
  other: 'The provider answered with an error',
  noImageModels: 'This provider lists no image models, so designs will be drawn on this device.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "14 Jan 2027": how a shutdown date reads in the pickers and messages. */
export function shutdownLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function missingModelMessage(kind: 'chat' | 'image', model: string): string {
  return `The provider does not offer the ${kind} model "${model}". Pick one from the list.`;
}

export function shutDownModelMessage(model: string, date: string): string {
  return `"${model}" shut down on ${shutdownLabel(date)}. Pick a current model from the list.`;
}

function readModels(body: unknown, family: 'openai' | 'openai-compatible', today: string): ListedModel[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  const models: ListedModel[] = [];
  for (const entry of data) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !id) continue;
    const date = (entry as { shutdown_date?: unknown }).shutdown_date;
    const shutdownDate = typeof date === 'string' && ISO_DATE.test(date) ? date : null;
    models.push({ id, kind: listedModelKind(id, family), shutdownDate, shutDown: shutdownDate !== null && shutdownDate <= today });
  }
  return models.sort((a, b) => a.id.localeCompare(b.id));
}

export interface KeyCheckInput {
  apiKey: string;
  baseURL?: string;
  family?: ProviderFamilySetting;
  /** The models the user picked; empty = the defaults. */
  chatModel?: string;
  imageModel?: string;
}

export interface KeyCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: Date;
}

function checkChosen(kind: 'chat' | 'image', model: string, models: readonly ListedModel[]): string | null {
  const found = models.find((m) => m.id === model);
  if (!found) return missingModelMessage(kind, model);
  return found.shutDown && found.shutdownDate ? shutDownModelMessage(model, found.shutdownDate) : null;
}

export async function verifyAiKey(input: KeyCheckInput, { fetch: givenFetch, timeoutMs = KEY_CHECK_TIMEOUT_MS, now = new Date() }: KeyCheckOptions = {}): Promise<KeyCheck> {
  const base = (input.baseURL?.trim() || BYOK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const family = resolveFamily(input.family, base);
  // The page's CSP allows no provider hosts: like every own-key call, the check runs in the
  // byok worker whose policy allows exactly this provider's origin (byokFetch.ts, docs/security.md).
  const fetchImpl = givenFetch ?? (typeof Worker !== 'undefined' ? createWorkerFetch(base) : fetch);
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(`${base}/models`, { headers: { Authorization: `Bearer ${input.apiKey.trim()}` }, signal: AbortSignal.timeout(timeoutMs) });
    body = response.ok ? await response.json() : undefined;
  } catch {
    return { ok: false, reason: 'unreachable', message: KEY_CHECK_MESSAGES.unreachable };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, reason: 'rejected', message: KEY_CHECK_MESSAGES.rejected };
  if (!response.ok) return { ok: false, reason: 'other', message: `${KEY_CHECK_MESSAGES.other} (${response.status}). Check the base URL, then save again.` };

  const models = readModels(body, family, now.toISOString().slice(0, 10));
  // Some OpenAI-compatible servers answer with an empty list: the key works, the models cannot be checked.
  if (models.length === 0) return { ok: true, models };
  const chatProblem = checkChosen('chat', input.chatModel?.trim() || BYOK_DEFAULT_CHAT_MODEL, models);
  if (chatProblem) return { ok: false, reason: 'chat-model', message: chatProblem, models };
  if (!models.some((m) => m.kind === 'image')) return { ok: true, models, imageNote: KEY_CHECK_MESSAGES.noImageModels };
  const imageProblem = checkChosen('image', input.imageModel?.trim() || BYOK_DEFAULT_IMAGE_MODEL, models);
  if (imageProblem) return { ok: false, reason: 'image-model', message: imageProblem, models };
  return { ok: true, models };
}
