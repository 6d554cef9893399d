/** Spec §2: the chat's typing indicator, three bouncing dots. */
export function TypingDots() {
  return (
    <span className="inline-flex gap-1 rounded-2xl bg-white px-3 py-3 shadow-sm dark:bg-ink-800" aria-hidden="true">
      <span className="size-1.5 animate-bounce-dot rounded-full bg-ink-500" />
      <span className="size-1.5 animate-bounce-dot rounded-full bg-ink-500 [animation-delay:150ms]" />
      <span className="size-1.5 animate-bounce-dot rounded-full bg-ink-500 [animation-delay:300ms]" />
    </span>
  );
}
