/**
 * The on-device answer of the five agents (DESIGN.md §2): the same engine the server runs, with
 * the seed artist directory. Loaded on first use as its own chunk (precached by the service worker
 * for offline use), so the panel opens without it.
 */
import { agentReply } from '@/engine/agents/agentReply';
import { SEED_ARTISTS } from '@/engine/artists';
import type { AgentId, ChatRequest, ChatResponse } from '@/engine/types';

export function deviceReply(request: ChatRequest, agent?: AgentId): ChatResponse {
  return agentReply(request, { artists: SEED_ARTISTS, ...(agent ? { agent } : {}) });
}
