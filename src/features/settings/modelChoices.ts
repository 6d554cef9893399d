/**
 * The own key's model pickers: which options they offer and what each one says. Pure, so the
 * Settings screen only renders it.
 */
import type { ListedModel } from '@/ai/verifyKey';
import { shutdownLabel } from '@/ai/verifyKey';

export interface ModelOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** "gpt-4o-mini — shuts down 14 Jan 2027", "gpt-image-1.5 — shut down 1 Dec 2026". */
export function modelLabel(model: ListedModel): string {
  if (!model.shutdownDate) return model.id;
  return `${model.id} — ${model.shutDown ? 'shut down' : 'shuts down'} ${shutdownLabel(model.shutdownDate)}`;
}

/**
 * The options of one picker: the provider's models of that kind once they are listed (a shut-down
 * one shown but not choosable), else only the current choice. The current choice stays in the
 * list even when the provider does not offer it, so the form shows what is saved (the check then
 * says it is missing).
 */
export function modelOptions(models: readonly ListedModel[] | null, kind: 'chat' | 'image', current: string): ModelOption[] {
  const listed = (models ?? []).filter((m) => m.kind === kind).map((m) => ({ value: m.id, label: modelLabel(m), disabled: m.shutDown }));
  if (listed.some((option) => option.value === current)) return listed;
  return [{ value: current, label: models ? `${current} (not offered by this provider)` : current, disabled: false }, ...listed];
}

/** The model to preselect after listing: the current one when the provider has it, else its first current model of that kind. */
export function preferredModel(models: readonly ListedModel[], kind: 'chat' | 'image', current: string): string {
  const usable = models.filter((m) => m.kind === kind && !m.shutDown);
  return usable.some((m) => m.id === current) ? current : (usable[0]?.id ?? current);
}
