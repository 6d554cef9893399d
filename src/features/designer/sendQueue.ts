/**
 * The Text Chat's outgoing messages, one after another: a message sent while the designer is
 * still loading (its saved conversation from Dexie, then the engine) waits for `ready` and is
 * sent then, in the order typed, so nothing typed on a slow first load is dropped. A failed send
 * does not hold back the ones after it.
 */
export function createSendQueue(send: (text: string) => Promise<void>, ready: () => Promise<void>): (text: string) => Promise<void> {
  let tail: Promise<unknown> = Promise.resolve();
  return (text) => {
    const turn = tail.then(ready).then(() => send(text));
    tail = turn.catch(() => undefined);
    return turn;
  };
}
