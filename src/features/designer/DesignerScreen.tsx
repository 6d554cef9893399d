import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AgentId } from '@/engine/types';
import { DESIGNER_TABS, type DesignerTab } from './designerPersistence';
import { DESIGNER_SUBTITLE, DESIGNER_TITLE, GENERATE_GATE_HINT, GENERATE_LABEL } from './designerMessages';
import { canGenerate } from './designerState';
import { toast } from '@/shared/toast/toastStore';
import { openAssistant } from '@/shared/chat/assistantLauncher';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { afterHydration, designerStore, hydrateDesigner, loadAiClient, useDesigner } from './useDesigner';
import { AgentBadge } from './components/AgentBadge';
import { DesignerTabs } from './components/DesignerTabs';
import { ChatIcon } from '@/shared/ui/icons';
import { TextChatTab } from './components/TextChatTab';
import { whenIdle } from '@/shared/scheduling/whenIdle';

// The first paint is the shell and the text chat (the default tab), from this chunk and Dexie:
// the studio (renderer, saving to the profile and the CRM sync behind it) and the voice tab are
// their own chunks, loaded when opened; the AI client and the engine load in an idle moment or
// with the first message; the agent menu (Headless UI) when the badge is about to be used
// (DESIGN.md §7 / issue #16: `/designer` ≤ 150 KB gzip before first paint).
const StudioTab = lazy(() => import('./components/StudioTab').then((m) => ({ default: m.StudioTab })));
const VoiceTab = lazy(() => import('./components/VoiceTab').then((m) => ({ default: m.VoiceTab })));
const tabLoading = <p role="status" className="p-6 text-sm text-ink-600 dark:text-ink-300">Loading…</p>;

const isTab = (value: string | null): value is DesignerTab => value !== null && (DESIGNER_TABS as readonly string[]).includes(value);

/** Asks the server again which AI to use (coming back online). */
const refreshAi = () => void import('@/ai/aiSession').then((m) => m.refreshAiClient());

/** Tattoo Design Studio (spec §2): header, agent badge, and the Text, Voice and Studio tabs. */
export default function DesignerScreen() {
  const hydrated = useDesigner((s) => s.hydrated);
  const storedTab = useDesigner((s) => s.tab);
  const agent = useDesigner((s) => s.agent);
  const [params, setParams] = useSearchParams();
  const urlTab = params.get('tab');
  // The URL says which tab is open; without one, the tab the user last had open (from Dexie).
  const tab: DesignerTab = isTab(urlTab) ? urlTab : storedTab;

  useEffect(() => {
    void hydrateDesigner();
    // Which AI answers (the provider badge): asked in an idle moment, after the first paint; a
    // message sent before then loads it at once.
    const cancel = whenIdle(() => void loadAiClient().catch((error: unknown) => console.warn('AI client not ready', error)));
    window.addEventListener('online', refreshAi);
    return () => {
      cancel();
      window.removeEventListener('online', refreshAi);
    };
  }, []);

  // Keep the stored tab in step with the URL (links, back/forward) and the URL naming the tab.
  useEffect(() => {
    if (!hydrated) return;
    if (isTab(urlTab)) designerStore.getState().setTab(urlTab);
    else
      setParams(
        (p) => {
          p.set('tab', designerStore.getState().tab);
          return p;
        },
        { replace: true },
      );
  }, [hydrated, urlTab, setParams]);

  const selectTab = useCallback(
    (next: DesignerTab) => {
      afterHydration(() => designerStore.getState().setTab(next));
      setParams(
        (p) => {
          p.set('tab', next);
          return p;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const selectAgent = (next: AgentId) => afterHydration(() => designerStore.getState().setAgent(next));

  // The chat tabs' Generate Design button, "generate it" in Text Chat and the voice trigger words
  // ('generate', 'create image', 'show me'): open the studio and draw (issue #19).
  const openStudioAndGenerate = () => {
    selectTab('studio');
    if (canGenerate(designerStore.getState().slots)) void designerStore.getState().generate();
    else toast({ title: GENERATE_LABEL, description: GENERATE_GATE_HINT });
  };

  // Before the saved state has loaded the Text Chat paints with its conversation loading (the
  // message box already takes typing); the voice and studio tabs wait for it.
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
      <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-2xl font-black tracking-tight sm:text-4xl">{DESIGNER_TITLE}</h1>
          <p className="mt-1 text-sm text-ink-600 sm:text-base dark:text-ink-300">{DESIGNER_SUBTITLE}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AgentBadge value={agent} onChange={selectAgent} />
          <button type="button" onClick={openAssistant} className={buttonClasses('secondary', 'px-3 py-1.5')}>
            <ChatIcon className="size-4" />
            Ask the AI Assistant
          </button>
        </div>
      </header>

      <DesignerTabs tab={tab} onSelect={selectTab}>
        {tab === 'text' ? (
          <TextChatTab onGenerate={openStudioAndGenerate} onOpenStudio={() => selectTab('studio')} />
        ) : !hydrated ? (
          tabLoading
        ) : (
          <Suspense fallback={tabLoading}>{tab === 'voice' ? <VoiceTab onGenerate={openStudioAndGenerate} /> : <StudioTab />}</Suspense>
        )}
      </DesignerTabs>
    </div>
  );
}
