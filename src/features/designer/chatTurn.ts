/**
 * A Text Chat turn (spec §3/§4): the user's message → extract fields → apply them to the brief
 * (with Undo) → the persona's reply, streamed piece by piece from a cloud model → a handoff
 * recommendation. Stop ends the turn, keeping what has arrived; a cloud failure is answered on
 * the device with a quiet note (the AI client decides that). Everything goes through the
 * injected AI client and the write-through kit, so it runs without React or a browser.
 */
import { applySuggestions, revertChanges } from '@/engine/slotChanges';
import { PERSONA_IDS, type FieldSuggestion, type HandoffRecommendation, type PersonaMessage } from '@/engine/types';
import type { AiClient } from '@/ai/aiClient';
import { AI_MESSAGES } from '@/ai/messages';
import { isAbort } from '@/ai/errors';
import type { ChatMessage } from './designerPersistence';
import type { DesignerActions } from './designerState';
import type { DesignerKit } from './designerWrites';
import type { AgentAnswer, AskAgentInput } from './voice/agentConversation';
import { runOnDevice } from '@/ai/engineWorker/deviceEngine';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { AgentId, PersonaId } from '@/engine/types';
import { designSuggestions } from '@/shared/brief/briefStorage';

/** Asks an assistant agent for the Text Chat (the app binds the user id and the AI client). */
export type AskAgent = (input: Omit<AskAgentInput, 'userId' | 'signal'>) => Promise<AgentAnswer>;

/**
 * Questions the Text Chat hands to an assistant agent while the badge shows Jess: the
 * specialists' topics (DESIGN.md §2, issue #13). Design talk stays with the persona.
 */
const SPECIALIST_AGENTS: readonly AgentId[] = ['styles', 'artist', 'aftercare'];

/**
 * The agent that answers a Text Chat message, or null for the persona. `route` is the engine's
 * router (engine/agents/routeAgent), passed in because it is loaded with the engine, on first use.
 */
export function textChatAgent(badge: AgentId, message: string, route: (message: string) => AgentId): AgentId | null {
  if (badge !== 'jess') return badge;
  const routed = route(message);
  return SPECIALIST_AGENTS.includes(routed) ? routed : null;
}

/** A conversation as the AI operations read it (failed replies are not part of the dialogue). */
export function toPersonaHistory(messages: readonly ChatMessage[]): PersonaMessage[] {
  return messages.filter((m) => !m.failed).map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
}

/** A failed reply is an agent message with spec §8's text (the AiError's message), kept out of later AI history. */
export function failedReplyText(error: unknown): string {
  return error instanceof Error && error.name === 'AiError' ? error.message : AI_MESSAGES.other;
}

export function createChatTurn(kit: DesignerKit, getClient: () => Promise<AiClient>, askAgent?: AskAgent): Pick<DesignerActions, 'sendMessage' | 'undoCapture' | 'stopReply'> {
  const { get, set, newId, nextTimestamp, appendMessage, updateMessage, setSlots, setUi } = kit;
  /** The turn on its way per persona, so Stop can end it. */
  const turns = new Map<PersonaId, AbortController>();
  const setStreaming = (persona: PersonaId, text: string | undefined) => {
    const streaming = { ...get().streaming };
    if (text === undefined) delete streaming[persona];
    else streaming[persona] = text;
    set({ streaming });
  };

  /** The persona's reply: streamed when a cloud model answers; null when stopped before a word arrived. */
  const personaReplyMessage = async (client: AiClient, persona: PersonaId, input: { history: PersonaMessage[]; captured: FieldSuggestion[] }, signal: AbortSignal): Promise<ChatMessage | null> => {
    const base = { id: newId(), role: 'agent' as const, persona };
    try {
      const answer = await client.personaReply(
        { persona, history: input.history, slots: get().slots, captured: input.captured, onDelta: (text) => setStreaming(persona, (get().streaming[persona] ?? '') + text) },
        signal,
      );
      return { ...base, content: answer.text, timestamp: nextTimestamp(), ...(answer.cloudFailure && { cloudFallback: true }) };
    } catch (error) {
      if (isAbort(error)) {
        // Stopped: what had arrived stays as the reply (the user saw it); nothing, if nothing had.
        const partial = get().streaming[persona]?.trim();
        return partial ? { ...base, content: partial, timestamp: nextTimestamp(), stopped: true } : null;
      }
      return { ...base, content: failedReplyText(error), timestamp: nextTimestamp(), failed: true };
    } finally {
      setStreaming(persona, undefined);
    }
  };

  /**
   * A Text Chat turn answered by an assistant agent. Josh's design fills the brief like an
   * extraction does: the user's message gets the capture note (merged with what extraction took)
   * and its Undo reverts both.
   */
  const answerAsAgent = async (ask: AskAgent, persona: PersonaId, userMessageId: string, text: string, agent: AgentId): Promise<void> => {
    const history = (get().conversations[persona] ?? [])
      .filter((m) => !m.failed && m.id !== userMessageId)
      .map((m) => ({ role: m.role, content: m.content, timestamp: m.timestamp, ...(m.answeredBy ? { agent: m.answeredBy.agent } : {}) }));
    let reply: ChatMessage;
    try {
      const { reply: answer, source } = await ask({ message: text, history, agent });
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
          const merged = [
            ...earlier.filter((c) => !changes.some((d) => d.field === c.field)),
            ...changes.map((c) => ({ ...c, previous: earlier.find((e) => e.field === c.field)?.previous ?? c.previous })),
          ];
          updateMessage(persona, userMessageId, { capture: merged });
        }
      }
    } catch (error) {
      reply = { id: newId(), role: 'agent', content: failedReplyText(error), timestamp: nextTimestamp(), persona, failed: true };
    }
    appendMessage(reply);
  };

  return {
    async sendMessage(raw) {
      const text = raw.trim();
      const persona = get().persona;
      if (!text || get().replying[persona]) return;
      await get().ensureConversation(persona);
      const userMessage: ChatMessage = { id: newId(), role: 'user', content: text, timestamp: nextTimestamp(), persona };
      appendMessage(userMessage);
      set({ replying: { ...get().replying, [persona]: true }, drafts: { ...get().drafts, [persona]: '' } });
      setUi({ handoff: null });
      const controller = new AbortController();
      turns.set(persona, controller);
      try {
        const client = await getClient();
        const history = toPersonaHistory(get().conversations[persona] ?? []);
        const suggestions = await client.extractFields({ history, slots: get().slots }, controller.signal).catch((error: unknown) => {
          if (isAbort(error)) return null;
          throw error;
        });
        if (suggestions === null) return;
        const { slots, changes } = applySuggestions(get().slots, suggestions);
        if (changes.length > 0) {
          setSlots(slots);
          updateMessage(persona, userMessage.id, { capture: changes });
        }
        const captured = suggestions.filter((s) => changes.some((c) => c.field === s.field && c.value === s.value));
        // The badge's agent answers (issue #13); with Jess on the badge, a specialist's question
        // goes to that specialist; everything else to the persona.
        const badge = get().agent;
        // (Routing reads the message with the engine's extraction: asked of the engine's worker.)
        const routed = badge === 'jess' ? await runOnDevice('routeAgent', [text]) : badge;
        const agent = textChatAgent(badge, text, () => routed);
        if (agent && askAgent) {
          await answerAsAgent(askAgent, persona, userMessage.id, text, agent);
          return;
        }
        const reply = await personaReplyMessage(client, persona, { history, captured }, controller.signal);
        if (!reply) return;
        appendMessage(reply);
        if (!reply.failed && !reply.stopped) {
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
        turns.delete(persona);
        set({ replying: { ...get().replying, [persona]: false } });
      }
    },

    stopReply(persona) {
      turns.get(persona)?.abort();
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
  };
}
