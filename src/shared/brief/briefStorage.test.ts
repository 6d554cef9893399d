import { describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { BRIEF_ID, designSuggestions, writeDesignToBrief } from './briefStorage';

describe('the brief from a chat design', () => {
  it('keeps only values from the option lists', () => {
    expect(designSuggestions({ style: 'Japanese', placement: 'calf', size: 'huge' })).toEqual([
      { field: 'style', value: 'japanese', confidence: 1 },
      { field: 'bodyZone', value: 'calf', confidence: 1 },
    ]);
  });

  it('writes style, placement and size into the stored brief, keeping the other slots', async () => {
    const database = new InkClarityDatabase(`brief-${Math.random()}`);
    await database.designBriefs.put({ id: BRIEF_ID, slots: { style: 'tribal', bodyZone: '', keywords: 'koi', size: '', colors: 'colorful', description: '' }, updatedAt: 1 });
    const changes = await writeDesignToBrief({ style: 'japanese', placement: 'forearm', size: 'medium' }, database);
    expect(changes.map((c) => [c.field, c.previous, c.value])).toEqual([
      ['style', 'tribal', 'japanese'],
      ['bodyZone', '', 'forearm'],
      ['size', '', 'medium'],
    ]);
    expect((await database.designBriefs.get(BRIEF_ID))?.slots).toEqual({ style: 'japanese', bodyZone: 'forearm', keywords: 'koi', size: 'medium', colors: 'colorful', description: '' });
    expect(await writeDesignToBrief({ style: 'japanese' }, database)).toEqual([]);
  });
});
