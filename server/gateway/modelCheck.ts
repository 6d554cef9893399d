/**
 * The one-time start-up check of the configured AI models against the provider's model list
 * (GET /v1/models). Providers retire models on a schedule and OpenAI's list carries a
 * `shutdown_date` for each, so a model that is gone or about to go is reported in the log and in
 * /health instead of surfacing as `model_not_found` on every request. Providers that have no
 * model list (or no `shutdown_date`) are left alone: the models are then "unchecked" and work as
 * before.
 */
import OpenAI from 'openai';
import type { AiConfig } from './config';
import type { ModelHealth, ProviderErrorSummary } from './modelHealth';

/** A model that shuts down within this many days is reported as retiring (a warning). */
export const SHUTDOWN_WARNING_DAYS = 60;
/** The check must not hold up start-up for long when the provider is slow or unreachable. */
export const MODEL_CHECK_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * - available: the provider lists it (and any shutdown is more than SHUTDOWN_WARNING_DAYS away)
 * - retiring: listed, but it shuts down within SHUTDOWN_WARNING_DAYS
 * - missing: the provider's list does not have it, or its shutdown date has passed
 * - unchecked: the provider has no usable model list; nothing is known
 * - failing: not a start-up finding — the provider keeps refusing requests for it (modelHealth.ts)
 */
export type ModelStatus = 'available' | 'retiring' | 'missing' | 'unchecked' | 'failing';

export interface ModelReport {
  model: string;
  /** The environment variable that chooses this model. */
  setting: 'AI_CHAT_MODEL' | 'AI_IMAGE_MODEL';
  status: ModelStatus;
  /** YYYY-MM-DD, when the provider announced one. */
  shutdown_date?: string;
  /** With `failing`: the provider's last error (status, code, param — never its message). */
  last_error?: ProviderErrorSummary;
}

export interface ModelsReport {
  chat: ModelReport;
  image: ModelReport;
}

export type ModelKind = keyof ModelsReport;

interface ListedModel {
  id: string;
  shutdownDate: string | undefined;
}

export interface ModelCheckLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readListedModel(entry: unknown): ListedModel | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, shutdown_date: shutdownDate } = entry as { id?: unknown; shutdown_date?: unknown };
  if (typeof id !== 'string') return null;
  return { id, shutdownDate: typeof shutdownDate === 'string' && ISO_DATE.test(shutdownDate) ? shutdownDate : undefined };
}

/** Whole days from `now` until the start (UTC) of `date`; negative once it has passed. */
export function daysUntil(date: string, now: Date): number {
  return Math.floor((Date.parse(`${date}T00:00:00Z`) - now.getTime()) / DAY_MS);
}

/** Classifies one configured model against the provider's list (null = no usable list). */
export function classifyModel(model: string, setting: ModelReport['setting'], listed: ListedModel[] | null, now: Date): ModelReport {
  if (listed === null) return { model, setting, status: 'unchecked' };
  const found = listed.find((entry) => entry.id === model);
  if (!found) return { model, setting, status: 'missing' };
  if (found.shutdownDate === undefined) return { model, setting, status: 'available' };
  const days = daysUntil(found.shutdownDate, now);
  const status: ModelStatus = days < 0 ? 'missing' : days <= SHUTDOWN_WARNING_DAYS ? 'retiring' : 'available';
  return { model, setting, status, shutdown_date: found.shutdownDate };
}

/** Asks the provider for its models; null when it has no list we can read. */
async function listModels(config: AiConfig, timeoutMs: number, logger: ModelCheckLogger): Promise<ListedModel[] | null> {
  // One retry: a dropped keep-alive connection or a provider hiccup must not disable the check.
  const client = new OpenAI({ apiKey: config.apiKey ?? '', baseURL: config.baseURL, timeout: timeoutMs, maxRetries: 1 });
  try {
    const listed: ListedModel[] = [];
    // The SDK follows pagination; OpenAI answers in one page, other providers may not.
    for await (const entry of client.models.list()) {
      const model = readListedModel(entry);
      if (model) listed.push(model);
    }
    return listed.length > 0 ? listed : null;
  } catch (err) {
    const status = err instanceof OpenAI.APIError ? err.status : undefined;
    if (status === 401) {
      logger.error({ status }, "AI model check: the provider rejected the server's API key (AI_API_KEY)");
    } else {
      // Many OpenAI-compatible providers have no /models: nothing is wrong, nothing is known.
      logger.info({ status, reason: err instanceof Error ? `${err.name}: ${err.message}` : 'unknown' }, 'AI model check: the provider has no usable model list; models are not checked');
    }
    return null;
  }
}

function reportOf(report: ModelReport): object {
  return { model: report.model, setting: report.setting, status: report.status, shutdown_date: report.shutdown_date };
}

/** Runs the check once (call it at start-up, only when a key is set) and logs what it finds. */
export async function checkModels(
  config: AiConfig,
  logger: ModelCheckLogger,
  { now = new Date(), timeoutMs = MODEL_CHECK_TIMEOUT_MS }: { now?: Date; timeoutMs?: number } = {},
): Promise<ModelsReport> {
  const listed = await listModels(config, timeoutMs, logger);
  const report: ModelsReport = {
    chat: classifyModel(config.chatModel, 'AI_CHAT_MODEL', listed, now),
    image: classifyModel(config.imageModel, 'AI_IMAGE_MODEL', listed, now),
  };
  for (const entry of [report.chat, report.image]) {
    if (entry.status === 'missing') {
      logger.error(reportOf(entry), `AI model check: the provider does not offer "${entry.model}"; set ${entry.setting} to a model it lists`);
    } else if (entry.status === 'retiring') {
      logger.warn(reportOf(entry), `AI model check: "${entry.model}" shuts down on ${entry.shutdown_date}; set ${entry.setting} to its replacement`);
    } else if (entry.status === 'available') {
      logger.info(reportOf(entry), `AI model check: "${entry.model}" is available`);
    }
  }
  return report;
}

/**
 * The 503 a gateway route answers when its model is known to be gone, naming the model and the
 * setting — never a silent fallback. Null when the route may go ahead.
 */
export function missingModelError(report: ModelsReport | undefined, kind: ModelKind): { status: 503; code: string; message: string } | null {
  const entry = report?.[kind];
  if (!entry || entry.status !== 'missing') return null;
  return {
    status: 503,
    code: 'model_unavailable',
    message: `The AI provider does not offer the ${kind} model "${entry.model}". Set ${entry.setting} on the server to a model the provider lists.`,
  };
}

/**
 * The report /health shows: the start-up findings, with a model the provider keeps refusing
 * marked `failing` (a `missing` model stays missing: the gateway does not call it).
 */
export function withFailures(report: ModelsReport, health: ModelHealth): ModelsReport {
  const mark = (kind: ModelKind): ModelReport => {
    const error = health.failing(kind);
    const entry = report[kind];
    return error && entry.status !== 'missing' ? { ...entry, status: 'failing', last_error: error } : entry;
  };
  return { chat: mark('chat'), image: mark('image') };
}
