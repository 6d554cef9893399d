import { Suspense, lazy, useState } from 'react';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { FieldSuggestion } from '@/engine/designBrief';
import type { SlotChange } from '@/engine/slotChanges';
import { designerStore, useDesigner } from '../useDesigner';
import { CaptureNote } from './CaptureNote';
import { ChatTabLayout } from './ChatTabLayout';

/** The voice panel (speech recognition, synthesis, its own conversation) loads with this tab. */
const VoiceChatPanel = lazy(() => import('../voice/VoiceChatPanel'));

/** Capture notes kept on screen: the latest few are what a speaker may want to undo. */
const MAX_NOTES = 3;

interface VoiceCapture {
  id: number;
  changes: SlotChange[];
  undone: boolean;
}

/** `onGenerate` opens the Design Studio and starts generating (trigger words and the Generate Design button). */
export function VoiceTab({ onGenerate }: { onGenerate: () => void }) {
  const slots = useDesigner((s) => s.slots);
  const agent = useDesigner((s) => s.agent);
  const [captures, setCaptures] = useState<VoiceCapture[]>([]);

  // Issue #19: a spoken change to the brief gets the same capture note with Undo as Text Chat.
  const onSuggestions = (suggestions: FieldSuggestion[]) => {
    const changes = designerStore.getState().applyExternalSuggestions(suggestions);
    if (changes.length > 0) setCaptures((list) => [{ id: Date.now() + list.length, changes, undone: false }, ...list].slice(0, MAX_NOTES));
  };
  const undo = (id: number) => {
    const capture = captures.find((c) => c.id === id);
    if (!capture || capture.undone) return;
    designerStore.getState().revertCapture(capture.changes);
    setCaptures((list) => list.map((c) => (c.id === id ? { ...c, undone: true } : c)));
  };

  return (
    <ChatTabLayout slots={slots} onGenerate={onGenerate}>
      <div className="flex flex-col gap-3">
        {captures.length > 0 && (
          <section aria-label="Brief updates from Voice Chat" aria-live="polite" className="rounded-2xl border border-ink-200 bg-white px-4 py-3 shadow-sm dark:border-ink-800 dark:bg-ink-900">
            <ul className="flex flex-col gap-1">
              {captures.map((capture) => (
                <li key={capture.id}>
                  <CaptureNote changes={capture.changes} undone={capture.undone} onUndo={() => undo(capture.id)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <Suspense fallback={<p className="p-6 text-sm text-ink-600 dark:text-ink-300">Loading Voice Chat…</p>}>
          <VoiceChatPanel agentId={agent} agentName={AGENT_BY_ID[agent].name} onSuggestions={onSuggestions} onGenerate={onGenerate} />
        </Suspense>
      </div>
    </ChatTabLayout>
  );
}
