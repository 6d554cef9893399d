import { PROVIDER_LABELS } from '@/ai/messages';
import { useAiSession } from '@/ai/aiSession';

const DOT: Record<keyof typeof PROVIDER_LABELS, string> = {
  gateway: 'bg-emerald-500',
  byok: 'bg-sky-500',
  'on-device': 'bg-amber-500',
};

/** Which AI is answering now: the server's gateway, the user's own key, or the on-device engine. */
export function ProviderIndicator() {
  const { provider, checking } = useAiSession();
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
