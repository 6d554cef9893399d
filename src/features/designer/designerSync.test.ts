import { describe, expect, it } from 'vitest';
import type { ChatMessage, DesignImage } from './designerPersistence';
import { visibleDesigns } from './designerState';
import { mergeStored } from './designerSync';

const message = (id: string, timestamp: number): ChatMessage => ({ id, role: 'user', content: id, timestamp, persona: 'buddy' });

describe('designer sync helpers', () => {
  it('stored messages come first; messages sent meanwhile follow, each id once', () => {
    const stored = [message('a', 1), message('b', 2)];
    const mine = [message('b', 2), message('c', 3)];
    expect(mergeStored(stored, mine).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeStored([], mine)).toEqual(mine);
  });

  it('only designs that still exist stay on show', () => {
    const images = [{ id: 'x' }, { id: 'y' }] as DesignImage[];
    expect(visibleDesigns({ currentImageId: 'x', variationIds: ['x', 'gone', 'y'] }, images)).toEqual({ currentImageId: 'x', variationIds: ['x', 'y'] });
    expect(visibleDesigns({ currentImageId: 'gone', variationIds: [] }, images)).toEqual({ currentImageId: null, variationIds: [] });
  });
});
