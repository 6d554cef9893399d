import { useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

/**
 * A conversation can grow to thousands of messages; rendering them all would make opening it
 * slow (DESIGN.md §7: 5,000 messages in < 300 ms). Only the newest ones are in the DOM; older
 * ones are added a page at a time when the user asks for them, keeping their scroll position.
 * Used by every chat list (the designer's Text Chat and the AI Assistant).
 */
export const INITIAL_WINDOW = 60;
export const WINDOW_STEP = 100;
/** Within this many pixels of the bottom the list follows new messages. */
const STICK_TO_BOTTOM_PX = 80;

export interface MessageWindow<T> {
  /** The messages to render, oldest first. */
  visible: readonly T[];
  /** How many older messages are not rendered. */
  hidden: number;
  showEarlier: () => void;
  scroller: RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
}

/**
 * `follow` lists what should scroll a list that sits at the bottom (new message, typing dots);
 * `forceFollow` scrolls even when the user had scrolled up (they just sent a message).
 */
export function useMessageWindow<T>(messages: readonly T[], follow: readonly unknown[], forceFollow: boolean): MessageWindow<T> {
  const [shown, setShown] = useState(INITIAL_WINDOW);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const restoreFrom = useRef<number | null>(null);

  const start = Math.max(0, messages.length - shown);

  // Older messages were revealed: keep the message the user was looking at in place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || restoreFrom.current === null) return;
    el.scrollTop += el.scrollHeight - restoreFrom.current;
    restoreFrom.current = null;
  }, [shown]);

  useLayoutEffect(() => {
    const el = scroller.current;
    // No messages yet (a new or still-loading conversation): nothing to follow, and reading
    // scrollHeight right after the render would force a layout during the first paint.
    if (!el || messages.length === 0) return;
    if (nearBottom.current || forceFollow) el.scrollTop = el.scrollHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `follow` is the caller's dependency list
  }, [messages.length, forceFollow, ...follow]);

  return {
    visible: messages.slice(start),
    hidden: start,
    showEarlier: () => {
      restoreFrom.current = scroller.current?.scrollHeight ?? 0;
      setShown((n) => n + WINDOW_STEP);
    },
    scroller,
    onScroll: (event) => {
      const el = event.currentTarget;
      nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    },
  };
}
