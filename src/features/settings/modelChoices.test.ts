import { describe, expect, it } from 'vitest';
import { modelLabel, modelOptions, preferredModel } from './modelChoices';
import type { ListedModel } from '@/ai/verifyKey';

const models: ListedModel[] = [
  { id: 'gpt-4o-mini', kind: 'chat', shutdownDate: '2027-01-14', shutDown: false },
  { id: 'gpt-6-luna', kind: 'chat', shutdownDate: null, shutDown: false },
  { id: 'gpt-image-1.5', kind: 'image', shutdownDate: '2026-12-01', shutDown: true },
  { id: 'gpt-image-2.6-flare', kind: 'image', shutdownDate: null, shutDown: false },
];

describe('model pickers', () => {
  it('label a model with its shutdown date', () => {
    expect(modelLabel(models[0])).toBe('gpt-4o-mini — shuts down 14 Jan 2027');
    expect(modelLabel(models[2])).toBe('gpt-image-1.5 — shut down 1 Dec 2026');
    expect(modelLabel(models[1])).toBe('gpt-6-luna');
  });

  it('offer the listed models of the kind, a shut-down one not choosable, and keep a saved model the provider lacks', () => {
    expect(modelOptions(models, 'image', 'gpt-image-2.6-flare')).toEqual([
      { value: 'gpt-image-1.5', label: 'gpt-image-1.5 — shut down 1 Dec 2026', disabled: true },
      { value: 'gpt-image-2.6-flare', label: 'gpt-image-2.6-flare', disabled: false },
    ]);
    expect(modelOptions(models, 'image', 'dall-e-3')[0]).toEqual({ value: 'dall-e-3', label: 'dall-e-3 (not offered by this provider)', disabled: false });
    expect(modelOptions(null, 'chat', 'gpt-6-luna')).toEqual([{ value: 'gpt-6-luna', label: 'gpt-6-luna', disabled: false }]);
  });

  it('preselect the current model when offered, else the first current one', () => {
    expect(preferredModel(models, 'chat', 'gpt-6-luna')).toBe('gpt-6-luna');
    expect(preferredModel([{ id: 'llama3.2:3b', kind: 'chat', shutdownDate: null, shutDown: false }], 'chat', 'gpt-6-luna')).toBe('llama3.2:3b');
    expect(preferredModel(models, 'image', 'gpt-image-1.5')).toBe('gpt-image-2.6-flare');
  });
});
