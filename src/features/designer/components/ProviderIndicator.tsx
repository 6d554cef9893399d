import { PROVIDER_LABELS } from '@/ai/messages';
import { useAiSession } from '@/ai/aiSessionStore';
import type { ByokProblem } from '@/ai/createAiClient';
import { buttonClasses } from '@/shared/ui/buttonClasses';

/** The AI client's module (and the engine behind it) loads after the first paint; by now it is there. */
const bypassOwnKey = (target: 'gateway' | 'on-device') => void import('@/ai/aiSession').then((m) => m.bypassOwnKey(target));

const DOT: Record<keyof typeof PROVIDER_LABELS, string> = {
  gateway: 'bg-emerald-500',
  byok: 'bg-sky-500',
  'on-device': 'bg-amber-500',
};

/** Why the user's own key fails, in a few words for the badge. */
const BYOK_PROBLEM_TEXT: Record<ByokProblem, string> = {
  apiKey: 'Your AI key was rejected',
  quota: 'Your AI key is out of quota',
  rateLimit: 'Your AI key is rate-limited',
  unreachable: 'Your AI provider cannot be reached',
  other: 'Your AI key is not working',
  emptyReply: 'Your AI key is not working',
  rendererUnavailable: 'Your AI key is not working',
};

/**
 * Which AI is answering now: the server's gateway, the user's own key, or the on-device engine.
 * When calls on the user's key fail it says so, and offers to go on with the server or the device.
 */
export function ProviderIndicator() {
  const { provider, checking, byokProblem } = useAiSession();
  if (!checking && provider === 'byok' && byokProblem) {
    return (
      <div role="status" data-testid="ai-provider" data-provider="byok" data-problem={byokProblem} className="flex flex-wrap items-center gap-2">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-blood-500/60 bg-blood-500/10 px-2.5 py-1 text-xs font-semibold text-blood-700 dark:text-blood-400">
          <span aria-hidden="true" className="size-2 rounded-full bg-blood-500" />
          {BYOK_PROBLEM_TEXT[byokProblem]}
        </p>
        <button type="button" className={buttonClasses('secondary', 'px-2.5 py-1 text-xs')} onClick={() => bypassOwnKey('gateway')}>
          Use InkClarity’s AI
        </button>
        <button type="button" className={buttonClasses('ghost', 'px-2.5 py-1 text-xs')} onClick={() => bypassOwnKey('on-device')}>
          Use this device
        </button>
      </div>
    );
  }
  return (
    <p
      className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 px-2.5 py-1 text-xs font-medium text-ink-700 dark:border-ink-700 dark:text-ink-200"
      data-testid="ai-provider"
      data-provider={checking ? 'checking' : provider}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${checking ? 'animate-pulse bg-ink-400' : DOT[provider]}`} />
      <span className="sr-only">AI in use: </span>
      {checking ? 'Checking AI…' : PROVIDER_LABELS[provider]}
    </p>
  );
}
