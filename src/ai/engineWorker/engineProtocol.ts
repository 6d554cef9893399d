/** Messages between the page (deviceEngine.ts) and the engine worker (engine.worker.ts). */
import type { EngineOp } from './engineOps';

export interface EngineCall {
  id: number;
  op: EngineOp;
  args: unknown[];
}

export type EngineAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };
