import { useId, type ComponentPropsWithRef, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** Input styling shared by every form in the app. */
export const INPUT_CLASSES =
  'w-full rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 placeholder:text-ink-400 ' +
  'focus:border-blood-500 focus:outline-none focus:ring-2 focus:ring-blood-500/30 aria-invalid:border-blood-600 ' +
  'dark:border-ink-600 dark:bg-ink-900 dark:text-ink-50 dark:placeholder:text-ink-400 sm:text-sm';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Label + control + hint + per-field error, wired for screen readers (aria-invalid, aria-describedby). */
function Field({ label, error, hint, control }: FieldProps & { control: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: INPUT_CLASSES })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-600 dark:text-ink-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-blood-700 dark:text-blood-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, ...input }: FieldProps & ComponentPropsWithRef<'input'>) {
  return <Field label={label} error={error} hint={hint} control={(wiring) => <input {...wiring} {...input} />} />;
}

export function TextAreaField({ label, error, hint, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} error={error} hint={hint} control={(wiring) => <textarea {...wiring} {...input} />} />;
}

export function SelectField({ label, error, hint, children, ...select }: FieldProps & ComponentPropsWithRef<'select'>) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <select {...wiring} {...select}>
          {children}
        </select>
      )}
    />
  );
}
