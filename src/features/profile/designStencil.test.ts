import { describe, expect, it } from 'vitest';
import { stencilFileName, stencilInputs } from './designStencil';

const design = {
  id: '0b7f2f4e-5a4c-4d2e-9f0a-1c2b3d4e5f60', user_id: 'u', style: 'japanese', placement: 'forearm', size: 'medium',
  colors: 'black and grey', keywords: 'koi', description: 'a koi', render: { seed: 42, size: '1024x1792' },
};

describe('stencilInputs', () => {
  it('reads the brief, seed and size option the design was drawn with', () => {
    expect(stencilInputs(design)).toEqual({
      slots: { style: 'japanese', bodyZone: 'forearm', keywords: 'koi', size: 'medium', colors: 'black and grey', description: 'a koi' },
      seed: 42, size: '1024x1792',
    });
  });
  it('is null without recorded render settings (or with ones the renderer does not take)', () => {
    expect(stencilInputs({ ...design, render: null })).toBeNull();
    expect(stencilInputs({ ...design, render: undefined })).toBeNull();
    expect(stencilInputs({ ...design, render: { seed: 1, size: '512x512' } })).toBeNull();
    expect(stencilInputs({ ...design, render: { seed: -1, size: '1024x1024' } })).toBeNull();
  });
  it('names the file after the design', () => {
    expect(stencilFileName(design)).toBe('inkclarity-japanese-forearm-0b7f2f4e-stencil.png');
  });
});
