/**
 * The error shape of DESIGN.md §4 for the AI routes. Each AI plugin installs this handler in its
 * own (encapsulated) scope, so its routes answer in that shape whatever the host app does — and
 * the browser's openai SDK, which reads `error.code` from the same shape, understands it too.
 * The codes match server/errors.ts.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send(errorBody(code, message));
}

const CLIENT_ERROR_MIN = 400;
const SERVER_ERROR_MIN = 500;

/** Status-specific codes for Fastify's own client errors (bad JSON, too large, wrong type). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function installAiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
        fields[path] ??= issue.message ?? 'is invalid';
      }
      return reply.code(400).send(errorBody('invalid_request', 'The request body is not valid.', fields));
    }
    const status = err.statusCode ?? SERVER_ERROR_MIN;
    if (status >= CLIENT_ERROR_MIN && status < SERVER_ERROR_MIN) {
      const badJson = status === 400 && (err.name === 'SyntaxError' || /JSON/.test(err.code ?? ''));
      const code = badJson ? 'invalid_json' : (CODE_BY_STATUS[status] ?? 'invalid_request');
      return reply.code(status).send(errorBody(code, badJson ? 'The request body is not valid JSON.' : err.message));
    }
    request.log.error({ err }, 'AI route failed');
    return reply.code(SERVER_ERROR_MIN).send(errorBody('internal_error', 'Something went wrong on the server.'));
  });
}
