import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { DEFAULT_UI_STATE, deferPersistence, type DesignerPersistence } from './designerPersistence';

/** A stand-in for the Dexie-backed persistence that records what was called. */
function fakeStored(): DesignerPersistence & { calls: string[] } {
  const calls: string[] = [];
  const record = (name: string, value: unknown) => async () => {
    calls.push(name);
    return value;
  };
  return {
    calls,
    loadUi: record('loadUi', { ...DEFAULT_UI_STATE, persona: 'trainer' }),
    saveUi: record('saveUi', undefined),
    loadSlots: record('loadSlots', { ...EMPTY_SLOTS, style: 'japanese' }),
    saveSlots: record('saveSlots', undefined),
    loadConversation: record('loadConversation', []),
    loadConversationTail: record('loadConversationTail', []),
    putMessage: record('putMessage', undefined),
    putMessages: record('putMessages', undefined),
    clearConversation: record('clearConversation', undefined),
    loadImages: record('loadImages', []),
    putImage: record('putImage', undefined),
    deleteImage: record('deleteImage', undefined),
  } as unknown as DesignerPersistence & { calls: string[] };
}

describe('deferPersistence', () => {
  it('on a device with no database, reads answer "nothing stored" without loading the database', async () => {
    const stored = fakeStored();
    const load = vi.fn(async () => stored);
    const persistence = deferPersistence(load, async () => false);
    expect(await persistence.loadUi()).toEqual(DEFAULT_UI_STATE);
    expect(await persistence.loadSlots()).toEqual(EMPTY_SLOTS);
    expect(await persistence.loadImages()).toEqual([]);
    expect(await persistence.loadConversationTail('buddy', 60)).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the database with the first write, and reads from it from then on', async () => {
    const stored = fakeStored();
    const load = vi.fn(async () => stored);
    const persistence = deferPersistence(load, async () => false);
    await persistence.saveUi({ ...DEFAULT_UI_STATE, persona: 'trainer' });
    expect(load).toHaveBeenCalledOnce();
    expect((await persistence.loadUi()).persona).toBe('trainer');
    expect(stored.calls).toEqual(['saveUi', 'loadUi']);
  });

  it('on a device with a database, reads load it as before', async () => {
    const stored = fakeStored();
    const persistence = deferPersistence(async () => stored, async () => true);
    expect((await persistence.loadSlots()).style).toBe('japanese');
    expect(stored.calls).toEqual(['loadSlots']);
  });
});
