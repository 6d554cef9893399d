/**
 * Loading the designer from Dexie and keeping tabs in step. On start the store hydrates (brief,
 * designs, screen state and the open conversation's newest page, in one update; a long
 * conversation's older messages follow); after each save a tab
 * posts what changed on a BroadcastChannel and the others reread that part. The brief, the
 * designs and the design on show follow the other tab; each tab keeps its own open tab, agent
 * and persona.
 */
import { EMPTY_SLOTS } from '@/engine/designBrief';
import type { PersonaId } from '@/engine/types';
import { DEFAULT_UI_STATE, type ChatMessage, type DesignImage } from './designerPersistence';
import { visibleDesigns, type DesignerActions } from './designerState';
import type { DesignerKit } from './designerWrites';

/**
 * Messages read first when a conversation opens: more than the list shows at once, so it can
 * draw immediately while the rest (for 'Show earlier' and the AI's history) loads behind it.
 */
export const CONVERSATION_FIRST_PAGE = 200;

/** What one tab tells the others it saved (they reread that part from Dexie). */
export type DesignerChange = { part: 'ui' | 'slots' | 'images' } | { part: 'messages'; persona: PersonaId };

export interface DesignerSync {
  post(change: DesignerChange): void;
  subscribe(listener: (change: DesignerChange) => void): () => void;
}

/** Tabs of the same origin talk over a BroadcastChannel (absent in very old browsers: no sync). */
export function broadcastSync(name: string): DesignerSync | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (change) => channel.postMessage(change),
    subscribe: (listener) => {
      const handler = (event: MessageEvent<DesignerChange>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** Stored messages first, then any this tab added meanwhile (ids already stored are kept once). */
export function mergeStored(stored: readonly ChatMessage[], current: readonly ChatMessage[]): ChatMessage[] {
  const ids = new Set(stored.map((m) => m.id));
  return [...stored, ...current.filter((m) => !ids.has(m.id))];
}

export function createLoading(kit: DesignerKit): Pick<DesignerActions, 'hydrate' | 'ensureConversation'> {
  const { get, set, persistence, reportError, sawMessages } = kit;
  const conversationLoads = new Map<PersonaId, Promise<void>>();
  const merged = (persona: PersonaId, stored: ChatMessage[]) => {
    sawMessages(stored);
    return { ...get().conversations, [persona]: mergeStored(stored, get().conversations[persona] ?? []) };
  };
  /** Tracks a conversation's load so ensureConversation answers it, and an error leaves the list empty, not loading. */
  const track = (persona: PersonaId, work: Promise<void>): Promise<void> => {
    const load = work
      .catch((e: unknown) => {
        reportError(e);
        if (!get().conversations[persona]) set({ conversations: { ...get().conversations, [persona]: [] } });
      })
      .finally(() => conversationLoads.delete(persona));
    conversationLoads.set(persona, load);
    return load;
  };
  // Nothing has read this persona's conversation yet (no load under way, none done).
  const unread = (persona: PersonaId) => !get().conversations[persona] && !conversationLoads.has(persona);
  return {
    async hydrate() {
      const ui = persistence.loadUi().catch((e: unknown) => (reportError(e), DEFAULT_UI_STATE));
      // The open conversation's newest page is read alongside the rest, so the screen takes the
      // whole saved state in one update (one re-render of the designer, not one per part).
      const tail = ui.then((loaded) => (unread(loaded.persona) ? persistence.loadConversationTail(loaded.persona, CONVERSATION_FIRST_PAGE) : null));
      const [uiState, slots, images, firstPage] = await Promise.all([
        ui,
        persistence.loadSlots().catch((e: unknown) => (reportError(e), { ...EMPTY_SLOTS })),
        persistence.loadImages().catch((e: unknown) => (reportError(e), [] as DesignImage[])),
        // A failed read is retried (and reported) by ensureConversation below.
        tail.catch(() => null),
      ]);
      const state = { ...uiState, ...visibleDesigns(uiState, images), slots, images, hydrated: true };
      const persona = uiState.persona;
      if (!firstPage || !unread(persona)) {
        set(state);
        await get().ensureConversation(persona);
        return;
      }
      set({ ...state, conversations: merged(persona, firstPage) });
      // A long conversation: the rest (for 'Show earlier' and the AI's history) behind it.
      if (firstPage.length >= CONVERSATION_FIRST_PAGE) await track(persona, persistence.loadConversation(persona).then((all) => set({ conversations: merged(persona, all) })));
    },

    ensureConversation(persona) {
      if (get().conversations[persona]) return conversationLoads.get(persona) ?? Promise.resolve();
      return (
        conversationLoads.get(persona) ??
        track(
          persona,
          (async () => {
            // The newest page first, so a long conversation is on screen at once; then the rest.
            const tail = await persistence.loadConversationTail(persona, CONVERSATION_FIRST_PAGE);
            set({ conversations: merged(persona, tail) });
            if (tail.length < CONVERSATION_FIRST_PAGE) return;
            set({ conversations: merged(persona, await persistence.loadConversation(persona)) });
          })(),
        )
      );
    },
  };
}

/** Another tab saved something: reread that part. Returns the unsubscribe function. */
export function followOtherTabs(kit: DesignerKit): () => void {
  const { get, set, persistence, sync, reportError, sawMessages } = kit;
  if (!sync) return () => {};
  return sync.subscribe((change) => {
    if (!get().hydrated) return;
    const reread = async () => {
      if (change.part === 'slots') set({ slots: await persistence.loadSlots() });
      else if (change.part === 'images') {
        const [images, ui] = await Promise.all([persistence.loadImages(), persistence.loadUi()]);
        set({ images, ...visibleDesigns(ui, images) });
      } else if (change.part === 'ui') {
        const ui = await persistence.loadUi();
        const known = new Set(get().images.map((i) => i.id));
        set({
          imageQuality: ui.imageQuality,
          imageSize: ui.imageSize,
          // A design the other tab just drew arrives with its 'images' message; keep ours until then.
          ...(ui.currentImageId === null || known.has(ui.currentImageId) ? { currentImageId: ui.currentImageId, variationIds: ui.variationIds.filter((id) => known.has(id)) } : {}),
        });
      } else if (change.part === 'messages' && get().conversations[change.persona]) {
        const stored = await persistence.loadConversation(change.persona);
        const mine = get().conversations[change.persona] ?? [];
        sawMessages(stored);
        set({ conversations: { ...get().conversations, [change.persona]: mergeStored(stored, mine) } });
      }
    };
    reread().catch(reportError);
  });
}
