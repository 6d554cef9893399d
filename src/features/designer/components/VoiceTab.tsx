/// <reference types="vite/client" />
import { Suspense, lazy, type ComponentType } from 'react';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import { toast } from '@/app/toast/toastStore';
import { SLOT_LABELS, type FieldSuggestion } from '@/engine/designBrief';
import type { AgentId } from '@/engine/types';
import { designerStore, useDesigner } from '../useDesigner';
import { ChatTabLayout } from './ChatTabLayout';

/** The Voice Chat panel's contract (src/features/designer/voice, built alongside this screen). */
export interface VoiceChatPanelProps {
  agentId: AgentId;
  agentName: string;
  onSuggestions: (s: FieldSuggestion[]) => void;
  onGenerate: () => void;
}

/**
 * Found through a glob so this screen builds whether or not the voice panel has landed yet; the
 * panel's code loads only when the Voice Chat tab opens.
 */
const voiceModules = import.meta.glob<{ default: ComponentType<VoiceChatPanelProps> }>('../voice/VoiceChatPanel.tsx');
const loadVoicePanel = Object.values(voiceModules)[0];
const VoiceChatPanel = loadVoicePanel ? lazy(loadVoicePanel) : null;

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
      {VoiceChatPanel ? (
        <Suspense fallback={<p className="p-6 text-sm text-ink-600 dark:text-ink-300">Loading Voice Chat…</p>}>
          <VoiceChatPanel agentId={agent} agentName={AGENT_BY_ID[agent].name} onSuggestions={onSuggestions} onGenerate={onGenerate} />
        </Suspense>
      ) : (
        <section aria-labelledby="voice-pending-title" className="rounded-2xl border border-dashed border-ink-300 p-6 dark:border-ink-700">
          <h2 id="voice-pending-title" className="text-base font-bold">
            Voice Chat
          </h2>
          <p className="mt-2 text-sm text-ink-600 dark:text-ink-300">Temporary: the voice panel is still being built in this release. Use the Text Chat tab meanwhile.</p>
        </section>
      )}
    </ChatTabLayout>
  );
}
