/**
 * Server-sent events to the browser (the gateway's streamed persona replies, /chat's streamed
 * assistant replies). The stream goes through Fastify's reply (a PassThrough), so the CORS and
 * security headers every route gets are sent with it.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** One event; `data` is sent as JSON unless it is a string. */
  send(data: unknown, event?: string): void;
  end(): void;
  /** True once the browser went away. */
  readonly closed: boolean;
}

export function startEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
  });
  void reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    // Proxies must pass each event on at once rather than buffer the reply.
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
  return {
    send(data, event) {
      if (closed || body.writableEnded) return;
      body.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!body.writableEnded) body.end();
    },
    get closed() {
      return closed;
    },
  };
}
