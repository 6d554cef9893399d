/**
 * DEMO_WEBHOOK_URL (issue #20): every stored demo request is POSTed there as JSON, after the
 * visitor already has their answer — a slow or broken webhook never delays nor fails the form.
 * Each delivery tries `attempts` times (time-out per try, doubling back-off between tries); the
 * outcome is written on the row (`forwarded_at`, or `forward_attempts` + `forward_error`) and a
 * failure is logged, so nobody's request disappears silently.
 *
 * The receiver may see one request twice (a try that timed out after the receiver took it): the
 * `Idempotency-Key` header carries the request's id so it can tell.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { demoRequests } from '../db/schema.ts';
import type { DemoRequest } from '../../src/engine/contracts/demoRequests.ts';

export interface DemoWebhookOptions {
  url: string;
  timeoutMs: number;
  attempts: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  backoffMs: number;
  db: Db;
  log: FastifyBaseLogger;
  userAgent: string;
}

export class DemoWebhook {
  private readonly pending = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(private readonly options: DemoWebhookOptions) {}

  /** Starts delivering in the background; returns at once. */
  forward(request: DemoRequest): void {
    const task = this.deliver(request).catch((error: unknown) => {
      this.options.log.error({ err: error, demoRequestId: request.id }, 'demo request forwarding crashed');
    });
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Deliveries still running (tests wait for them). */
  idle(): Promise<void> {
    return Promise.all([...this.pending]).then(() => undefined);
  }

  /** Server shutdown: back-off waits end now, a try in flight is cut, outcomes are still recorded. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.idle();
  }

  private async deliver(request: DemoRequest): Promise<void> {
    const { timeoutMs, attempts, backoffMs, db, log } = this.options;
    let lastError = '';
    let attempt = 0;
    while (attempt < attempts && !this.closing.signal.aborted) {
      if (attempt > 0) await this.wait(backoffMs * 2 ** (attempt - 1));
      if (this.closing.signal.aborted) break;
      attempt += 1;
      lastError = await this.tryOnce(request, timeoutMs);
      if (lastError === '') {
        await db.update(demoRequests).set({ forwardedAt: new Date(), forwardAttempts: attempt, forwardError: null })
          .where(eq(demoRequests.id, request.id));
        log.info({ demoRequestId: request.id, attempt }, 'demo request forwarded');
        return;
      }
      log.warn({ demoRequestId: request.id, attempt, reason: lastError }, 'demo request forwarding failed');
    }
    if (this.closing.signal.aborted && lastError === '') lastError = 'server stopped before delivery';
    await db.update(demoRequests).set({ forwardAttempts: attempt, forwardError: lastError })
      .where(eq(demoRequests.id, request.id));
    // The URL itself is not logged: it may carry a secret token in its path or query.
    log.error({ demoRequestId: request.id, attempts: attempt, reason: lastError }, 'demo request NOT forwarded to DEMO_WEBHOOK_URL');
  }

  /** '' when the webhook answered 2xx, else why not. */
  private async tryOnce(request: DemoRequest, timeoutMs: number): Promise<string> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': this.options.userAgent, 'idempotency-key': request.id },
        body: JSON.stringify(request),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), this.closing.signal]),
        redirect: 'error',
      });
      // Drain the body so the connection can be reused; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? '' : `HTTP ${response.status}`;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
      if (this.closing.signal.aborted) return 'server stopped during delivery';
      return error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.closing.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
