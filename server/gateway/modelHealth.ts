/**
 * Which configured models the provider keeps refusing. The start-up check (modelCheck.ts) sees a
 * model listed; it can still refuse every request (a parameter it no longer takes, a key without
 * access). After REFUSALS_BEFORE_FAILING refusals in a row /health reports it `failing`, with the
 * provider's last error code and param, until a request succeeds again.
 */
import type { ModelKind } from './modelCheck';

/** One refusal can be a bad request; three in a row with nothing in between is the model. */
export const REFUSALS_BEFORE_FAILING = 3;

export interface ProviderErrorSummary {
  status: number;
  code: string | null;
  param: string | null;
}

export class ModelHealth {
  private readonly refusals: Record<ModelKind, number> = { chat: 0, image: 0 };
  private readonly lastError: Partial<Record<ModelKind, ProviderErrorSummary>> = {};

  constructor(private readonly threshold = REFUSALS_BEFORE_FAILING) {}

  refused(kind: ModelKind, error: ProviderErrorSummary): void {
    this.refusals[kind] += 1;
    this.lastError[kind] = error;
  }

  succeeded(kind: ModelKind): void {
    this.refusals[kind] = 0;
    delete this.lastError[kind];
  }

  /** The provider's last error when the model is failing, else null. */
  failing(kind: ModelKind): ProviderErrorSummary | null {
    return this.refusals[kind] >= this.threshold ? (this.lastError[kind] ?? null) : null;
  }
}
