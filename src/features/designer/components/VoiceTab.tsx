import { Suspense, lazy } from 'react';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import { toast } from '@/shared/toast/toastStore';
import { SLOT_LABELS, type FieldSuggestion } from '@/engine/designBrief';
import { designerStore, useDesigner } from '../useDesigner';
import { ChatTabLayout } from './ChatTabLayout';

/** The voice panel (speech recognition, synthesis, its own conversation) loads with this tab. */
const VoiceChatPanel = lazy(() => import('../voice/VoiceChatPanel'));

export function VoiceTab({ onGenerate, onOpenStudio }: { onGenerate: () => void; onOpenStudio: () => void }) {
  const slots = useDesigner((s) => s.slots);
  const agent = useDesigner((s) => s.agent);

  const onSuggestions = (suggestions: FieldSuggestion[]) => {
    const changes = designerStore.getState().applyExternalSuggestions(suggestions);
    if (changes.length > 0) {
      toast({ title: 'Design updated', description: changes.map((c) => `${SLOT_LABELS[c.field]} → ${c.value}`).join(', ') });
    }
  };

  return (
    <ChatTabLayout slots={slots} onGenerate={onOpenStudio}>
      <Suspense fallback={<p className="p-6 text-sm text-ink-600 dark:text-ink-300">Loading Voice Chat…</p>}>
        <VoiceChatPanel agentId={agent} agentName={AGENT_BY_ID[agent].name} onSuggestions={onSuggestions} onGenerate={onGenerate} />
      </Suspense>
    </ChatTabLayout>
  );
}
