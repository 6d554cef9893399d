/**
 * The app's one designer store, bound to the real database and AI session. Components read it
 * through `useDesigner(selector)`; the store itself lives in designerStore.ts.
 *
 * Dexie, the AI client (and the on-device engine behind it), the assistant agents and the consultation
 * recorder are imported on first use, not with this module: the designer's first paint is the
 * shell and the Text Chat (issue #16: `/designer` ≤ 150 KB gzip before first paint). A message
 * sent before they have loaded shows at once and is answered once they have.
 */
import { useStore } from 'zustand';
import { reportStorageError } from '@/db/storageHealth';
import { DESIGNER_SYNC_CHANNEL } from '@/shared/brief/briefStorage';
import { afterLoadWhenIdle } from '@/shared/scheduling/afterLoadWhenIdle';
import { nextTask } from '@/shared/scheduling/nextTask';
import { deferPersistence } from './designerPersistence';
import { useAiSession } from '@/ai/aiSessionStore';
import { warmDeviceEngine } from '@/ai/engineWorker/deviceEngine';
import { PERSONA_IDS } from '@/engine/types';
import { grewByAnswer, textChatConsultation } from './designerConsultation';
import { noteConsultation } from './consultationNotes';
import { broadcastSync, createDesignerStore, type DesignerActions, type DesignerState } from './designerStore';

let aiModules: Promise<typeof import('@/ai/aiSession')> | null = null;

/**
 * The AI session's module graph in stages, a task apart (like app/lazyScreen.tsx's stages): the
 * client, then the session. One dynamic import evaluates its whole graph in one task; split, no
 * piece of it is a long task in the idle time after the designer's first paint. The on-device
 * engine is not part of it: it loads in its own worker (@/ai/engineWorker), on the visitor's first
 * intent to write (prepareToChat) or with the first message. A failed load is tried again on the
 * next call.
 */
function loadAiModules(): Promise<typeof import('@/ai/aiSession')> {
  if (aiModules) return aiModules;
  const load = (async () => {
    await import('@/ai/createAiClient');
    await nextTask();
    return import('@/ai/aiSession');
  })();
  aiModules = load;
  load.catch(() => {
    if (aiModules === load) aiModules = null;
  });
  return load;
}

/** The AI client, built on first use (for a user's own key it pulls in the openai SDK). */
export const loadAiClient = () => loadAiModules().then((m) => m.getAiClient());

let prepared = false;
/**
 * The visitor is about to write in the Text Chat (a press, focus or key in it): load what the
 * first message needs — the on-device engine in its worker (off the main thread), the database
 * (the message will be saved) and the AI client — so the answer does not wait for them.
 */
export function prepareToChat(): void {
  if (prepared) return;
  prepared = true;
  const { provider, checking } = useAiSession.getState();
  if (checking || provider === 'on-device') void warmDeviceEngine();
  void loadAiClient().catch((error: unknown) => console.warn('AI client not ready', error));
  void Promise.all([import('@/db/database'), import('./designerDatabase')]).catch((error: unknown) => console.warn('Designer storage not loaded ahead', error));
}

/**
 * The on-device engine's worker starts once the page has loaded and the browser is idle, not only on
 * the visitor's intent: its boot (about 600 KB of script and the tagger) runs off the main thread, and
 * a first reply that waits for it arrives late enough to count as a layout shift the visitor did not
 * cause (CLS, issue #38). Nothing of the engine is evaluated on the main thread.
 */
export function warmEngineWhenIdle(onReady: () => void): () => void {
  return afterLoadWhenIdle(() => {
    const { provider, checking } = useAiSession.getState();
    if (checking || provider === 'on-device') void warmDeviceEngine().then((ready) => ready && onReady());
  });
}

export const designerStore = createDesignerStore({
  // Dexie loads with the first read (hydration, started when the screen mounts, after the first
  // paint) when the device has a database; on a first visit, with the first write.
  persistence: deferPersistence(
    () => Promise.all([import('@/db/database'), import('./designerDatabase')]).then(([{ db }, { createDesignerPersistence }]) => createDesignerPersistence(db)),
  ),
  getClient: loadAiClient,
  sync: broadcastSync(DESIGNER_SYNC_CHANNEL),
  askAgent: async (input) => {
    const [{ askAgent }, { chatUserId }] = await Promise.all([import('./voice/agentConversation'), import('@/api/chat')]);
    return askAgent({ ...input, userId: await chatUserId() });
  },
  onStorageError: (error) => {
    if (!reportStorageError(error)) console.error('Designer storage failed', error);
  },
});

// Text Chat: one consultation per persona conversation, noted when an answer arrives in THIS tab
// (it was waiting for it), so a conversation synced in from another tab is not recorded twice.
// Voice Chat's are noted by voice/voiceConsultations.ts, loaded with its panel.
designerStore.subscribe((after, before) => {
  for (const persona of PERSONA_IDS) {
    if (!before.replying[persona] || !grewByAnswer(before.conversations[persona], after.conversations[persona])) continue;
    const consultation = textChatConsultation(persona, after.conversations[persona] ?? [], after.slots);
    if (consultation) noteConsultation(consultation.key, consultation.summary);
  }
});

let hydration: Promise<void> | null = null;
/** Hydrates once per page load (the screen may mount several times). */
export function hydrateDesigner(): Promise<void> {
  hydration ??= designerStore.getState().hydrate();
  return hydration;
}

/**
 * A choice made before the saved state has loaded (the screen paints first) is applied once it
 * has: applied earlier, hydration would overwrite it, and its write would overwrite the saved state.
 */
export function afterHydration(action: () => void): void {
  void hydrateDesigner().then(action);
}

export function useDesigner<T>(selector: (state: DesignerState & DesignerActions) => T): T {
  return useStore(designerStore, selector);
}
