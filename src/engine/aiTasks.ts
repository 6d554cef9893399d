/**
 * The app's AI tasks: what each one says to the model. The gateway builds the provider request
 * from a task name plus the user's messages (so a caller can never send its own system prompt
 * or parameters), /chat does the same for the assistant's agents, and the browser builds the
 * very same request when it talks to the user's own provider (bring-your-own-key). How each
 * task's request looks for each provider family (budgets, reasoning effort, structured outputs,
 * streaming) is aiRequests/ — this file supplies the prompts.
 */
import type { Artist } from './artists';
import type { DesignSlots } from './designBrief';
import { personaSystemPrompt } from './personaPrompt';
import {
  agentSystemPrompt,
  extractionSystemPrompt,
  handoffSystemPrompt,
  imagePromptSystemPrompt,
  imagePromptUserMessage,
  analystCritiqueSystemPrompt,
} from './prompts';
import {
  buildChatRequest,
  type BuiltChatRequest,
  type ImageDetail,
  type ProviderMessage,
  type ProviderTarget,
  type TaskPrompt,
} from './aiRequests/buildRequest';
import type { AgentId, ChatRequest, PersonaId } from './types';

/** The chat tasks the gateway accepts from the browser, by name. Images are the fifth task (`image`). */
export const CHAT_TASKS = ['persona_reply', 'extraction', 'handoff', 'image_prompt', 'analyst_critique'] as const;
export type ChatTaskName = (typeof CHAT_TASKS)[number];
export const IMAGE_TASK = 'image' as const;

/** The body field that names the task on a gateway request (read by server/gateway/routes.ts). */
export const TASK_FIELD = 'inkclarity' as const;

export type ChatTask =
  | { task: 'persona_reply'; persona: PersonaId; slots: DesignSlots }
  | { task: 'extraction'; slots: DesignSlots }
  | { task: 'handoff'; current_persona: PersonaId }
  | { task: 'image_prompt'; slots: DesignSlots }
  /** The design as a `data:image/(png|jpeg|webp);base64,` URL; the figures travel as the user message. */
  | { task: 'analyst_critique'; image: string };

/**
 * The pictures a critique may carry: PNG, JPEG or WebP as a base64 data URL (OpenAI's vision guide
 * lists PNG, JPEG, WEBP and non-animated GIF; the app sends JPEG). Checked by the gateway before
 * anything is forwarded, so a wrong file never costs a provider call.
 */
export const CRITIQUE_IMAGE_PATTERN = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/**
 * The longest picture accepted: 1.5 M base64 characters (~1.1 MB). The app sends the design at
 * most 1024 px on its longest side as JPEG (a few hundred kB); OpenAI scales a `high` detail
 * picture to fit 2048 px and then 768 px on its short side, so more pixels would be paid for and
 * thrown away.
 */
export const CRITIQUE_IMAGE_MAX_CHARS = 1_500_000;
/** Fine lines are what the critique is about: the model looks at the picture closely. */
export const CRITIQUE_IMAGE_DETAIL: ImageDetail = 'high';

/** The assistant's agents (/chat, and the browser's own key): who may answer and whom they may name. */
export interface AgentTask {
  task: 'agent_reply';
  /** Answer as this agent (the user chose it); absent: the model picks the agent. */
  agent?: AgentId;
  artists: readonly Artist[];
}

export type TaskMessage = ProviderMessage;

/** Spec §9: handoff reads the last 5 messages. */
export const HANDOFF_MESSAGES = 5;
/** A persona reply needs the recent thread, not the whole of a long chat (cost and latency). */
export const PERSONA_HISTORY_MESSAGES = 20;
/** Extraction reads the latest exchange; older details are already in the brief it is shown. */
export const EXTRACTION_MESSAGES = 6;
/** Recent assistant turns the model sees; older ones rarely change who should answer. */
export const AGENT_HISTORY_TURNS = 12;

/** Turns a thread into the one user message extraction and handoff read. */
export function transcript(history: readonly TaskMessage[]): string {
  return history.map((m) => `${m.role === 'user' ? 'Client' : 'Assistant'}: ${m.content}`).join('\n');
}

/**
 * What the model is told for a gateway task. `messages` are the caller's: the thread for a
 * persona reply, the one transcript message for extraction and handoff; the image prompt is built
 * from the brief alone, so its messages are not used.
 */
export function taskPrompt(task: ChatTask, messages: readonly TaskMessage[]): TaskPrompt {
  const thread = messages.map((m) => ({ role: m.role, content: m.content }));
  switch (task.task) {
    case 'persona_reply':
      return { system: personaSystemPrompt(task.persona, task.slots), messages: thread.slice(-PERSONA_HISTORY_MESSAGES) };
    case 'extraction':
      return { system: extractionSystemPrompt(task.slots), messages: thread };
    case 'handoff':
      return { system: handoffSystemPrompt(task.current_persona), messages: thread };
    case 'image_prompt':
      return { system: imagePromptSystemPrompt(), messages: [{ role: 'user', content: imagePromptUserMessage(task.slots) }] };
    case 'analyst_critique':
      // One user message: the figures. Any earlier turns are not the critique's business.
      return {
        system: analystCritiqueSystemPrompt(),
        messages: thread.filter((m) => m.role === 'user').slice(-1),
        image: { dataUrl: task.image, detail: CRITIQUE_IMAGE_DETAIL },
      };
  }
}

/** What the model is told for an assistant reply: the agents, the directory, the recent turns. */
export function agentPrompt(task: AgentTask, request: ChatRequest): TaskPrompt {
  const history: ProviderMessage[] = request.conversation_history.slice(-AGENT_HISTORY_TURNS).map((entry) =>
    entry.role === 'user'
      ? { role: 'user', content: entry.message }
      : { role: 'assistant', content: entry.agent ? `[${entry.agent}] ${entry.message}` : entry.message },
  );
  return { system: agentSystemPrompt(task.artists, task.agent), messages: [...history, { role: 'user', content: request.message }] };
}

/** The full provider request for a gateway task, in the shape the target's family documents. */
export function buildTaskRequest(
  target: ProviderTarget,
  task: ChatTask,
  messages: readonly TaskMessage[],
  options: { stream?: boolean } = {},
): BuiltChatRequest {
  return buildChatRequest(target, task.task, taskPrompt(task, messages), options);
}

/** The full provider request for an assistant reply. */
export function buildAgentRequest(target: ProviderTarget, task: AgentTask, request: ChatRequest, options: { stream?: boolean } = {}): BuiltChatRequest {
  return buildChatRequest(target, 'agent_reply', agentPrompt(task, request), options);
}
