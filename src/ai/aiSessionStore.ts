/**
 * Which AI is answering (the designer's provider badge reads it): apart from aiSession.ts, which
 * builds the client and re-exports it, so a screen can show the badge before the AI client and
 * the engine behind it are loaded (issue #16's JS budget).
 */
import { create } from 'zustand';
import type { AiProviderKind } from '@/ai/aiClient';
import type { ByokProblem } from '@/ai/createAiClient';

export interface AiSessionState {
  provider: AiProviderKind;
  /** True while the first health check is still running. */
  checking: boolean;
  /** The last call on the user's own key failed, and why (null: it works, or no key in use). */
  byokProblem: ByokProblem | null;
  /** The user chose to go on without their key for now (until the key is changed or the page reloads). */
  byokBypassed: 'gateway' | 'on-device' | null;
}

export const useAiSession = create<AiSessionState>(() => ({ provider: 'on-device', checking: true, byokProblem: null, byokBypassed: null }));
