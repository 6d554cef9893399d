/** Shared button looks, so every screen's buttons read as one product. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonSize = 'md' | 'lg';

const SIZES: Record<ButtonSize, string> = { md: 'px-4 py-2.5 text-sm', lg: 'px-6 py-3 text-base' };

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500 disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-blood-600 text-white hover:bg-blood-700',
  secondary:
    'border border-ink-300 bg-white text-ink-950 hover:bg-ink-50 dark:border-ink-600 dark:bg-ink-900 dark:text-ink-50 dark:hover:bg-ink-800',
  ghost: 'text-ink-800 hover:bg-ink-100 dark:text-ink-100 dark:hover:bg-ink-800',
  danger: 'bg-blood-700 text-white hover:bg-blood-600',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trim();
}
