import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { SendIcon, StopIcon } from '@/shared/ui/icons';

/** Drafts are saved this long after the last keystroke, so a reload keeps half-typed messages. */
const DRAFT_SAVE_DELAY_MS = 400;
/** The input grows with the text up to this height, then scrolls. */
const MAX_INPUT_HEIGHT_PX = 160;

interface ComposerProps {
  personaName: string;
  initialDraft: string;
  busy: boolean;
  onSend: (text: string) => void;
  onDraft: (text: string) => void;
  /** While busy: ends the reply on its way (the Stop button). */
  onStop?: () => void;
}

/** Spec §5 (as in the chat panel): Enter sends, Shift+Enter makes a new line; blank or busy cannot send. */
export function Composer({ personaName, initialDraft, busy, onSend, onDraft, onStop }: ComposerProps) {
  const [text, setText] = useState(initialDraft);
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ text, onDraft });

  useEffect(() => {
    latest.current = { text, onDraft };
  });

  // A draft saved earlier arrives with the designer's saved state, which may load after the box
  // painted: take it, unless the user has typed meanwhile (never replace what they typed).
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current && initialDraft) setText(initialDraft);
  }, [initialDraft]);

  // Resize to content. An empty box keeps its one-row CSS height: measuring it (a layout read
  // right after a style write) would force a reflow on every first paint for nothing.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    if (!text) {
      el.style.height = '';
      return;
    }
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [text]);

  // Save a pending draft when the composer goes away (tab or persona change).
  useEffect(
    () => () => {
      if (saveTimer.current) {
        clearTimeout(saveTimer.current);
        latest.current.onDraft(latest.current.text);
      }
    },
    [],
  );

  const change = (value: string) => {
    typed.current = true;
    setText(value);
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      onDraft(value);
    }, DRAFT_SAVE_DELAY_MS);
  };

  const send = () => {
    if (!text.trim() || busy) return;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    onSend(text);
    setText('');
  };

  // Send is off while the helper answers; say why instead of ignoring Enter silently.
  const waitNote = busy && text.trim() !== '';
  return (
    <>
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message {personaName}
      </label>
      <textarea
        id={id}
        ref={input}
        data-composer
        rows={1}
        value={text}
        placeholder={`Message ${personaName}…`}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        className="min-h-11 flex-1 resize-none rounded-xl border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 placeholder:text-ink-500 focus:border-blood-500 focus:outline-none focus:ring-2 focus:ring-blood-500/30 sm:text-sm dark:border-ink-600 dark:bg-ink-900 dark:text-ink-50 dark:placeholder:text-ink-400"
      />
      {busy && onStop && (
        <button type="button" onClick={onStop} className={buttonClasses('secondary', 'h-11 shrink-0 px-3.5')} data-testid="stop-reply">
          <StopIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">Stop</span>
          <span className="sr-only"> {personaName}'s reply</span>
        </button>
      )}
      <button
        type="submit"
        disabled={!text.trim() || busy}
        aria-describedby={waitNote ? `${id}-wait` : undefined}
        className={buttonClasses('primary', 'h-11 shrink-0 px-3.5')}
      >
        <SendIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">Send</span>
      </button>
    </form>
    {waitNote && (
      <p id={`${id}-wait`} role="status" data-testid="composer-wait" className="mt-1.5 text-xs text-ink-600 dark:text-ink-300">
        {personaName} is answering — your message stays here; send it once the reply is in.
      </p>
    )}
    </>
  );
}
