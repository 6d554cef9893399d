/**
 * Calls `fn` once `delayMs` have passed since the last `poke()`. Pokes arrive at pointer rate
 * during a gesture; unlike clearTimeout + setTimeout per change, a poke only notes the time and
 * the one timer re-arms itself when it fires early — no timer work per frame.
 */
export function settler(delayMs: number, fn: () => void, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const tick = () => {
    const still = now() - last;
    if (still >= delayMs) {
      timer = undefined;
      fn();
    } else {
      timer = setTimeout(tick, delayMs - still);
    }
  };
  return {
    poke(): void {
      last = now();
      timer ??= setTimeout(tick, delayMs);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
