/**
 * The app's AI tasks and how each becomes a chat-completion request. One definition for both
 * sides: the server's gateway builds the provider request from a task name plus the user's
 * messages (so a caller can never send its own system prompt or parameters), and the browser
 * builds the very same request when it talks to the user's own provider (bring-your-own-key).
 * Spec §9 gives the token and temperature figures.
 */
import type { DesignSlots } from './designBrief';
import { personaSystemPrompt } from './personas';
import { extractionSystemPrompt, handoffSystemPrompt, imagePromptSystemPrompt, imagePromptUserMessage } from './prompts';
import type { PersonaId } from './types';

/** The chat tasks the gateway accepts, by name. Images are the fifth task (`image`). */
export const CHAT_TASKS = ['persona_reply', 'extraction', 'handoff', 'image_prompt'] as const;
export type ChatTaskName = (typeof CHAT_TASKS)[number];
export const IMAGE_TASK = 'image' as const;

/** The body field that names the task on a gateway request (read by server/gateway/routes.ts). */
export const TASK_FIELD = 'inkclarity' as const;

export type ChatTask =
  | { task: 'persona_reply'; persona: PersonaId; slots: DesignSlots }
  | { task: 'extraction'; slots: DesignSlots }
  | { task: 'handoff'; current_persona: PersonaId }
  | { task: 'image_prompt'; slots: DesignSlots };

export interface TaskMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderChatRequest {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  max_tokens: number;
  temperature?: number;
  json: boolean;
}

/** Spec §9: persona replies. */
export const PERSONA_REPLY_MAX_TOKENS = 150;
export const PERSONA_REPLY_TEMPERATURE = 0.8;
/** Spec §9: field extraction. */
export const EXTRACTION_MAX_TOKENS = 400;
/** Spec §9: handoff uses the last 5 messages and 200 tokens. */
export const HANDOFF_MAX_TOKENS = 200;
export const HANDOFF_MESSAGES = 5;
/** Spec §9: prompt generation. */
export const IMAGE_PROMPT_MAX_TOKENS = 200;
export const IMAGE_PROMPT_TEMPERATURE = 0.7;
/** A persona reply needs the recent thread, not the whole of a long chat (cost and latency). */
export const PERSONA_HISTORY_MESSAGES = 20;
/** Extraction reads the latest exchange; older details are already in the brief it is shown. */
export const EXTRACTION_MESSAGES = 6;

/** The image sizes and qualities the app offers (spec §7); the gateway refuses any other. */

/** Turns a thread into the one user message extraction and handoff read. */
export function transcript(history: readonly TaskMessage[]): string {
  return history.map((m) => `${m.role === 'user' ? 'Client' : 'Assistant'}: ${m.content}`).join('\n');
}

/**
 * The full provider request for a task. `messages` are the caller's: the thread for a persona
 * reply, the one transcript message for extraction and handoff; the image prompt is built from
 * the brief alone, so its messages are not used.
 */
export function buildTaskRequest(task: ChatTask, messages: readonly TaskMessage[]): ProviderChatRequest {
  const thread = messages.map((m) => ({ role: m.role, content: m.content }));
  switch (task.task) {
    case 'persona_reply':
      return {
        messages: [{ role: 'system', content: personaSystemPrompt(task.persona, task.slots) }, ...thread.slice(-PERSONA_HISTORY_MESSAGES)],
        max_tokens: PERSONA_REPLY_MAX_TOKENS,
        temperature: PERSONA_REPLY_TEMPERATURE,
        json: false,
      };
    case 'extraction':
      return { messages: [{ role: 'system', content: extractionSystemPrompt(task.slots) }, ...thread], max_tokens: EXTRACTION_MAX_TOKENS, json: true };
    case 'handoff':
      return { messages: [{ role: 'system', content: handoffSystemPrompt(task.current_persona) }, ...thread], max_tokens: HANDOFF_MAX_TOKENS, json: true };
    case 'image_prompt':
      return {
        messages: [{ role: 'system', content: imagePromptSystemPrompt() }, { role: 'user', content: imagePromptUserMessage(task.slots) }],
        max_tokens: IMAGE_PROMPT_MAX_TOKENS,
        temperature: IMAGE_PROMPT_TEMPERATURE,
        json: false,
      };
  }
}
