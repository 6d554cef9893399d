import { useEffect, useRef, type ReactNode } from 'react';
import { requestAuth } from '@/shared/auth/authDemand';

/** What counts as the visitor's intent to use the form: Firebase starts loading on the first one. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * The frame both account screens share: brand heading, a subtitle, then the screen's content.
 * With no signed-in hint Firebase is not loaded with the screen (app/authStart.ts signInLoader):
 * the first focus, press or keystroke inside the card asks for it, so it is usually ready by the
 * time the form is sent.
 */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const onIntent = () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
      void requestAuth();
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
    };
  }, []);
  return (
    <section ref={card} className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8 dark:border-ink-800 dark:bg-ink-900">
        <div className="flex flex-col items-center text-center">
          <h1 className="font-display text-3xl font-black tracking-tight">InkClarity</h1>
          <p className="mt-2 text-ink-700 dark:text-ink-200">{subtitle}</p>
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A form-level problem (not about one field), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-blood-600 bg-blood-600/10 px-3 py-2 text-sm font-medium text-blood-700 dark:border-blood-400 dark:bg-blood-400/10 dark:text-blood-400">
      {message}
    </p>
  );
}

export function GoogleGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}
