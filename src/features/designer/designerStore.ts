/**
 * The designer's state: what the screen shows, written through to Dexie (designerPersistence.ts)
 * and hydrated from it on start. This file puts the store together and holds the small actions
 * (tabs, agent, persona, brief, options, designs on show); the larger concerns live beside it:
 *  - designerState.ts — the state and action types, and the pure rules the screen reads;
 *  - designerWrites.ts — write-through (memory first, then Dexie, then other tabs);
 *  - chatTurn.ts — a Text Chat turn (extract fields → reply → handoff recommendation);
 *  - generation.ts — Generate and Variations (prompt → image → saved design), Cancel;
 *  - designerSync.ts — hydrating, loading conversations, following other tabs.
 * Everything goes through the injected AI client and persistence, so tests drive the store with
 * fake-indexeddb and a scripted client, without React.
 */
import { createStore } from 'zustand/vanilla';
import { AUTO_FILL_DEFAULTS, EMPTY_SLOTS, SLOT_FIELDS, type DesignSlots } from '@/engine/designBrief';
import { applySuggestions, revertChanges } from '@/engine/slotChanges';
import type { AiClient } from '@/ai/aiClient';
import { createChatTurn, type AskAgent } from './chatTurn';
import { DEFAULT_UI_STATE, type DesignerPersistence } from './designerPersistence';
import { visibleDesigns, type DesignerStore, type DesignerStoreState } from './designerState';
import { createLoading, followOtherTabs, type DesignerSync } from './designerSync';
import { createDesignerKit, type DesignerKit } from './designerWrites';
import { createGeneration, randomRendererSeed } from './generation';

export { canGenerate, requiredPercent, type DeletedDesign, type ResetSnapshot, type DesignerActions, type DesignerState, type DesignerStore, type GenerationStage } from './designerState';
export { broadcastSync, CONVERSATION_FIRST_PAGE, type DesignerChange, type DesignerSync } from './designerSync';
export { toPersonaHistory } from './chatTurn';
export { VARIATION_COUNT } from './generation';

export interface DesignerStoreOptions {
  persistence: DesignerPersistence;
  getClient: () => Promise<AiClient>;
  /** Reports a failed Dexie call (storage banner). */
  onStorageError?: (error: unknown) => void;
  /** Another tab of the app changed the designer's rows: how the store hears of it and tells others. */
  sync?: DesignerSync;
  now?: () => number;
  randomSeed?: () => number;
  newId?: () => string;
  /** Asks an assistant agent (server, else device): the Text Chat's answers for the badge's agent. */
  askAgent?: AskAgent;
}

export function createDesignerStore(options: DesignerStoreOptions): DesignerStore {
  const { persistence, getClient, sync } = options;
  let kit!: DesignerKit;
  const store = createStore<DesignerStoreState>()((set, get) => {
    kit = createDesignerKit({
      get,
      set,
      persistence,
      sync,
      now: options.now ?? Date.now,
      newId: options.newId ?? (() => crypto.randomUUID()),
      reportError: options.onStorageError ?? ((error: unknown) => console.error('Designer storage failed', error)),
    });
    const { setUi, setSlots, reportError } = kit;
    const generation = createGeneration(kit, getClient, options.randomSeed ?? randomRendererSeed);

    return {
      ...DEFAULT_UI_STATE,
      hydrated: false,
      slots: { ...EMPTY_SLOTS },
      conversations: {},
      replying: {},
      streaming: {},
      generation: { stage: 'idle', done: 0, total: 0 },
      error: null,
      images: [],
      fallbackNote: null,

      ...createLoading(kit),
      ...createChatTurn(kit, getClient, options.askAgent),
      ...generation,

      setTab(tab) {
        if (get().tab !== tab) setUi({ tab });
      },

      setAgent(agent) {
        if (agent === get().agent) return;
        // Spec §4: changing agent clears any handoff suggestion. Josh no longer jumps to the Design
        // Studio (issue #13): the user stays in the conversation and the chat offers the studio.
        setUi({ agent, handoff: null });
      },

      setPersona(persona) {
        if (persona === get().persona) return;
        // DESIGN.md §2: changing persona clears a pending handoff suggestion.
        setUi({ persona, handoff: null });
        void get().ensureConversation(persona);
      },

      setDraft(persona, text) {
        setUi({ drafts: { ...get().drafts, [persona]: text } });
      },

      dismissHandoff() {
        setUi({ handoff: null });
      },

      revertCapture(changes) {
        const reverted = revertChanges(get().slots, changes);
        if (SLOT_FIELDS.some((f) => reverted[f] !== get().slots[f])) setSlots(reverted);
      },

      applyExternalSuggestions(suggestions) {
        const { slots, changes } = applySuggestions(get().slots, suggestions);
        if (changes.length > 0) setSlots(slots);
        return changes;
      },

      setSlot(field, value) {
        if (get().slots[field] === value) return;
        setSlots({ ...get().slots, [field]: value });
      },

      autoFill() {
        const current = get().slots;
        const next: DesignSlots = { ...current };
        for (const field of Object.keys(AUTO_FILL_DEFAULTS) as (keyof typeof AUTO_FILL_DEFAULTS)[]) {
          if (!current[field].trim()) next[field] = AUTO_FILL_DEFAULTS[field];
        }
        if (SLOT_FIELDS.some((f) => next[f] !== current[f])) setSlots(next);
      },

      reset() {
        const { slots, error, fallbackNote, currentImageId, variationIds } = get();
        const snapshot = { slots: { ...slots }, error, fallbackNote, currentImageId, variationIds: [...variationIds] };
        generation.cancelGeneration();
        // Spec §4: Reset clears all slots, the image and the error.
        setSlots({ ...EMPTY_SLOTS });
        set({ error: null, fallbackNote: null });
        setUi({ currentImageId: null, variationIds: [] });
        return snapshot;
      },

      restoreReset(snapshot) {
        setSlots({ ...snapshot.slots });
        set({ error: snapshot.error, fallbackNote: snapshot.fallbackNote });
        // Only designs that still exist come back on show (one may have been deleted meanwhile).
        setUi(visibleDesigns(snapshot, get().images));
      },

      setImageQuality(imageQuality) {
        setUi({ imageQuality });
      },

      setImageSize(imageSize) {
        setUi({ imageSize });
      },

      showImage(id, { restoreBrief = false } = {}) {
        const image = get().images.find((i) => i.id === id);
        if (!image) return;
        const inVariations = get().variationIds.includes(id);
        setUi({ currentImageId: id, ...(inVariations ? {} : { variationIds: [] }) });
        if (restoreBrief) setSlots({ ...image.slots });
      },

      keepVariation(id) {
        if (!get().images.some((i) => i.id === id)) return;
        setUi({ currentImageId: id, variationIds: [] });
      },

      async deleteImage(id) {
        const image = get().images.find((i) => i.id === id);
        if (!image) return null;
        const deleted = { image, wasCurrent: get().currentImageId === id, variationIds: [...get().variationIds] };
        const images = get().images.filter((i) => i.id !== id);
        set({ images });
        const variationIds = get().variationIds.filter((v) => v !== id);
        setUi({ currentImageId: get().currentImageId === id ? null : get().currentImageId, variationIds: variationIds.length > 1 ? variationIds : [] });
        try {
          await persistence.deleteImage(id);
          sync?.post({ part: 'images' });
        } catch (error) {
          reportError(error);
        }
        return deleted;
      },

      async restoreImage({ image, wasCurrent, variationIds }) {
        if (get().images.some((i) => i.id === image.id)) return;
        // History is newest first: the design goes back to its place by creation time.
        set({ images: [...get().images, image].sort((a, b) => b.createdAt - a.createdAt) });
        if (wasCurrent) setUi(visibleDesigns({ currentImageId: image.id, variationIds }, get().images));
        try {
          await persistence.putImage(image);
          sync?.post({ part: 'images' });
        } catch (error) {
          reportError(error);
        }
      },

      async clearChat(persona) {
        const messages = get().conversations[persona] ?? [];
        set({ conversations: { ...get().conversations, [persona]: [] } });
        try {
          await persistence.clearConversation(persona);
          sync?.post({ part: 'messages', persona });
        } catch (error) {
          reportError(error);
        }
        return messages;
      },

      async restoreChat(persona, messages) {
        // Messages written since the clear stay, after the restored ones (timestamps keep the order).
        const since = get().conversations[persona] ?? [];
        const known = new Set(since.map((m) => m.id));
        const merged = [...messages.filter((m) => !known.has(m.id)), ...since].sort((a, b) => a.timestamp - b.timestamp);
        set({ conversations: { ...get().conversations, [persona]: merged } });
        try {
          await persistence.putMessages(persona, messages);
          sync?.post({ part: 'messages', persona });
        } catch (error) {
          reportError(error);
        }
      },
    };
  });
  followOtherTabs(kit);
  return store;
}
