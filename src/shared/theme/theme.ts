import { create } from 'zustand';

/**
 * Theme preference (spec §1): light, dark or system, default system, stored in localStorage
 * under `theme`. localStorage (not Dexie) because index.html must read it synchronously before
 * first paint; the inline script there mirrors `resolveTheme` and `applyTheme`.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseThemeChoice(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** Next choice for the one-button toggle: light → dark → system → light. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length];
}

function readStoredChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked (private mode): fall back to the default
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

function applyTheme(choice: ThemeChoice): void {
  const dark = resolveTheme(choice, systemPrefersDark()) === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

interface ThemeState {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  choice: readStoredChoice(),
  setChoice: (choice) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Not persisted, but still applied for this visit.
    }
    applyTheme(choice);
    set({ choice });
  },
}));

/** Follows the OS while the choice is 'system', and other tabs' changes to the stored choice. */
export function watchTheme(): () => void {
  const media = matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (useThemeStore.getState().choice === 'system') applyTheme('system');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const choice = parseThemeChoice(event.newValue);
    applyTheme(choice);
    useThemeStore.setState({ choice });
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  applyTheme(useThemeStore.getState().choice);
  return () => {
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
