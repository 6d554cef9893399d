/**
 * The app's one designer store, bound to the real database and AI session. Components read it
 * through `useDesigner(selector)`; the store itself lives in designerStore.ts.
 */
import { useStore } from 'zustand';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storageHealth';
import { getAiClient } from '@/ai/aiSession';
import { DESIGNER_SYNC_CHANNEL } from '@/shared/brief/briefStorage';
import { chatUserId } from '@/api/chat';
import { createDesignerPersistence } from './designerPersistence';
import { askAgent } from './voice/agentConversation';
import { broadcastSync, createDesignerStore, type DesignerActions, type DesignerState } from './designerStore';

export const designerStore = createDesignerStore({
  persistence: createDesignerPersistence(db),
  getClient: getAiClient,
  sync: broadcastSync(DESIGNER_SYNC_CHANNEL),
  askAgent: async (input) => askAgent({ ...input, userId: await chatUserId() }),
  onStorageError: (error) => {
    if (!reportStorageError(error)) console.error('Designer storage failed', error);
  },
});

let hydration: Promise<void> | null = null;
/** Hydrates once per page load (the screen may mount several times). */
export function hydrateDesigner(): Promise<void> {
  hydration ??= designerStore.getState().hydrate();
  return hydration;
}

export function useDesigner<T>(selector: (state: DesignerState & DesignerActions) => T): T {
  return useStore(designerStore, selector);
}
