/**
 * Builds the product server: one Fastify instance serving the API and the built web app.
 * Everything it depends on (database, token verifier, settings) is passed in, so tests build it
 * against a throwaway database and listen on port 0.
 */
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { aiAccess } from './aiAccess.ts';
import { registerByokWorker } from './byokWorker.ts';
import type { AuthVerifier } from './auth.ts';
import type { ServerConfig } from './config.ts';
import { appConfigRoutes } from './appConfig.ts';
import { chatRoutes } from './chat/routes.ts';
import { artistPolicy, proPolicy } from './crm/profile.ts';
import { bookingRoutes } from './crm/bookingRoutes.ts';
import { publicDirectoryRoutes } from './directory/publicRoutes.ts';
import { depositMethodFor } from './payments/depositMethod.ts';
import { stripeClient } from './payments/deposits.ts';
import { stripeWebhookRoutes } from './payments/stripeWebhook.ts';
import { listArtists } from './crm/records.ts';
import { crmRoutes } from './crm/routes.ts';
import { demoRoutes } from './demo/routes.ts';
import { DemoWebhook } from './demo/webhook.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { aiMode } from './gateway/config.ts';
import { checkModels, withFailures, type ModelsReport } from './gateway/modelCheck.ts';
import { ModelHealth } from './gateway/modelHealth.ts';
import { gatewayRoutes } from './gateway/routes.ts';
import { ApiError, errorBodySchema, type ErrorBody } from './errors.ts';
import { FailedTokenLimiter, identityCheck } from './identity.ts';
import { API_CSP, SECURITY_HEADERS } from './security.ts';
import { isApiPath, registerAppFiles } from './static.ts';

export interface BuildAppOptions {
  database: DatabaseHandle;
  auth: AuthVerifier;
  config: ServerConfig;
  /** Fastify logger settings; false silences the server (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Ordinary JSON bodies are small; the design route raises its own limit for the PNG. */
const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/** Longer than any id we accept (uids ≤ 128), so over-long ids get a 400 that names the field. */
const MAX_PARAM_LENGTH = 256;
/** A NUL character inside a JSON string (raw control characters are already invalid JSON). */
const JSON_NUL_ESCAPE = /\\u0000/i;
/** How long a browser may cache a CORS preflight answer. */
const CORS_MAX_AGE_SECONDS = 600;

const modelReportSchema = z.object({
  model: z.string(),
  setting: z.enum(['AI_CHAT_MODEL', 'AI_IMAGE_MODEL']),
  /** `failing`: listed, but the provider refused the last few requests (server/gateway/modelHealth.ts). */
  status: z.enum(['available', 'retiring', 'missing', 'unchecked', 'failing']),
  shutdown_date: z.string().optional(),
  /** With `failing`: the provider's last error, code and param only (never its message). */
  last_error: z.object({ status: z.number(), code: z.string().nullable(), param: z.string().nullable() }).optional(),
});

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  ai: z.enum(['local', 'upstream']),
  /** Present when an AI provider is configured: the start-up model check's findings. */
  models: z.object({ chat: modelReportSchema, image: modelReportSchema }).optional(),
  version: z.string(),
  /** The Node.js version running the server (e.g. "v24.11.1"). */
  node: z.string(),
}).describe('Health');

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const prefix = context === 'body' ? '' : `${context}.`;
    const unknownKeys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) fields[`${prefix}${path ? `${path}.` : ''}${String(key)}`] = 'Unknown field';
    } else {
      fields[`${prefix}${path}` || context] = issue.message ?? 'Invalid value';
    }
  }
  return fields;
}

/** Maps any error to the API's status and error body. */
export function toErrorReply(error: FastifyError | ApiError | Error): { statusCode: number; body: ErrorBody } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    return {
      statusCode: 400,
      body: { error: { code: 'invalid_request', message: 'The request is not valid.', fields: validationFields(fastifyError) } },
    };
  }
  const status = fastifyError.statusCode ?? 500;
  const reply = (statusCode: number, code: string, message: string) => ({ statusCode, body: { error: { code, message } } });
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply(415, 'unsupported_media_type', 'Send the body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply(400, 'invalid_json', 'The body is not valid JSON.');
    default:
      break;
  }
  if (status === 429) return reply(429, 'rate_limited', 'Too many requests. Try again shortly.');
  if (error instanceof SyntaxError && status === 400) return reply(400, 'invalid_json', 'The body is not valid JSON.');
  if (status >= 400 && status < 500) return reply(status, 'invalid_request', fastifyError.message);
  return reply(500, 'internal_error', 'Something went wrong on the server.');
}

/** TRUST_PROXY=<n>: trust the n nearest X-Forwarded-For hops (Fastify's types want a function for that). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, auth, config } = options;
  const app = Fastify({
    // Fastify's request logs carry method, url, status and time — never headers (tokens) or bodies.
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // While stopping, requests on kept-alive connections get 503 instead of starting new work.
    return503OnClosing: true,
    // Firebase uids run to 128 characters; Fastify's default cap (100) would refuse real users.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Behind a proxy (TRUST_PROXY) request.ip is the client from X-Forwarded-For and
    // request.protocol follows X-Forwarded-Proto; without it both are the TCP peer's.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // JSON only: a text/plain body would otherwise reach the routes as a string.
  app.removeContentTypeParser('text/plain');
  // An empty body sent as JSON means "no body" (clients send the header on the body-less status
  // PUT); routes that need a body then refuse it in validation like any other missing field.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    // PostgreSQL text and jsonb cannot hold NUL; refuse it here rather than fail in the database.
    else if (JSON_NUL_ESCAPE.test(text)) done(new ApiError(400, 'invalid_request', 'Text may not contain NUL (\\u0000) characters.'), undefined);
    else parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { statusCode, body } = toErrorReply(error);
    if (error instanceof ApiError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    if (!reply.hasHeader('cache-control') && isApiPath(request.method, request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: CORS_MAX_AGE_SECONDS,
  });

  await app.register(fastifyRateLimit, {
    // Not per route (those hooks would run after the routes' own token checks): one root hook below.
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // Per client address (TRUST_PROXY decides what that is), before any token is looked at, so
    // requests with bad tokens count like any other.
    keyGenerator: (request) => `ip:${request.ip}`,
    allowList: (request) => !isApiPath(request.method, request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

  // A root hook runs before every plugin's hooks, so the limit applies before authentication.
  app.addHook('onRequest', app.rateLimit());

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'InkClarity product server', version: config.version },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    },
    transform: jsonSchemaTransform,
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Once, at start-up, and only with a key: which configured models the provider still offers.
  const models: ModelsReport | undefined = config.ai.apiKey ? await checkModels(config.ai, app.log) : undefined;
  // Refusals since start-up, shared by /chat and the gateway: /health says `failing` after a few in a row.
  const modelHealth = new ModelHealth();

  typed.get('/health', {
    schema: { summary: 'Server, database and AI mode', tags: ['health'], response: { 200: healthSchema, 500: errorBodySchema } },
  }, async () => {
    await database.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      db: database.kind,
      ai: aiMode(config.ai),
      ...(models && { models: withFailures(models, modelHealth) }),
      version: config.version,
      node: process.version,
    };
  });

  typed.get('/openapi.json', {
    schema: { summary: 'This OpenAPI document', tags: ['health'] },
  }, async () => app.swagger());

  await app.register(appConfigRoutes, { config });

  const identity = identityCheck(auth, new FailedTokenLimiter(config.authFailureMax, config.authFailureWindowMs));
  const depositMethodOf = depositMethodFor(config.stripe);
  const artistOf = artistPolicy(config.artistAccounts);
  await app.register(crmRoutes, {
    db: database.db, auth, identity, designStorageQuotaBytes: config.designStorageQuotaBytes, isPro: proPolicy(config.proUids),
    artistOf, depositMethodOf,
  });
  // Booking (issue #36): packs, deposits, proposals and the studio's side; the public directory; Stripe's webhook.
  await app.register(bookingRoutes, { db: database.db, identity, depositMethodOf, artistOf, stripe: stripeClient(config.stripe), stripeSettings: config.stripe });
  await app.register(publicDirectoryRoutes, {
    db: database.db, depositMethodOf, rateLimit: { max: config.publicRateLimitMax, windowMs: config.publicRateLimitWindowMs },
  });
  await app.register(stripeWebhookRoutes, { db: database.db, webhookSecret: config.stripe.webhookSecret });

  // Public: the landing page's demo form (no token); its own per-address limit and body limit.
  const demoWebhook = config.demoWebhookUrl === undefined ? null : new DemoWebhook({
    url: config.demoWebhookUrl, timeoutMs: config.demoWebhookTimeoutMs, attempts: config.demoWebhookAttempts,
    backoffMs: config.demoWebhookBackoffMs, db: database.db, log: app.log.child({ part: 'demo-webhook' }),
    userAgent: `InkClarity-Server/${config.version}`,
  });
  if (demoWebhook) app.addHook('onClose', () => demoWebhook.close());
  await app.register(demoRoutes, {
    db: database.db, webhook: demoWebhook,
    rateLimit: { max: config.demoRateLimitMax, windowMs: config.demoRateLimitWindowMs },
  });

  // ── AI routes: POST /chat and the /v1/* gateway (server/chat, server/gateway) ───────────────
  // With a provider key: ID token (anonymous is fine) + daily quota; without: /chat runs the engine for anyone.
  const access = aiAccess({ identity, db: database.db, quotas: config.quotas });
  await app.register(chatRoutes, {
    config: config.ai,
    access,
    getArtists: () => listArtists(database.db, depositMethodOf),
    health: modelHealth,
  });
  await app.register(gatewayRoutes, { config: config.ai, access, models, health: modelHealth });
  // ──────────────────────────────────────────────────────────────────────────────────────────

  registerByokWorker(app);
  await registerAppFiles(app, config);
  return app;
}
