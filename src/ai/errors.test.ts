import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai/core/error';
import { describe, expect, it } from 'vitest';
import { AiError, isAbort, isUnreachable, toAiError } from './errors';
import { AI_MESSAGES, RENDERER_UNAVAILABLE_MESSAGE } from './messages';

const headers = new Headers();
const body = (code: string | null, type: string, message: string) => ({ message, type, code, param: null });

describe('toAiError: SDK errors → spec §8 messages', () => {
  it.each([
    ['401 invalid key', new AuthenticationError(401, body('invalid_api_key', 'invalid_request_error', 'Incorrect API key provided'), undefined, headers), AI_MESSAGES.apiKey],
    ['a message mentioning the API key', new BadRequestError(400, body(null, 'invalid_request_error', 'You must provide an API key.'), undefined, headers), AI_MESSAGES.apiKey],
    ['429 rate limit', new RateLimitError(429, body('rate_limit_exceeded', 'requests', 'Rate limit reached'), undefined, headers), AI_MESSAGES.rateLimit],
    ['429 insufficient_quota', new RateLimitError(429, body('insufficient_quota', 'insufficient_quota', 'You exceeded your current quota'), undefined, headers), AI_MESSAGES.quota],
    ['429 quota named only by type', new RateLimitError(429, body(null, 'insufficient_quota', 'Billing'), undefined, headers), AI_MESSAGES.quota],
    ['500', new InternalServerError(500, body(null, 'server_error', 'boom'), undefined, headers), AI_MESSAGES.other],
    ['504 from the gateway', new InternalServerError(504, body('upstream_timeout', 'x', 'The AI provider did not answer in time.'), undefined, headers), AI_MESSAGES.other],
    ['403', new PermissionDeniedError(403, body(null, 'x', 'Country not supported'), undefined, headers), AI_MESSAGES.other],
    ['a client-side timeout', new APIConnectionTimeoutError(), AI_MESSAGES.other],
    ['a dropped connection', new APIConnectionError({ message: 'Connection error.' }), AI_MESSAGES.other],
    ['a non-SDK error', new TypeError('x is undefined'), AI_MESSAGES.other],
    ['a thrown string', 'weird', AI_MESSAGES.other],
  ])('%s', (_name, err, expected) => {
    const mapped = toAiError(err);
    expect(mapped).toBeInstanceOf(AiError);
    expect(mapped.message).toBe(expected);
  });

  it('keeps an AiError as it is (empty reply, renderer missing)', () => {
    expect(toAiError(new AiError('emptyReply')).message).toBe(AI_MESSAGES.emptyReply);
    expect(toAiError(new AiError('rendererUnavailable')).message).toBe(RENDERER_UNAVAILABLE_MESSAGE);
  });

  it('keeps the original error as the cause', () => {
    const original = new RateLimitError(429, body('rate_limit_exceeded', 'requests', 'slow down'), undefined, headers);
    expect(toAiError(original).cause).toBe(original);
  });
});

describe('isUnreachable / isAbort', () => {
  it('treats connection failures as unreachable, but not timeouts', () => {
    expect(isUnreachable(new APIConnectionError({ message: 'fetch failed' }), { gateway: false })).toBe(true);
    expect(isUnreachable(new APIConnectionTimeoutError(), { gateway: true })).toBe(false);
  });

  it('treats 503 as unreachable only for the gateway (it means "no upstream here")', () => {
    const unavailable = new APIError(503, body('upstream_unavailable', 'x', 'none'), undefined, headers);
    expect(isUnreachable(unavailable, { gateway: true })).toBe(true);
    expect(isUnreachable(unavailable, { gateway: false })).toBe(false);
    expect(isUnreachable(new InternalServerError(500, undefined, undefined, headers), { gateway: true })).toBe(false);
  });

  it('recognises cancellation', () => {
    expect(isAbort(new APIUserAbortError())).toBe(true);
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('nope'))).toBe(false);
  });
});
