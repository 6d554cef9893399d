/**
 * Checking a user's own AI key when it is saved (issue #20): one GET {baseURL}/models, which every
 * OpenAI-compatible provider answers without spending tokens. The answer says whether the key
 * works, and if not, why, in words the Settings form can show.
 */
import { createWorkerFetch } from './byokFetch';
import { BYOK_DEFAULT_BASE_URL } from './createAiClient';

export type KeyCheck = { ok: true } | { ok: false; reason: 'rejected' | 'unreachable' | 'other'; message: string };

/** The cheap call may not hang the Settings form: a provider that does not answer in time counts as unreachable. */
export const KEY_CHECK_TIMEOUT_MS = 15_000;

export const KEY_CHECK_MESSAGES = {
  rejected: 'The provider rejected this key. Check that it is copied in full and still active.',
  unreachable: 'The provider could not be reached. Check the base URL and your connection, then save again.',
  other: 'The provider answered with an error',
} as const;

export async function verifyAiKey(
  { apiKey, baseURL }: { apiKey: string; baseURL?: string },
  { fetch: givenFetch, timeoutMs = KEY_CHECK_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<KeyCheck> {
  const base = (baseURL?.trim() || BYOK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  // The page's CSP allows no provider hosts: like every own-key call, the check runs in the
  // byok worker whose policy allows exactly this provider's origin (byokFetch.ts, docs/security.md).
  const fetchImpl = givenFetch ?? (typeof Worker !== 'undefined' ? createWorkerFetch(base) : fetch);
  let response: Response;
  try {
    response = await fetchImpl(`${base}/models`, {
      headers: { Authorization: `Bearer ${apiKey.trim()}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unreachable', message: KEY_CHECK_MESSAGES.unreachable };
  }
  if (response.ok) return { ok: true };
  if (response.status === 401 || response.status === 403) return { ok: false, reason: 'rejected', message: KEY_CHECK_MESSAGES.rejected };
  return { ok: false, reason: 'other', message: `${KEY_CHECK_MESSAGES.other} (${response.status}). Check the base URL, then save again.` };
}
