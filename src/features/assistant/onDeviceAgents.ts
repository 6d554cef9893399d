/**
 * The on-device answer of the five agents (DESIGN.md §2): the same engine the server runs, with
 * the seed artist directory, in the engine's worker (@/ai/engineWorker: loaded on first use, off
 * the main thread, precached by the service worker for offline use).
 */
import { runOnDevice } from '@/ai/engineWorker/deviceEngine';
import type { AgentId, ChatRequest, ChatResponse } from '@/engine/types';

export function deviceReply(request: ChatRequest, agent?: AgentId): Promise<ChatResponse> {
  return runOnDevice('agentReply', [request, agent]);
}
