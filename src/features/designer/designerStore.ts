/**
 * The designer's state: what the screen shows, written through to Dexie (designerPersistence.ts)
 * and hydrated from it on start. Memory is updated first so the UI never waits for the disk; a
 * failed write is reported to the storage banner and the work stays on screen.
 *
 * The store also runs the two flows of the screen: a Text Chat turn (extract fields → reply →
 * handoff recommendation) and a generation (prompt → image → saved design), both through the
 * injected AI client, so tests can drive them with fake-indexeddb and a scripted client.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  AUTO_FILL_DEFAULTS,
  EMPTY_SLOTS,
  GENERATE_ENABLED_PERCENT,
  REQUIRED_SLOT_FIELDS,
  SLOT_FIELDS,
  completionPercent,
  type DesignSlots,
  type FieldSuggestion,
  type SlotField,
} from '@/engine/designBrief';
import { applySuggestions, revertChanges, type SlotChange } from '@/engine/slotExtraction';
import type { AgentId, HandoffRecommendation, PersonaId, PersonaMessage } from '@/engine/types';
import type { AiClient, ImageQuality, ImageSize } from '@/ai/aiClient';
import { isAbort } from '@/ai/errors';
import { AI_MESSAGES } from '@/ai/messages';
import {
  DEFAULT_UI_STATE,
  PERSONA_IDS,
  type ChatMessage,
  type DesignImage,
  type DesignerPersistence,
  type DesignerTab,
  type DesignerUiState,
} from './designerPersistence';
import { STUDIO_MESSAGES } from './designerMessages';
import { routeAgent } from '@/engine/agents/routeAgent';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import { designSuggestions } from '@/shared/brief/briefStorage';
import type { AgentAnswer, AskAgentInput } from './voice/agentConversation';

/**
 * Questions the Text Chat hands to an assistant agent while the badge shows Jess: the
 * specialists' topics (DESIGN.md §2, issue #13). Design talk stays with the persona.
 */
const SPECIALIST_AGENTS: readonly AgentId[] = ['styles', 'artist', 'aftercare'];

/**
 * Messages read first when a conversation opens: more than the list shows at once, so it can
 * draw immediately while the rest (for 'Show earlier' and the AI's history) loads behind it.
 */
export const CONVERSATION_FIRST_PAGE = 200;
/** How many extra designs 'Variations' draws from the same brief. */
export const VARIATION_COUNT = 3;
/** Largest seed the renderer takes (32-bit unsigned). */
const MAX_SEED = 0xffffffff;

export type GenerationStage = 'idle' | 'prompting' | 'drawing';

export interface DesignerState extends DesignerUiState {
  hydrated: boolean;
  slots: DesignSlots;
  /** Loaded per persona on first view; absent = not loaded yet. */
  conversations: Partial<Record<PersonaId, ChatMessage[]>>;
  /** Personas whose reply is on its way. */
  replying: Partial<Record<PersonaId, boolean>>;
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
  undoCapture(messageId: string): void;
  /** Voice keyword extraction (and any other outside suggestions) → slots; returns what changed. */
  applyExternalSuggestions(suggestions: readonly FieldSuggestion[]): SlotChange[];
  setSlot(field: SlotField, value: string): void;
  autoFill(): void;
  reset(): void;
  setImageQuality(quality: ImageQuality): void;
  setImageSize(size: ImageSize): void;
  generate(): Promise<void>;
  generateVariations(): Promise<void>;
  cancelGeneration(): void;
  showImage(id: string, options?: { restoreBrief?: boolean }): void;
  deleteImage(id: string): Promise<void>;
}

export type DesignerStore = StoreApi<DesignerState & DesignerActions>;

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
  askAgent?: (input: Omit<AskAgentInput, 'userId' | 'signal'>) => Promise<AgentAnswer>;
}

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

export const requiredPercent = (slots: DesignSlots): number => completionPercent(slots, REQUIRED_SLOT_FIELDS);
export const canGenerate = (slots: DesignSlots): boolean => requiredPercent(slots) >= GENERATE_ENABLED_PERCENT;

function defaultSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % MAX_SEED;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
export async function pngDimensions(png: Blob): Promise<{ width: number; height: number } | null> {
  const PNG_IHDR_WIDTH_OFFSET = 16;
  const PNG_IHDR_END = 24;
  if (png.size < PNG_IHDR_END) return null;
  const view = new DataView(await png.slice(PNG_IHDR_WIDTH_OFFSET, PNG_IHDR_END).arrayBuffer());
  return { width: view.getUint32(0), height: view.getUint32(4) };
}

function sizeFromOption(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
}

/** A conversation as the AI operations read it (failed replies are not part of the dialogue). */
export function toPersonaHistory(messages: readonly ChatMessage[]): PersonaMessage[] {
  return messages.filter((m) => !m.failed).map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
}

export function createDesignerStore(options: DesignerStoreOptions): DesignerStore {
  const { persistence, getClient, sync } = options;
  const now = options.now ?? Date.now;
  const randomSeed = options.randomSeed ?? defaultSeed;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const reportError = options.onStorageError ?? ((error: unknown) => console.error('Designer storage failed', error));

  let lastTimestamp = 0;
  /** Strictly increasing, so two messages in the same millisecond keep their order in the index. */
  const nextTimestamp = (): number => {
    lastTimestamp = Math.max(now(), lastTimestamp + 1);
    return lastTimestamp;
  };
  let generationController: AbortController | null = null;
  const conversationLoads = new Map<PersonaId, Promise<void>>();

  const store = createStore<DesignerState & DesignerActions>()((set, get) => {
    /** Saves, then tells other tabs of this app what changed so they can reread it. */
    const write = (job: () => Promise<void>, change?: DesignerChange): void => {
      job()
        .then(() => change && sync?.post(change))
        .catch(reportError);
    };
    const uiOf = (s: DesignerState): DesignerUiState => ({
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
    const setUi = (patch: Partial<DesignerUiState>): void => {
      set(patch);
      const ui = uiOf(get());
      write(() => persistence.saveUi(ui), { part: 'ui' });
    };
    /** Slots changed by the user or extraction: persist, and (spec §4) a changed slot clears the error. */
    const setSlots = (slots: DesignSlots): void => {
      set({ slots, error: null });
      write(() => persistence.saveSlots(slots), { part: 'slots' });
    };
    const appendMessage = (message: ChatMessage): void => {
      const list = get().conversations[message.persona] ?? [];
      set({ conversations: { ...get().conversations, [message.persona]: [...list, message] } });
      write(() => persistence.putMessage(message), { part: 'messages', persona: message.persona });
    };
    const updateMessage = (persona: PersonaId, id: string, patch: Partial<ChatMessage>): void => {
      const list = get().conversations[persona];
      if (!list) return;
      let updated: ChatMessage | undefined;
      const next = list.map((m) => (m.id === id ? (updated = { ...m, ...patch }) : m));
      if (!updated) return;
      set({ conversations: { ...get().conversations, [persona]: next } });
      const toSave = updated;
      write(() => persistence.putMessage(toSave), { part: 'messages', persona });
    };

    /**
     * A Text Chat turn answered by an assistant agent. Josh's design fills the brief like an
     * extraction does: the user's message gets the capture note (merged with what extraction took)
     * and its Undo reverts both.
     */
    const answerAsAgent = async (persona: PersonaId, userMessageId: string, text: string, agent: AgentId): Promise<void> => {
      if (!options.askAgent) return;
      const history = (get().conversations[persona] ?? [])
        .filter((m) => !m.failed && m.id !== userMessageId)
        .map((m) => ({ role: m.role, content: m.content, timestamp: m.timestamp, ...(m.answeredBy ? { agent: m.answeredBy.agent } : {}) }));
      let reply: ChatMessage;
      try {
        const { reply: answer, source } = await options.askAgent({ message: text, history, agent });
        reply = {
          id: newId(),
          role: 'agent',
          content: answer.message,
          timestamp: nextTimestamp(),
          persona,
          answeredBy: { agent: answer.agent, name: answer.agent_name || AGENT_BY_ID[answer.agent].name, source },
        };
        if (answer.design) {
          const { slots, changes } = applySuggestions(get().slots, designSuggestions(answer.design));
          if (changes.length > 0) {
            setSlots(slots);
            const earlier = get().conversations[persona]?.find((m) => m.id === userMessageId)?.capture ?? [];
            const merged = [...earlier.filter((c) => !changes.some((d) => d.field === c.field)), ...changes.map((c) => ({ ...c, previous: earlier.find((e) => e.field === c.field)?.previous ?? c.previous }))];
            updateMessage(persona, userMessageId, { capture: merged });
          }
        }
      } catch (error) {
        if (isAbort(error)) return;
        reply = { id: newId(), role: 'agent', content: AI_MESSAGES.other, timestamp: nextTimestamp(), persona, failed: true };
      }
      appendMessage(reply);
    };

    /** Draws one design and saves it; returns it, or null when cancelled (errors are thrown). */
    const drawOne = async (
      client: AiClient,
      slots: DesignSlots,
      prompt: string,
      signal: AbortSignal,
      seed: number = randomSeed(),
    ): Promise<DesignImage | null> => {
      const { imageSize, imageQuality } = get();
      const result = await client.generateImage({ slots, prompt, size: imageSize, quality: imageQuality, seed }, signal);
      if (signal.aborted) return null;
      const dims = (await pngDimensions(result.png)) ?? sizeFromOption(imageSize);
      const image: DesignImage = { id: newId(), createdAt: now(), png: result.png, slots: { ...slots }, prompt, provider: result.provider, seed, ...dims };
      set({ images: [image, ...get().images], fallbackNote: result.fallbackReason ?? null });
      write(() => persistence.putImage(image), { part: 'images' });
      return image;
    };

    const runGeneration = async (job: (client: AiClient, signal: AbortSignal) => Promise<void>): Promise<void> => {
      generationController?.abort();
      const controller = new AbortController();
      generationController = controller;
      set({ error: null, fallbackNote: null });
      try {
        const client = await getClient();
        await job(client, controller.signal);
      } catch (error) {
        if (!isAbort(error) && !controller.signal.aborted) {
          console.error('Image generation failed', error);
          set({ error: STUDIO_MESSAGES.generateFailed });
        }
      } finally {
        if (generationController === controller) {
          generationController = null;
          set({ generation: { stage: 'idle', done: 0, total: 0 } });
        }
      }
    };

    return {
      ...DEFAULT_UI_STATE,
      hydrated: false,
      slots: { ...EMPTY_SLOTS },
      conversations: {},
      replying: {},
      generation: { stage: 'idle', done: 0, total: 0 },
      error: null,
      images: [],
      fallbackNote: null,

      async hydrate() {
        const [ui, slots, images] = await Promise.all([
          persistence.loadUi().catch((e: unknown) => (reportError(e), DEFAULT_UI_STATE)),
          persistence.loadSlots().catch((e: unknown) => (reportError(e), { ...EMPTY_SLOTS })),
          persistence.loadImages().catch((e: unknown) => (reportError(e), [] as DesignImage[])),
        ]);
        const known = new Set(images.map((i) => i.id));
        set({
          ...ui,
          currentImageId: ui.currentImageId && known.has(ui.currentImageId) ? ui.currentImageId : null,
          variationIds: ui.variationIds.filter((id) => known.has(id)),
          slots,
          images,
          hydrated: true,
        });
        await get().ensureConversation(ui.persona);
      },

      ensureConversation(persona) {
        if (get().conversations[persona]) return conversationLoads.get(persona) ?? Promise.resolve();
        let load = conversationLoads.get(persona);
        if (!load) {
          /** Adds stored messages before any sent meanwhile (ids already present are kept once). */
          const merge = (stored: ChatMessage[]) => {
            const last = stored[stored.length - 1];
            if (last) lastTimestamp = Math.max(lastTimestamp, last.timestamp);
            const ids = new Set(stored.map((m) => m.id));
            const current = get().conversations[persona] ?? [];
            set({ conversations: { ...get().conversations, [persona]: [...stored, ...current.filter((m) => !ids.has(m.id))] } });
          };
          load = (async () => {
            // The newest page first, so a long conversation is on screen at once; then the rest.
            const tail = await persistence.loadConversationTail(persona, CONVERSATION_FIRST_PAGE);
            merge(tail);
            if (tail.length < CONVERSATION_FIRST_PAGE) return;
            merge(await persistence.loadConversation(persona));
          })()
            .catch((e: unknown) => {
              reportError(e);
              if (!get().conversations[persona]) set({ conversations: { ...get().conversations, [persona]: [] } });
            })
            .finally(() => conversationLoads.delete(persona));
          conversationLoads.set(persona, load);
        }
        return load;
      },

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

      async sendMessage(raw) {
        const text = raw.trim();
        const persona = get().persona;
        if (!text || get().replying[persona]) return;
        await get().ensureConversation(persona);
        const userMessage: ChatMessage = { id: newId(), role: 'user', content: text, timestamp: nextTimestamp(), persona };
        appendMessage(userMessage);
        set({ replying: { ...get().replying, [persona]: true }, drafts: { ...get().drafts, [persona]: '' } });
        setUi({ handoff: null });
        try {
          const client = await getClient();
          const history = toPersonaHistory(get().conversations[persona] ?? []);
          const suggestions = await client.extractFields({ history, slots: get().slots });
          const { slots, changes } = applySuggestions(get().slots, suggestions);
          if (changes.length > 0) {
            setSlots(slots);
            updateMessage(persona, userMessage.id, { capture: changes });
          }
          const captured = suggestions.filter((s) => changes.some((c) => c.field === s.field && c.value === s.value));
          // The badge's agent answers (issue #13); with Jess on the badge, a specialist's question
          // (styles, artists, aftercare) goes to that specialist; everything else to the persona.
          const chosen = get().agent;
          const routed = chosen === 'jess' ? routeAgent(text) : chosen;
          const agent = chosen !== 'jess' ? chosen : SPECIALIST_AGENTS.includes(routed) ? routed : null;
          if (agent && options.askAgent) {
            await answerAsAgent(persona, userMessage.id, text, agent);
            return;
          }
          let reply: ChatMessage;
          try {
            const content = await client.personaReply({ persona, history, slots: get().slots, captured });
            reply = { id: newId(), role: 'agent', content, timestamp: nextTimestamp(), persona };
          } catch (error) {
            const content = error instanceof Error && error.name === 'AiError' ? error.message : AI_MESSAGES.other;
            reply = { id: newId(), role: 'agent', content, timestamp: nextTimestamp(), persona, failed: true };
          }
          appendMessage(reply);
          if (!reply.failed) {
            const handoff: HandoffRecommendation | null = await client.recommendHandoff({
              history: toPersonaHistory(get().conversations[persona] ?? []),
              currentPersona: persona,
              slots: get().slots,
            });
            // Only while the user is still with this persona: a suggestion for a conversation
            // they already left would be noise.
            if (handoff && handoff.recommendedAgent !== persona && get().persona === persona) setUi({ handoff });
          }
        } finally {
          set({ replying: { ...get().replying, [persona]: false } });
        }
      },

      undoCapture(messageId) {
        for (const persona of PERSONA_IDS) {
          const message = get().conversations[persona]?.find((m) => m.id === messageId);
          if (!message?.capture || message.captureUndone) continue;
          setSlots(revertChanges(get().slots, message.capture));
          updateMessage(persona, messageId, { captureUndone: true });
          return;
        }
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
        generationController?.abort();
        // Spec §4: Reset clears all slots, the image and the error.
        setSlots({ ...EMPTY_SLOTS });
        set({ error: null, fallbackNote: null });
        setUi({ currentImageId: null, variationIds: [] });
      },

      setImageQuality(imageQuality) {
        setUi({ imageQuality });
      },

      setImageSize(imageSize) {
        setUi({ imageSize });
      },

      generate() {
        const slots = { ...get().slots };
        if (!canGenerate(slots)) return Promise.resolve();
        return runGeneration(async (client, signal) => {
          set({ generation: { stage: 'prompting', done: 0, total: 1 } });
          const prompt = await client.buildImagePrompt(slots, signal);
          if (signal.aborted) return;
          set({ generation: { stage: 'drawing', done: 0, total: 1 } });
          const image = await drawOne(client, slots, prompt, signal);
          if (image) setUi({ currentImageId: image.id, variationIds: [] });
        });
      },

      generateVariations() {
        const base = get().images.find((i) => i.id === get().currentImageId);
        if (!base) return Promise.resolve();
        return runGeneration(async (client, signal) => {
          for (let i = 0; i < VARIATION_COUNT; i += 1) {
            set({ generation: { stage: 'drawing', done: i, total: VARIATION_COUNT } });
            // Consecutive seeds: the renderer guarantees four consecutive seeds never repeat a
            // treatment facing the same way, so the base and its variations are four real options.
            const seed = ((base.seed ?? randomSeed()) + i + 1) % (MAX_SEED + 1);
            const image = await drawOne(client, base.slots, base.prompt, signal, seed);
            if (!image) return;
            const earlier = get().variationIds.length ? get().variationIds : [base.id];
            setUi({ variationIds: [...earlier.filter((id) => id !== image.id), image.id] });
          }
        });
      },

      cancelGeneration() {
        generationController?.abort();
      },

      showImage(id, { restoreBrief = false } = {}) {
        const image = get().images.find((i) => i.id === id);
        if (!image) return;
        const inVariations = get().variationIds.includes(id);
        setUi({ currentImageId: id, ...(inVariations ? {} : { variationIds: [] }) });
        if (restoreBrief) setSlots({ ...image.slots });
      },

      async deleteImage(id) {
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
      },
    };
  });
  /**
   * Another tab saved something: reread it. The brief, the designs and the design on show follow
   * the other tab; this tab's open tab, agent and persona stay its own.
   */
  sync?.subscribe((change) => {
    const state = store.getState();
    if (!state.hydrated) return;
    const reread = async () => {
      if (change.part === 'slots') store.setState({ slots: await persistence.loadSlots() });
      else if (change.part === 'images') {
        const [images, ui] = await Promise.all([persistence.loadImages(), persistence.loadUi()]);
        const known = new Set(images.map((i) => i.id));
        store.setState({
          images,
          currentImageId: ui.currentImageId && known.has(ui.currentImageId) ? ui.currentImageId : null,
          variationIds: ui.variationIds.filter((id) => known.has(id)),
        });
      } else if (change.part === 'ui') {
        const ui = await persistence.loadUi();
        const known = new Set(store.getState().images.map((i) => i.id));
        store.setState({
          imageQuality: ui.imageQuality,
          imageSize: ui.imageSize,
          // A design the other tab just drew arrives with its 'images' message; keep ours until then.
          ...(ui.currentImageId === null || known.has(ui.currentImageId) ? { currentImageId: ui.currentImageId, variationIds: ui.variationIds.filter((id) => known.has(id)) } : {}),
        });
      } else if (change.part === 'messages' && store.getState().conversations[change.persona]) {
        const stored = await persistence.loadConversation(change.persona);
        const ids = new Set(stored.map((m) => m.id));
        const mine = store.getState().conversations[change.persona] ?? [];
        const last = stored[stored.length - 1];
        if (last) lastTimestamp = Math.max(lastTimestamp, last.timestamp);
        store.setState({
          conversations: { ...store.getState().conversations, [change.persona]: [...stored, ...mine.filter((m) => !ids.has(m.id))] },
        });
      }
    };
    reread().catch(reportError);
  });
  return store;
}
