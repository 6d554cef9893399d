/** The InkClarity mark: a needle drawing a drop of ink inside a bold ring. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" className="fill-ink-950 dark:fill-white" />
      <circle cx="32" cy="32" r="21" fill="none" strokeWidth="4" className="stroke-white dark:stroke-ink-950" />
      <path d="M40 12 L29 31" strokeWidth="4" strokeLinecap="round" className="stroke-white dark:stroke-ink-950" />
      <path d="M29 30c-5 7-7 10-7 13.5a7 7 0 0 0 14 0C36 40 34 37 29 30z" fill="#e5383b" />
    </svg>
  );
}
