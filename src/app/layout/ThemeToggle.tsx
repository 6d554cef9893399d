import { nextThemeChoice, useThemeStore, type ThemeChoice } from '@/shared/theme/theme';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const ICONS: Record<ThemeChoice, string> = {
  light: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M4 5h16v11H4zM8 20h8M12 16v4',
};

/** One button that cycles light → dark → system; its label says the current and next choice. */
export function ThemeToggle() {
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  const next = nextThemeChoice(choice);
  return (
    <button
      type="button"
      onClick={() => setChoice(next)}
      className="grid size-10 place-items-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500 dark:text-ink-100 dark:hover:bg-ink-800"
      aria-label={`Theme: ${LABELS[choice]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[choice]}`}
      data-theme-choice={choice}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={ICONS[choice]} />
      </svg>
    </button>
  );
}
