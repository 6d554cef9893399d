import { useId, useState, type InputHTMLAttributes } from 'react';
import { INPUT_CLASSES } from '@/shared/ui/FormField';

/** Password input with a show/hide toggle (spec §2), wired like the kit's TextField. */
export function PasswordField({
  label,
  error,
  hintId,
  ...input
}: { label: string; error?: string; hintId?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT_CLASSES} pr-12`}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-600 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blood-500 dark:text-ink-300 dark:hover:text-white"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-blood-700 dark:text-blood-400">
          {error}
        </p>
      )}
    </div>
  );
}
