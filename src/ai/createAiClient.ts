/**
 * Picks the provider (DESIGN.md §2) and makes sure a cloud failure never leaves the user worse
 * off than the device:
 * - the user's own key (BYOK) when they set one in Settings;
 * - else our server's gateway when /health says ai 'upstream';
 * - else the on-device engine, which also takes over when the gateway cannot be reached.
 * When a cloud call fails, the device does the same job: a persona reply comes from the device
 * with a note saying the cloud did not answer (spec §8's error text only when the device cannot
 * answer either), extraction and handoff are the device's, the image prompt is the engine's
 * sentence, and a failed cloud image is rendered on the device.
 * The assistant agents (Voice Chat) take the same path: the user's own provider or the product
 * server's /chat, else the same agents on the device (`answer` below decides who answers).
 */
import type { DesignSlots, FieldSuggestion, HandoffRecommendation } from '../engine/types';
// The on-device engine (agents, extraction, replies, prompts) runs in its worker, loaded on first use.
import { runOnDevice } from './engineWorker/deviceEngine';
import type {
  AgentAnswer,
  AgentCall,
  AgentServer,
  AiClient,
  AiProvider,
  AiProviderKind,
  ExtractFieldsInput,
  GeneratedImage,
  HandoffInput,
  ImageRequest,
  PersonaReplyInput,
} from './aiClient';
import { createCloudProvider } from './cloudProvider';
import { createOnDeviceProvider } from './onDeviceProvider';
import { AiError, isAbort, isUnreachable, toAiError, type AiErrorKind } from './errors';
import { resolveFamily, type ProviderFamilySetting } from '../engine/aiRequests/providerFamily';
import { NoCloudModel, type CritiqueAnswer, type CritiqueInput, type PersonaAnswer } from './aiClient';
import { BYOK_DEFAULT_BASE_URL, BYOK_DEFAULT_CHAT_MODEL, BYOK_DEFAULT_IMAGE_MODEL } from './ownKeyDefaults';

/** What the app learned from GET /health; null when the server could not be reached. */
export interface HealthInfo {
  ai: 'local' | 'upstream';
}

/** The user's own provider settings, kept on this device only (Dexie `settings`). */
export interface ByokSettings {
  apiKey: string;
  /** OpenAI-compatible base URL; default OpenAI's. */
  baseURL?: string;
  /** Which contract the provider speaks; `auto` (default) follows the base URL. */
  family?: ProviderFamilySetting;
  chatModel?: string;
  imageModel?: string;
}

export interface CreateAiClientOptions {
  health: HealthInfo | null;
  byok?: ByokSettings | null;
  /** Origin of the product server; default the page's own origin (the server serves the app). */
  serverOrigin?: string;
  /**
   * A fresh Firebase ID token for gateway calls (the device's anonymous identity when nobody is
   * signed in); the app passes `ensureIdToken` from the auth layer.
   */
  getIdToken?: () => Promise<string | null>;
  /** For tests: the fetch the cloud providers use. */
  fetch?: typeof fetch;
  /** For tests: replaces the on-device engine provider. */
  onDevice?: AiProvider;
  /** The product server's /chat (the app wires src/api/chat.ts); without it the agents answer on the device. */
  agentServer?: AgentServer;
  /**
   * Told after each call on the user's own key: null when it answered, else what went wrong
   * (issue #20: the badge says when the key does not work instead of quietly answering on the device).
   */
  onByokResult?: (problem: ByokProblem | null) => void;
}

/** Why calls on the user's own key fail: spec §8's kinds, or the provider could not be reached. */
export type ByokProblem = AiErrorKind | 'unreachable';

/** One way of answering, tried in turn by `answer`: the remote one first, then the device's. */
interface Leg<T> {
  /** The remote leg: whether this failure means it cannot be reached (then the device answers). */
  unreachable(err: unknown): boolean;
  /** Called once the remote leg turned out unreachable. */
  gone(): void;
  run(): Promise<T>;
}

/**
 * The one "which AI answers" path. Runs the remote leg when there is one; if it cannot be
 * reached, the device's leg answers (and the remote is told it is gone). Any other failure, or a
 * failure on the device, goes to `onFailure` with whether it was the device that failed.
 * Cancellation always reaches the caller.
 */
async function answer<T>(remote: Leg<T> | null, device: () => Promise<T>, onFailure: (err: unknown, onDevice: boolean) => Promise<T> | T): Promise<T> {
  if (remote) {
    try {
      return await remote.run();
    } catch (err) {
      if (isAbort(err)) throw err;
      if (!remote.unreachable(err)) return onFailure(err, false);
      remote.gone();
    }
  }
  try {
    return await device();
  } catch (err) {
    if (isAbort(err)) throw err;
    return onFailure(err, true);
  }
}

export { BYOK_DEFAULT_BASE_URL, BYOK_DEFAULT_CHAT_MODEL, BYOK_DEFAULT_IMAGE_MODEL };

/**
 * The gateway ignores the key and the model names: the server holds the real key and picks the
 * models. The SDK insists on both, so these placeholders say what they are.
 */
export const GATEWAY_PLACEHOLDER_KEY = 'held-by-inkclarity-server';
export const GATEWAY_PLACEHOLDER_MODEL = 'server-default';
/** The server already retries the provider once; retrying here too would multiply waits. */
const GATEWAY_RETRIES = 0;
/** Above the server's 120 s image budget. (Chat tasks wait their own time, aiRequests/taskTable.ts.) */
const GATEWAY_IMAGE_TIMEOUT_MS = 150_000;
/** One quick retry for a user's own provider (quota errors and long waits are never retried). */
const BYOK_RETRIES = 1;
const BYOK_IMAGE_TIMEOUT_MS = 120_000;

export function chooseProvider({ health, byok }: Pick<CreateAiClientOptions, 'health' | 'byok'>): AiProviderKind {
  if (byok && byok.apiKey.trim()) return 'byok';
  if (health?.ai === 'upstream') return 'gateway';
  return 'on-device';
}

function defaultOrigin(): string {
  return typeof location === 'undefined' ? 'http://127.0.0.1:8001' : location.origin;
}

function createRemote(kind: 'gateway' | 'byok', options: CreateAiClientOptions): AiProvider {
  if (kind === 'byok' && options.byok) {
    const { apiKey, baseURL, chatModel, imageModel, family } = options.byok;
    const base = baseURL?.trim() || BYOK_DEFAULT_BASE_URL;
    return createCloudProvider({
      kind,
      apiKey: apiKey.trim(),
      baseURL: base,
      family: resolveFamily(family, base),
      chatModel: chatModel?.trim() || BYOK_DEFAULT_CHAT_MODEL,
      imageModel: imageModel?.trim() || BYOK_DEFAULT_IMAGE_MODEL,
      maxRetries: BYOK_RETRIES,
      imageTimeoutMs: BYOK_IMAGE_TIMEOUT_MS,
      fetch: options.fetch,
    });
  }
  const origin = (options.serverOrigin ?? defaultOrigin()).replace(/\/+$/, '');
  return createCloudProvider({
    kind: 'gateway',
    apiKey: GATEWAY_PLACEHOLDER_KEY,
    baseURL: `${origin}/v1`,
    chatModel: GATEWAY_PLACEHOLDER_MODEL,
    imageModel: GATEWAY_PLACEHOLDER_MODEL,
    maxRetries: GATEWAY_RETRIES,
    imageTimeoutMs: GATEWAY_IMAGE_TIMEOUT_MS,
    fetch: options.fetch,
    getIdToken: options.getIdToken,
  });
}

/** Spec §8's prompt for an empty one, from the engine's module (with its tables: loaded only on this rare path). */
const defaultImagePrompt = () => import('../engine/imagePrompt').then((m) => m.DEFAULT_IMAGE_PROMPT);

async function safeFallbackPrompt(slots: DesignSlots): Promise<string> {
  try {
    return (await runOnDevice('fallbackImagePrompt', [slots])).trim() || (await defaultImagePrompt());
  } catch {
    return defaultImagePrompt();
  }
}

export function createAiClient(options: CreateAiClientOptions): AiClient {
  const onDevice = options.onDevice ?? createOnDeviceProvider();
  const chosen = chooseProvider(options);
  let current: AiProvider = chosen === 'on-device' ? onDevice : createRemote(chosen, options);
  const listeners = new Set<(provider: AiProviderKind) => void>();
  const agentServer = options.agentServer;
  /** Set once the server could not be reached; like a gone gateway, it stays so until the app builds a new client. */
  let agentServerGone = false;

  function switchToOnDevice(): void {
    // Only a gone gateway switches, and it lives on the product server: /chat is gone with it.
    agentServerGone = true;
    if (current === onDevice) return;
    current = onDevice;
    for (const listener of listeners) listener(onDevice.kind);
  }

  /**
   * Runs an operation on the current provider. If a cloud provider cannot be reached, the same
   * operation runs on the device (and a gateway that is gone stays replaced until the app builds
   * a new client after its next health check). Any other failure goes to `onFailure`.
   */
  function run<T>(op: (provider: AiProvider) => Promise<T>, onFailure: (err: unknown, provider: AiProvider) => Promise<T> | T): Promise<T> {
    const provider = current;
    const remote: Leg<T> | null =
      provider === onDevice
        ? null
        : {
            unreachable: (err) => isUnreachable(err, { gateway: provider.kind === 'gateway' }),
            gone: () => {
              if (provider.kind === 'gateway') switchToOnDevice();
            },
            run: async () => {
              if (provider.kind !== 'byok') return op(provider);
              try {
                const result = await op(provider);
                options.onByokResult?.(null);
                return result;
              } catch (err) {
                if (!isAbort(err)) options.onByokResult?.(isUnreachable(err, { gateway: false }) ? 'unreachable' : toAiError(err).kind);
                throw err;
              }
            },
          };
    return answer(remote, () => op(onDevice), (err, failedOnDevice) => onFailure(err, failedOnDevice ? onDevice : provider));
  }


  return {
    get provider() {
      return current.kind;
    },

    onProviderChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    agentReply(call: AgentCall, signal?: AbortSignal): Promise<AgentAnswer> {
      const onTheDevice = async (): Promise<AgentAnswer> => {
        signal?.throwIfAborted();
        return { reply: await runOnDevice('agentReply', [call, call.agent], signal), source: 'device' };
      };
      const own = current.kind === 'byok' ? current : null;
      if (own?.agentReply) {
        const askOwn = own.agentReply.bind(own);
        // The user's own provider answers the agents too; when it fails, the device does.
        const ownLeg: Leg<AgentAnswer> = { unreachable: () => true, gone: () => {}, run: async () => ({ reply: await askOwn(call, signal), source: 'byok' }) };
        return answer(ownLeg, onTheDevice, (err) => {
          throw err;
        });
      }
      const remote: Leg<AgentAnswer> | null =
        agentServer && !agentServerGone
          ? {
              unreachable: (err) => agentServer.isUnreachable(err),
              gone: () => {
                agentServerGone = true;
                // The gateway lives on the same server: both tabs now say the device answers.
                if (current.kind === 'gateway') switchToOnDevice();
              },
              run: async () => ({ reply: await agentServer.ask(call, signal), source: 'server' }),
            }
          : null;
      return answer(remote, onTheDevice, (err, failedOnDevice) => {
        // A server that answers badly (timeout, error status, invalid body) is answered for on the device too.
        if (failedOnDevice || !agentServer?.isFailure(err)) throw err;
        return onTheDevice();
      });
    },

    async critiqueDesign(input: CritiqueInput, signal?: AbortSignal): Promise<CritiqueAnswer> {
      const provider = current;
      if (provider === onDevice || !provider.critiqueDesign) throw new NoCloudModel();
      try {
        return await provider.critiqueDesign(input, signal);
      } catch (err) {
        // A gateway that is gone stays replaced (the rest of the app then answers on the device);
        // the critique itself has no device stand-in, so the failure goes to the screen.
        if (!isAbort(err) && provider.kind === 'gateway' && isUnreachable(err, { gateway: true })) switchToOnDevice();
        throw err;
      }
    },

    async personaReply(input: PersonaReplyInput, signal?: AbortSignal): Promise<PersonaAnswer> {
      const asked = current;
      return run(
        async (p): Promise<PersonaAnswer> => {
          // Only a cloud reply streams; the device's is instant and arrives whole.
          const text = (await p.personaReply(p === onDevice ? { ...input, onDelta: undefined } : input, signal)).trim();
          if (!text) throw new AiError('emptyReply');
          return { text, provider: p.kind, ...(p !== asked && asked !== onDevice && { cloudFailure: toAiError(new AiError('other')).message }) };
        },
        async (err, provider) => {
          const reason = toAiError(err);
          if (provider === onDevice) throw reason;
          // The cloud did not answer: the device does, and the note says so. Spec §8's text only
          // when the device cannot answer either.
          try {
            const text = (await onDevice.personaReply({ ...input, onDelta: undefined }, signal)).trim();
            if (!text) throw reason;
            return { text, provider: onDevice.kind, cloudFailure: reason.message };
          } catch (deviceErr) {
            if (isAbort(deviceErr)) throw deviceErr;
            throw reason;
          }
        },
      );
    },

    extractFields(input: ExtractFieldsInput, signal?: AbortSignal): Promise<FieldSuggestion[]> {
      // A failed or slow cloud extraction: the device's fills the brief (it is right most of the time).
      return run((p) => p.extractFields(input, signal), (_err, provider) => (provider === onDevice ? [] : onDevice.extractFields(input, signal).catch(() => [])));
    },

    recommendHandoff(input: HandoffInput, signal?: AbortSignal): Promise<HandoffRecommendation | null> {
      return run((p) => p.recommendHandoff(input, signal), (_err, provider) => (provider === onDevice ? null : onDevice.recommendHandoff(input, signal).catch(() => null)));
    },

    async buildImagePrompt(slots: DesignSlots, signal?: AbortSignal): Promise<string> {
      const prompt = await run((p) => p.buildImagePrompt(slots, signal), () => safeFallbackPrompt(slots));
      return prompt.trim() || (await safeFallbackPrompt(slots));
    },

    generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      return run(
        (p) => p.generateImage(request, signal),
        async (err, provider) => {
          if (provider === onDevice) throw toAiError(err);
          // DESIGN.md §2: instead of the spec's placeholder image, draw the design on the device.
          const reason = toAiError(err);
          try {
            const drawn = await onDevice.generateImage(request, signal);
            return { ...drawn, fallbackReason: reason.message };
          } catch (renderErr) {
            if (isAbort(renderErr)) throw renderErr;
            throw reason;
          }
        },
      );
    },
  };
}
