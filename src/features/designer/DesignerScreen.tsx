import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AgentId } from '@/engine/types';
import { refreshAiClient, getAiClient } from '@/ai/aiSession';
import { DESIGNER_TABS, type DesignerTab } from './designerPersistence';
import { DESIGNER_SUBTITLE, DESIGNER_TITLE, GENERATE_GATE_HINT, GENERATE_LABEL, TAB_LABELS } from './designerMessages';
import { canGenerate } from './designerStore';
import { toast } from '@/shared/toast/toastStore';
import { openAssistant } from '@/shared/chat/assistantLauncher';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { designerStore, hydrateDesigner, useDesigner } from './useDesigner';
import { AgentSelector } from './components/AgentSelector';
import { ChatIcon, MicIcon, PaletteIcon } from '@/shared/ui/icons';
import { TextChatTab } from './components/TextChatTab';

// The first paint is the text chat (the default tab): the studio (renderer, saving to the profile
// and the CRM sync behind it) and the voice tab are their own chunks, loaded when opened
// (DESIGN.md §7: `/designer` ≤ 150 KB gzip before first paint).
const StudioTab = lazy(() => import('./components/StudioTab').then((m) => ({ default: m.StudioTab })));
const VoiceTab = lazy(() => import('./components/VoiceTab').then((m) => ({ default: m.VoiceTab })));
const tabLoading = <p role="status" className="p-6 text-sm text-ink-600 dark:text-ink-300">Loading…</p>;

const TAB_ICONS = { text: ChatIcon, voice: MicIcon, studio: PaletteIcon } as const;
const isTab = (value: string | null): value is DesignerTab => value !== null && (DESIGNER_TABS as readonly string[]).includes(value);

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
    void getAiClient();
    // Coming back online: ask the server again which AI to use.
    window.addEventListener('online', refreshAiClient);
    return () => window.removeEventListener('online', refreshAiClient);
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
      designerStore.getState().setTab(next);
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

  const selectAgent = (next: AgentId) => {
    designerStore.getState().setAgent(next);
  };

  // The chat tabs' Generate Design button, "generate it" in Text Chat and the voice trigger words
  // ('generate', 'create image', 'show me'): open the studio and draw (issue #19).
  const openStudioAndGenerate = () => {
    selectTab('studio');
    if (canGenerate(designerStore.getState().slots)) void designerStore.getState().generate();
    else toast({ title: GENERATE_LABEL, description: GENERATE_GATE_HINT });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
      <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-2xl font-black tracking-tight sm:text-4xl">{DESIGNER_TITLE}</h1>
          <p className="mt-1 text-sm text-ink-600 sm:text-base dark:text-ink-300">{DESIGNER_SUBTITLE}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AgentSelector value={agent} onChange={selectAgent} />
          <button type="button" onClick={openAssistant} className={buttonClasses('secondary', 'px-3 py-1.5')}>
            <ChatIcon className="size-4" />
            Ask the AI Assistant
          </button>
        </div>
      </header>

      {!hydrated ? (
        <div role="status" className="flex min-h-[40vh] items-center justify-center">
          <span className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-blood-500" aria-hidden="true" />
          <span className="sr-only">Loading your design…</span>
        </div>
      ) : (
        <TabGroup selectedIndex={DESIGNER_TABS.indexOf(tab)} onChange={(i) => selectTab(DESIGNER_TABS[i])}>
          <TabList aria-label="Designer" className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1 sm:inline-grid sm:w-auto dark:bg-ink-900">
            {DESIGNER_TABS.map((t) => {
              const Icon = TAB_ICONS[t];
              return (
                <Tab
                  key={t}
                  className="flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-1 py-2 text-[0.8125rem] font-semibold sm:text-sm text-ink-700 outline-none transition-colors hover:text-ink-950 focus-visible:ring-2 focus-visible:ring-blood-500 data-selected:bg-white data-selected:text-ink-950 data-selected:shadow-sm sm:px-4 dark:text-ink-300 dark:hover:text-white dark:data-selected:bg-ink-700 dark:data-selected:text-white"
                >
                  <Icon className="hidden size-4 min-[400px]:block" />
                  {TAB_LABELS[t]}
                </Tab>
              );
            })}
          </TabList>
          <TabPanels>
            <TabPanel className="outline-none">
              <TextChatTab onGenerate={openStudioAndGenerate} onOpenStudio={() => selectTab('studio')} />
            </TabPanel>
            <TabPanel className="outline-none">
              <Suspense fallback={tabLoading}>
                <VoiceTab onGenerate={openStudioAndGenerate} />
              </Suspense>
            </TabPanel>
            <TabPanel className="outline-none">
              <Suspense fallback={tabLoading}>
                <StudioTab />
              </Suspense>
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </div>
  );
}
