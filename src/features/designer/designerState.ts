/**
 * The designer store's shape (state and actions) and the small pure rules the screen reads from it.
 * The store itself is put together in designerStore.ts from designerWrites.ts (write-through),
 * chatTurn.ts (a Text Chat turn), generation.ts (drawing designs) and designerSync.ts (loading and
 * other tabs).
 */
import type { StoreApi } from 'zustand/vanilla';
import { GENERATE_ENABLED_PERCENT, briefCompletion, type DesignSlots, type FieldSuggestion, type SlotField } from '@/engine/designBrief';
import type { SlotChange } from '@/engine/slotChanges';
import type { AgentId, PersonaId } from '@/engine/types';
import type { ImageQuality, ImageSize } from '@/ai/aiClient';
import type { ChatMessage, DesignImage, DesignerTab, DesignerUiState } from './designerPersistence';

export type GenerationStage = 'idle' | 'prompting' | 'drawing';

export interface DesignerState extends DesignerUiState {
  hydrated: boolean;
  slots: DesignSlots;
  /** Loaded per persona on first view; absent = not loaded yet. */
  conversations: Partial<Record<PersonaId, ChatMessage[]>>;
  /** Personas whose reply is on its way. */
  replying: Partial<Record<PersonaId, boolean>>;
  /** A cloud reply arriving piece by piece, per persona (shown live; gone once the reply is in). */
  streaming: Partial<Record<PersonaId, string>>;
  generation: { stage: GenerationStage; done: number; total: number };
  error: string | null;
  /** Every design on this device, newest first. */
  images: DesignImage[];
  /** Set when a cloud model failed and the design was drawn on the device instead. */
  fallbackNote: string | null;
}

export interface DesignerActions {
  hydrate(): Promise<void>;
  ensureConversation(persona: PersonaId): Promise<void>;
  setTab(tab: DesignerTab): void;
  setAgent(agent: AgentId): void;
  setPersona(persona: PersonaId): void;
  setDraft(persona: PersonaId, text: string): void;
  dismissHandoff(): void;
  sendMessage(text: string): Promise<void>;
  /** Stop: ends the reply on its way to this persona's chat, keeping what has arrived. */
  stopReply(persona: PersonaId): void;
  undoCapture(messageId: string): void;
  /** Voice keyword extraction (and any other outside suggestions) → slots; returns what changed. */
  applyExternalSuggestions(suggestions: readonly FieldSuggestion[]): SlotChange[];
  /** Undoes changes applied by applyExternalSuggestions (Voice Chat's capture notes). */
  revertCapture(changes: readonly SlotChange[]): void;
  setSlot(field: SlotField, value: string): void;
  autoFill(): void;
  /** Clears the brief and the design on show; returns what was there, for Undo. */
  reset(): ResetSnapshot;
  /** Undo of Reset: puts back exactly what `reset` returned. */
  restoreReset(snapshot: ResetSnapshot): void;
  setImageQuality(quality: ImageQuality): void;
  setImageSize(size: ImageSize): void;
  generate(): Promise<void>;
  generateVariations(): Promise<void>;
  cancelGeneration(): void;
  showImage(id: string, options?: { restoreBrief?: boolean }): void;
  /** Ends a comparison of variations: this one is the design on show, the rest stay in History. */
  keepVariation(id: string): void;
  /** Removes a design; resolves with what it took (the design and whether it was on show), for Undo. */
  deleteImage(id: string): Promise<DeletedDesign | null>;
  /** Undo of Delete: the design comes back to History (and to the screen, if it was on show). */
  restoreImage(deleted: DeletedDesign): Promise<void>;
  /** Empties a persona's conversation; returns the messages it held, for Undo. */
  clearChat(persona: PersonaId): Promise<ChatMessage[]>;
  /** Undo of Clear chat: the same messages (ids, times, capture notes) come back. */
  restoreChat(persona: PersonaId, messages: readonly ChatMessage[]): Promise<void>;
}

export interface ResetSnapshot {
  slots: DesignSlots;
  error: string | null;
  fallbackNote: string | null;
  currentImageId: string | null;
  variationIds: string[];
}

export interface DeletedDesign {
  image: DesignImage;
  wasCurrent: boolean;
  variationIds: string[];
}

export type DesignerStoreState = DesignerState & DesignerActions;
export type DesignerStore = StoreApi<DesignerStoreState>;

/** The one completion figure (chat, voice, studio, hint): the engine's, over the five required slots. */
export const requiredPercent = (slots: DesignSlots): number => briefCompletion(slots);
export const canGenerate = (slots: DesignSlots): boolean => requiredPercent(slots) >= GENERATE_ENABLED_PERCENT;

/** The design on show and its variations, keeping only designs that still exist. */
export function visibleDesigns(ui: Pick<DesignerUiState, 'currentImageId' | 'variationIds'>, images: readonly DesignImage[]): Pick<DesignerUiState, 'currentImageId' | 'variationIds'> {
  const known = new Set(images.map((i) => i.id));
  return {
    currentImageId: ui.currentImageId && known.has(ui.currentImageId) ? ui.currentImageId : null,
    variationIds: ui.variationIds.filter((id) => known.has(id)),
  };
}
