import { describe, expect, it } from 'vitest';
import { NOTHING_SAVED, NOTHING_SAVED_OFFLINE, OFFLINE_NOTE, SERVER_UNREACHABLE_NOTE, readView, type ReadViewInput } from './readView';

const base: ReadViewInput = { hasData: true, error: null, refreshing: false, everSynced: true, online: true };
const FAILED = 'Failed to load appointments. Please try again!';

describe('what a cached screen says', () => {
  it('waits for Dexie before saying anything', () => {
    expect(readView({ ...base, hasData: undefined, error: FAILED, online: false })).toEqual({ kind: 'loading' });
  });

  it('shows the records, quietly noting when they are the device’s copy', () => {
    expect(readView(base)).toEqual({ kind: 'ready', note: null });
    expect(readView({ ...base, online: false, error: FAILED })).toEqual({ kind: 'ready', note: OFFLINE_NOTE });
    // Offline the note shows at once, before the refresh has even failed.
    expect(readView({ ...base, online: false, refreshing: true })).toEqual({ kind: 'ready', note: OFFLINE_NOTE });
    expect(readView({ ...base, error: FAILED })).toEqual({ kind: 'ready', note: SERVER_UNREACHABLE_NOTE });
  });

  it('an empty list synced before is the truth as last synced: the empty state, with the note', () => {
    expect(readView({ ...base, hasData: false, error: FAILED, online: false })).toEqual({ kind: 'ready', note: OFFLINE_NOTE });
  });

  it('nothing saved and no answer: the error once, saying there is nothing on the device — never an empty state under it', () => {
    const never = { ...base, hasData: false, everSynced: false };
    expect(readView({ ...never, error: FAILED, online: false })).toEqual({ kind: 'unavailable', message: FAILED, detail: NOTHING_SAVED_OFFLINE });
    expect(readView({ ...never, error: FAILED })).toEqual({ kind: 'unavailable', message: FAILED, detail: NOTHING_SAVED });
    expect(readView({ ...never, refreshing: true })).toEqual({ kind: 'loading' });
    // The server answered with nothing: the screen's own empty state.
    expect(readView(never)).toEqual({ kind: 'ready', note: null });
  });
});
