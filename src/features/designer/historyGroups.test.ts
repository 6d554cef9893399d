import { describe, expect, it } from 'vitest';
import type { DesignImage } from './designerPersistence';
import { groupHistory } from './historyGroups';

const image = (id: string, variationOf?: string): DesignImage =>
  ({ id, createdAt: 0, png: new Blob(), slots: {}, prompt: '', provider: 'on-device', width: 1, height: 1, size: '1024x1024', ...(variationOf ? { variationOf } : {}) }) as DesignImage;

describe('groupHistory', () => {
  it('puts variations under their design, keeping the newest-first order', () => {
    const groups = groupHistory([image('v2', 'a'), image('b'), image('v1', 'a'), image('a')]);
    expect(groups.map((g) => [g.design.id, g.variations.map((v) => v.id)])).toEqual([
      ['b', []],
      ['a', ['v2', 'v1']],
    ]);
  });

  it('shows a variation on its own once its design is gone', () => {
    expect(groupHistory([image('v1', 'gone')]).map((g) => g.design.id)).toEqual(['v1']);
  });
});
