import { describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { loadIntoDesigner, slotsFromDesign } from './openInDesigner';

const design = {
  id: 'd1', user_id: 'u1', style: 'japanese', placement: 'forearm', size: 'medium', colors: 'black and grey',
  keywords: 'koi, waves', description: 'a koi', prompt: 'p', image: null,
};

describe('Open in Designer', () => {
  it('maps a saved design to the studio brief (placement is the body zone)', () => {
    expect(slotsFromDesign(design)).toEqual({
      style: 'japanese', bodyZone: 'forearm', keywords: 'koi, waves', size: 'medium', colors: 'black and grey', description: 'a koi',
    });
    expect(slotsFromDesign({ id: 'x', user_id: 'u' })).toEqual({ style: '', bodyZone: '', keywords: '', size: '', colors: '', description: '' });
  });

  it('writes the brief and opens the studio tab, keeping the rest of the designer state', async () => {
    const db = new InkClarityDatabase(`open-${Math.random()}`);
    await db.settings.put({ key: 'designer-ui', value: { tab: 'text', persona: 'expert' } });
    await loadIntoDesigner(db, design, 1234);
    expect(await db.designBriefs.get('current')).toEqual({ id: 'current', slots: slotsFromDesign(design), updatedAt: 1234 });
    expect((await db.settings.get('designer-ui'))?.value).toEqual({ tab: 'studio', persona: 'expert' });
    db.close();
  });
});
