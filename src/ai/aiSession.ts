/**
 * The designer's AI client: asks the product server's /health which provider to use (DESIGN.md
 * §2), honours the user's own key from Settings, and falls back to the on-device engine when the
 * server cannot be reached. The client is rebuilt when the key changes or the page comes back
 * online, so the indicator always says who is answering.
 */
import { idTokenOrNull } from '@/shared/auth/deviceIdentity';
import type { AgentServer, AiClient } from '@/ai/aiClient';
import { useAiSession } from '@/ai/aiSessionStore';
import { createAiClient, type HealthInfo } from '@/ai/createAiClient';
import { appConfig } from '@/shared/config';
import { sendChat, type ChatCall } from '@/api/chat';
import type { ChatResponse } from '@/engine/types';
import { checkHealth } from '@/api/health';
import { ApiError } from '@/api/http';
import { loadedSettingsStore, storedSettings } from '@/stores/lazySettings';
import type { AppSettings } from '@/stores/settingsStore';

type OwnKeySettings = Pick<AppSettings, 'aiApiKey' | 'aiBaseUrl' | 'aiProviderFamily' | 'aiChatModel' | 'aiImageModel'>;
/** On a device with no database nothing is saved: no own key (and no Dexie loaded to learn that). */
const NO_OWN_KEY: OwnKeySettings = { aiApiKey: '', aiBaseUrl: '', aiProviderFamily: 'auto', aiChatModel: '', aiImageModel: '' };

/** The user's own key and how to use it (the defaults on a device with no database). */
async function readKeySettings(): Promise<OwnKeySettings> {
  return (await storedSettings())?.use.getState() ?? NO_OWN_KEY;
}

/** What /health says about the AI, or null when the server cannot be reached (the device answers). */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthInfo | null> {
  try {
    const health = await checkHealth({ signal });
    return { ai: health.ai };
  } catch {
    // Offline, server stopped, or a static host answering HTML.
    return null;
  }
}

/** The product server's assistant agents for the AI client: POST /chat, whose failures are ApiErrors. */
export function productServerAgents(send: (call: ChatCall, options: { signal?: AbortSignal }) => Promise<ChatResponse> = sendChat): AgentServer {
  return {
    ask: (call, signal) => send(call, { signal }),
    isFailure: (err) => err instanceof ApiError,
    isUnreachable: (err) => err instanceof ApiError && err.kind === 'network',
  };
}

export { useAiSession };

let clientPromise: Promise<AiClient> | null = null;
let unsubscribeProvider: (() => void) | null = null;
let builtForKey: string | null = null;

/** Everything of the own key that changes which provider answers, and how. */
function ownKeyFingerprint({ aiApiKey, aiBaseUrl, aiProviderFamily, aiChatModel, aiImageModel }: OwnKeySettings): string {
  return [aiApiKey, aiBaseUrl, aiProviderFamily, aiChatModel, aiImageModel].join('|');
}

async function build(): Promise<AiClient> {
  const settings = await readKeySettings();
  const { aiApiKey, aiBaseUrl, aiProviderFamily, aiChatModel, aiImageModel } = settings;
  const key = ownKeyFingerprint(settings);
  // A new key is a new chance: forget the old key's failure and any choice to bypass it.
  if (builtForKey !== key) useAiSession.setState({ byokProblem: null, byokBypassed: null });
  builtForKey = key;
  const bypassed = useAiSession.getState().byokBypassed;
  const useKey = Boolean(aiApiKey.trim()) && !bypassed;
  const health = useKey || bypassed === 'on-device' ? null : await fetchHealth();
  const client = createAiClient({
    health,
    byok: useKey
      ? { apiKey: aiApiKey, baseURL: aiBaseUrl || undefined, family: aiProviderFamily, chatModel: aiChatModel || undefined, imageModel: aiImageModel || undefined }
      : null,
    serverOrigin: appConfig.apiBaseUrl || undefined,
    agentServer: productServerAgents(),
    getIdToken: idTokenOrNull,
    onByokResult: (byokProblem) => {
      if (useAiSession.getState().byokProblem !== byokProblem) useAiSession.setState({ byokProblem });
    },
  });
  unsubscribeProvider?.();
  unsubscribeProvider = client.onProviderChange((provider) => useAiSession.setState({ provider }));
  useAiSession.setState({ provider: client.provider, checking: false });
  return client;
}

/** The current client (built on first use; later calls share it). */
export function getAiClient(): Promise<AiClient> {
  const current = loadedSettingsStore()?.use.getState();
  if (clientPromise && current?.hydrated && builtForKey !== null && builtForKey !== ownKeyFingerprint(current)) clientPromise = null;
  clientPromise ??= build();
  return clientPromise;
}

/** Forget the client so the next call checks /health again (used when the network returns). */
export function refreshAiClient(): void {
  clientPromise = null;
  void getAiClient();
}

/**
 * Goes on without the user's own key (the badge's offer when the key fails): the server's AI when
 * it has one, else — or when asked — the device. The key stays saved; changing it tries it again.
 */
export function bypassOwnKey(target: 'gateway' | 'on-device'): void {
  useAiSession.setState({ byokBypassed: target, byokProblem: null, checking: true });
  refreshAiClient();
}
