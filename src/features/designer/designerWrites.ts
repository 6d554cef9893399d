/**
 * Write-through: every change goes to memory first (so the UI never waits for the disk), then to
 * Dexie (designerPersistence.ts), then other tabs hear what changed (designerSync.ts). A failed
 * write is reported (the storage banner) and the work stays on screen. The pieces of the store
 * (chatTurn.ts, generation.ts, designerSync.ts) all change state through the kit made here.
 */
import type { DesignSlots } from '@/engine/designBrief';
import type { PersonaId } from '@/engine/types';
import type { ChatMessage, DesignerPersistence, DesignerUiState } from './designerPersistence';
import type { DesignerState, DesignerStoreState } from './designerState';
import type { DesignerChange, DesignerSync } from './designerSync';

export interface DesignerKit {
  get: () => DesignerStoreState;
  set: (patch: Partial<DesignerState>) => void;
  persistence: DesignerPersistence;
  sync: DesignerSync | undefined;
  now: () => number;
  newId: () => string;
  reportError: (error: unknown) => void;
  /** Strictly increasing, so two messages in the same millisecond keep their order in the index. */
  nextTimestamp: () => number;
  /** Messages read from storage move the clock past their newest timestamp. */
  sawMessages: (stored: readonly ChatMessage[]) => void;
  /** Saves, then tells other tabs of this app what changed so they can reread it. */
  write: (job: () => Promise<void>, change?: DesignerChange) => void;
  setUi: (patch: Partial<DesignerUiState>) => void;
  /** Slots changed by the user or extraction: persist, and (spec §4) a changed slot clears the error. */
  setSlots: (slots: DesignSlots) => void;
  appendMessage: (message: ChatMessage) => void;
  updateMessage: (persona: PersonaId, id: string, patch: Partial<ChatMessage>) => void;
}

export interface DesignerKitOptions {
  get: DesignerKit['get'];
  set: DesignerKit['set'];
  persistence: DesignerPersistence;
  sync?: DesignerSync;
  now: () => number;
  newId: () => string;
  reportError: (error: unknown) => void;
}

/** The persisted part of the state (Dexie `settings/designer-ui`). */
export const uiOf = (s: DesignerState): DesignerUiState => ({
  tab: s.tab,
  agent: s.agent,
  persona: s.persona,
  imageQuality: s.imageQuality,
  imageSize: s.imageSize,
  currentImageId: s.currentImageId,
  variationIds: s.variationIds,
  handoff: s.handoff,
  drafts: s.drafts,
});

export function createDesignerKit({ get, set, persistence, sync, now, newId, reportError }: DesignerKitOptions): DesignerKit {
  let lastTimestamp = 0;
  const write: DesignerKit['write'] = (job, change) => {
    job()
      .then(() => change && sync?.post(change))
      .catch(reportError);
  };
  return {
    get,
    set,
    persistence,
    sync,
    now,
    newId,
    reportError,
    write,
    nextTimestamp: () => {
      lastTimestamp = Math.max(now(), lastTimestamp + 1);
      return lastTimestamp;
    },
    sawMessages: (stored) => {
      const last = stored[stored.length - 1];
      if (last) lastTimestamp = Math.max(lastTimestamp, last.timestamp);
    },
    setUi: (patch) => {
      set(patch);
      const ui = uiOf(get());
      write(() => persistence.saveUi(ui), { part: 'ui' });
    },
    setSlots: (slots) => {
      set({ slots, error: null });
      write(() => persistence.saveSlots(slots), { part: 'slots' });
    },
    appendMessage: (message) => {
      const list = get().conversations[message.persona] ?? [];
      set({ conversations: { ...get().conversations, [message.persona]: [...list, message] } });
      write(() => persistence.putMessage(message), { part: 'messages', persona: message.persona });
    },
    updateMessage: (persona, id, patch) => {
      const list = get().conversations[persona];
      if (!list) return;
      let updated: ChatMessage | undefined;
      const next = list.map((m) => (m.id === id ? (updated = { ...m, ...patch }) : m));
      if (!updated) return;
      set({ conversations: { ...get().conversations, [persona]: next } });
      const toSave = updated;
      write(() => persistence.putMessage(toSave), { part: 'messages', persona });
    },
  };
}
