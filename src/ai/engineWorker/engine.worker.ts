/// <reference lib="webworker" />
/**
 * The on-device engine's worker: slot extraction, the persona replies, the handoff check, the
 * assistant agents and the part-of-speech tagger run here, off the page's main thread, so loading
 * them (hundreds of milliseconds of script on a phone) never delays a tap or a keystroke, and a
 * reply never holds up a frame (issue #38).
 */
import { engineOps } from './engineOps';
import type { EngineAnswer, EngineCall } from './engineProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<EngineCall>) => {
  const { id, op, args } = event.data;
  let answer: EngineAnswer;
  try {
    const run = engineOps[op] as (...a: unknown[]) => Promise<unknown>;
    answer = { id, ok: true, value: await run(...args) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    answer = { id, ok: false, name: e.name, message: e.message };
  }
  scope.postMessage(answer);
};
