import { describe, expect, it, vi } from 'vitest';
import { createSendQueue } from './sendQueue';

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createSendQueue', () => {
  it('holds messages sent before the designer is ready and sends them, in order, once it is', async () => {
    const ready = deferred();
    const sent: string[] = [];
    const queue = createSendQueue(async (text) => void sent.push(text), () => ready.promise);
    const first = queue('a rose on my calf');
    const second = queue('small please');
    await Promise.resolve();
    expect(sent).toEqual([]);
    ready.resolve();
    await Promise.all([first, second]);
    expect(sent).toEqual(['a rose on my calf', 'small please']);
  });

  it('sends the next message only after the previous turn finished (the store answers one at a time)', async () => {
    const turns: ReturnType<typeof deferred>[] = [];
    const started: string[] = [];
    const queue = createSendQueue(
      (text) => {
        started.push(text);
        const turn = deferred();
        turns.push(turn);
        return turn.promise;
      },
      () => Promise.resolve(),
    );
    void queue('one');
    const two = queue('two');
    await vi.waitFor(() => expect(started).toEqual(['one']));
    turns[0].resolve();
    await vi.waitFor(() => expect(started).toEqual(['one', 'two']));
    turns[1].resolve();
    await two;
  });

  it('goes on after a failed send, and reports the failure to its caller', async () => {
    const sent: string[] = [];
    const queue = createSendQueue(
      async (text) => {
        if (text === 'bad') throw new Error('storage full');
        sent.push(text);
      },
      () => Promise.resolve(),
    );
    await expect(queue('bad')).rejects.toThrow('storage full');
    await queue('good');
    expect(sent).toEqual(['good']);
  });
});
