/**
 * POST /demo-requests (issue #20): the landing page's demo form, public (no ID token). The answer
 * is checked with the server's own schema. The browser never calls this directly: the form goes
 * through the outbox (src/sync/demoRequests.ts), which resends with the same Idempotency-Key
 * until the server has it, so the request reaches it exactly once.
 */
import { demoRequestSchema, type DemoRequest, type DemoRequestInput } from '@/engine/contracts/demoRequests';
import { requestJson } from './http';

/** A demo request as the outbox stores it (like a CrmWrite, but sent without a token). */
export interface DemoRequestWrite {
  op: 'sendDemoRequest';
  method: 'POST';
  path: '/demo-requests';
  body: DemoRequestInput;
}

export const demoRequestWrite = (body: DemoRequestInput): DemoRequestWrite => ({ op: 'sendDemoRequest', method: 'POST', path: '/demo-requests', body });

/** Spec §8's pattern for a record call that failed ("Failed to … Please try again!"). */
export const DEMO_REQUEST_ERROR = 'Failed to send demo request. Please try again!';

/** Sends one stored demo request; rejects with ApiError (kind, status, Retry-After) like every server call. */
export function sendDemoRequest(
  write: DemoRequestWrite, options: { idempotencyKey: string; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<DemoRequest> {
  return requestJson(write.path, {
    method: write.method,
    body: write.body,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    parse: (body) => {
      const parsed = demoRequestSchema.safeParse(body);
      return parsed.success ? parsed.data : undefined;
    },
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
}
