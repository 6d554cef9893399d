/**
 * The AI Assistant's conversation (spec §2, §4, §5, §8): one conversation shared by the /chat page
 * and the slide-over, persisted in Dexie.
 *
 * Sending: the user's message goes to the product server's /chat (the agent the user picked, else
 * the server's intent routing chooses), streamed when the app wires `askServerStream`: the reply's
 * text shows as the server's model writes it, and Stop ends it, keeping what arrived. When the
 * server is disconnected, or the request fails, the on-device engine answers with the same agents
 * (DESIGN.md §2) and the reply says so. Only when the device cannot answer either is spec §8's
 * error appended as the agent's message. Unlike the spec, sending is never blocked while
 * disconnected: the device can answer.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { AgentDesign, AgentId, ChatHistoryEntry, ChatRequest, ChatResponse } from '@/engine/types';
import { API_ERROR_MESSAGES } from '@/api/http';
import type { SlotChange } from '@/engine/slotChanges';
import { DEFAULT_ASSISTANT_UI, type AssistantMessage, type AssistantPersistence, type AssistantUiState, type ReplySource } from './assistantPersistence';

/** The server sees at most this many earlier turns: enough for follow-ups, small enough to send fast. */
export const HISTORY_LIMIT = 20;

export interface AssistantDeps {
  persistence: AssistantPersistence;
  /** POST /chat; rejects with an ApiError (spec §8 message) on failure. */
  askServer: (request: ChatRequest & { agent?: AgentId }) => Promise<ChatResponse>;
  /**
   * POST /chat streamed (src/api/chatStream.ts): `onDelta` gets the reply's text as it is written;
   * resolves with the finished reply and whether the server's model failed (its engine answered).
   * When given, it is used instead of `askServer`.
   */
  askServerStream?: (
    request: ChatRequest & { agent?: AgentId },
    onDelta: (text: string) => void,
    signal: AbortSignal,
  ) => Promise<{ reply: ChatResponse; modelFailed: boolean }>;
  /** The on-device engine's answer; rejects when the engine cannot run (e.g. its code is not cached). */
  askDevice: (request: ChatRequest, agent?: AgentId) => Promise<ChatResponse>;
  /** Whether the last health check reached the server. */
  isConnected: () => boolean;
  /** The server could not be reached mid-request. */
  onUnreachable: () => void;
  userId: () => Promise<string>;
  /** Writes a reply's design into the designer's brief. */
  writeDesign: (design: AgentDesign) => Promise<SlotChange[]>;
  onStorageError?: (error: unknown) => void;
  /**
   * Told after every answer: signed-in users' conversations are recorded as ONE consultation per
   * conversation, updated as it grows (src/sync/consultationRecorder.ts decides whether and when).
   */
  onConversationChanged?: (messages: readonly AssistantMessage[]) => void;
  now?: () => number;
  newId?: () => string;
}

export interface AssistantState extends AssistantUiState {
  hydrated: boolean;
  messages: AssistantMessage[];
  /** A reply is on its way (typing indicator; sending blocked). */
  sending: boolean;
  /** The reply's text as it streams in (null when nothing has arrived yet, or nothing streams). */
  streaming: string | null;
}

export interface AssistantActions {
  hydrate: () => Promise<void>;
  setDraft: (text: string) => void;
  /** null: let the server route. */
  pick: (agent: AgentId | null) => void;
  send: (text: string) => Promise<void>;
  /** A handoff suggestion's 'Talk to <agent>': that agent answers the last question and becomes the pick. */
  talkTo: (agent: AgentId) => Promise<void>;
  /** 'Use in designer': writes the reply's design into the designer's brief. */
  applyDesign: (messageId: string) => Promise<SlotChange[]>;
  /** Stop: ends the reply on its way, keeping the text that has arrived. */
  stop: () => void;
  clear: () => Promise<void>;
}

export type AssistantStore = StoreApi<AssistantState & AssistantActions>;

/** Spec §3 chat request history: role, message, timestamp, and agent for agent turns. Failed turns are left out. */
export function toHistory(messages: readonly AssistantMessage[]): ChatHistoryEntry[] {
  return messages
    .filter((m) => !m.failed)
    .slice(-HISTORY_LIMIT)
    .map((m) => ({
      role: m.role,
      message: m.content,
      timestamp: new Date(m.timestamp).toISOString(),
      ...(m.role === 'agent' && m.agent ? { agent: m.agent } : {}),
    }));
}

/** Spec §4: the current agent starts as jess and changes to the agent named in each reply. */
export function currentAgent(messages: readonly AssistantMessage[]): AgentId {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.role === 'agent' && !m.failed && m.agent) return m.agent;
  }
  return 'jess';
}

const DRAFT_SAVE_DELAY_MS = 400;

export function createAssistantStore(deps: AssistantDeps): AssistantStore {
  const { persistence } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const reportError = (error: unknown) => deps.onStorageError?.(error);
  let lastTimestamp = 0;
  const nextTimestamp = () => {
    lastTimestamp = Math.max(now(), lastTimestamp + 1);
    return lastTimestamp;
  };
  let draftTimer: ReturnType<typeof setTimeout> | null = null;

  const store = createStore<AssistantState & AssistantActions>()((set, get) => {
    const saveUi = () => {
      const { draft, picked } = get();
      persistence.saveUi({ draft, picked }).catch(reportError);
    };
    const append = (message: AssistantMessage) => {
      set({ messages: [...get().messages, message] });
      persistence.putMessage(message).catch(reportError);
    };
    const replace = (id: string, patch: Partial<AssistantMessage>) => {
      const messages = get().messages.map((m) => (m.id === id ? { ...m, ...patch } : m));
      set({ messages });
      const updated = messages.find((m) => m.id === id);
      if (updated) persistence.putMessage(updated).catch(reportError);
    };

    /** The reply on its way, so Stop can end it. */
    let inFlight: AbortController | null = null;

    /** Asks the server: streamed when wired (the text shows as it arrives), else whole. */
    const askServerFor = async (request: ChatRequest & { agent?: AgentId }, signal: AbortSignal): Promise<{ reply: ChatResponse; modelFailed: boolean }> => {
      if (!deps.askServerStream) return { reply: await deps.askServer(request), modelFailed: false };
      return deps.askServerStream(request, (text) => set({ streaming: (get().streaming ?? '') + text }), signal);
    };

    const replyMessage = (reply: ChatResponse, source: ReplySource, modelFailed: boolean): AssistantMessage => ({
      id: newId(),
      role: 'agent',
      content: reply.message,
      timestamp: nextTimestamp(),
      agent: reply.agent,
      agent_name: reply.agent_name,
      cards: reply.cards,
      design: reply.design,
      aftercare: reply.aftercare,
      handoff_suggestions: reply.handoff_suggestions,
      source,
      ...(modelFailed && { modelFallback: true }),
    });

    /** Stopped: what had arrived stays as the reply; nothing, if nothing had. */
    const keepStopped = (agent: AgentId | undefined) => {
      const partial = get().streaming?.trim();
      if (!partial) return;
      const who = agent ?? currentAgent(get().messages);
      append({ id: newId(), role: 'agent', content: partial, timestamp: nextTimestamp(), agent: who, agent_name: AGENT_BY_ID[who].name, source: 'server', stopped: true });
    };

    /** Asks the server (when it is reachable), then the device; appends the reply or the error. */
    const answer = async (message: string, agent: AgentId | undefined, context: readonly AssistantMessage[]) => {
      const controller = new AbortController();
      inFlight = controller;
      set({ sending: true, streaming: null });
      try {
        const request: ChatRequest = { message, user_id: await deps.userId(), conversation_history: toHistory(context) };
        let serverError: string = API_ERROR_MESSAGES.network;
        let reply: ChatResponse | null = null;
        let modelFailed = false;
        let source: ReplySource = 'server';
        if (deps.isConnected()) {
          try {
            ({ reply, modelFailed } = await askServerFor(agent ? { ...request, agent } : request, controller.signal));
          } catch (error) {
            if (controller.signal.aborted) return keepStopped(agent);
            serverError = error instanceof Error && error.name === 'ApiError' ? error.message : API_ERROR_MESSAGES.other;
            if (error instanceof Error && 'kind' in error && (error.kind === 'network' || error.kind === 'timeout')) deps.onUnreachable();
          }
        }
        if (!reply) {
          source = 'on-device';
          try {
            reply = await deps.askDevice(request, agent);
          } catch {
            reply = null;
          }
        }
        if (!reply) {
          append({ id: newId(), role: 'agent', content: serverError, timestamp: nextTimestamp(), agent: 'jess', agent_name: AGENT_BY_ID.jess.name, failed: true });
          return;
        }
        append(replyMessage(reply, source, modelFailed));
        deps.onConversationChanged?.(get().messages);
      } finally {
        if (inFlight === controller) inFlight = null;
        set({ sending: false, streaming: null });
      }
    };

    return {
      ...DEFAULT_ASSISTANT_UI,
      hydrated: false,
      messages: [],
      sending: false,
      streaming: null,

      stop() {
        inFlight?.abort();
      },

      async hydrate() {
        try {
          const [messages, ui] = await Promise.all([persistence.loadMessages(), persistence.loadUi()]);
          const last = messages[messages.length - 1];
          if (last) lastTimestamp = Math.max(lastTimestamp, last.timestamp);
          // Anything sent before hydration finished (the page was quick) stays after the stored ones.
          const early = get().messages.filter((m) => !messages.some((s) => s.id === m.id));
          set({ messages: [...messages, ...early], draft: get().draft || ui.draft, picked: get().picked ?? ui.picked, hydrated: true });
        } catch (error) {
          reportError(error);
          set({ hydrated: true });
        }
      },

      setDraft(text) {
        set({ draft: text });
        if (draftTimer) clearTimeout(draftTimer);
        draftTimer = setTimeout(() => {
          draftTimer = null;
          saveUi();
        }, DRAFT_SAVE_DELAY_MS);
      },

      pick(agent) {
        if (get().picked === agent) return;
        set({ picked: agent });
        saveUi();
      },

      async send(raw) {
        const text = raw.trim();
        // Spec §5: blank after trimming or while loading cannot send.
        if (!text || get().sending) return;
        if (draftTimer) clearTimeout(draftTimer);
        draftTimer = null;
        const context = get().messages;
        append({ id: newId(), role: 'user', content: text, timestamp: nextTimestamp() });
        set({ draft: '' });
        saveUi();
        await answer(text, get().picked ?? undefined, context);
      },

      async talkTo(agent) {
        if (get().sending) return;
        set({ picked: agent });
        saveUi();
        const lastQuestion = [...get().messages].reverse().find((m) => m.role === 'user');
        if (!lastQuestion) return;
        // The agent answers the question that prompted the suggestion, with the whole conversation as context.
        await answer(lastQuestion.content, agent, get().messages);
      },

      async applyDesign(messageId) {
        const message = get().messages.find((m) => m.id === messageId);
        if (!message?.design) return [];
        const changes = await deps.writeDesign(message.design);
        replace(messageId, { designUsed: true });
        return changes;
      },

      async clear() {
        set({ messages: [], draft: '', picked: null });
        try {
          await persistence.clear();
          await persistence.saveUi(DEFAULT_ASSISTANT_UI);
        } catch (error) {
          reportError(error);
        }
      },
    };
  });
  return store;
}
