import { useAuthStore } from '@/shared/auth/authStore';
import { appConfig } from '@/shared/config';
import { THEME_CHOICES, useThemeStore, type ThemeChoice } from '@/shared/theme/theme';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { AiKeySection } from './AiKeySection';
import { SyncSection } from './SyncSection';
import { AccountSection } from './AccountSection';
import { StorageSection } from './StorageSection';

const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export default function SettingsScreen() {
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  const user = useAuthStore((s) => (s.status === 'signed-in' ? s.user : null));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Settings</h1>
      <section aria-labelledby="appearance" className="rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
        <h2 id="appearance" className="text-lg font-bold">Appearance</h2>
        <label htmlFor="theme-choice" className="mt-4 block text-sm font-semibold">
          Theme
        </label>
        <select id="theme-choice" className={`${INPUT_CLASSES} mt-1.5 max-w-xs`} value={choice} onChange={(e) => setChoice(e.target.value as ThemeChoice)}>
          {THEME_CHOICES.map((c) => (
            <option key={c} value={c}>
              {THEME_LABELS[c]}
            </option>
          ))}
        </select>
      </section>
      <SyncSection />
      {user && <AccountSection user={user} />}
      <AiKeySection />
      <StorageSection />
      <section aria-labelledby="credits" className="rounded-2xl border border-ink-200 p-6 text-sm dark:border-ink-800">
        <h2 id="credits" className="text-lg font-bold">About &amp; credits</h2>
        <p className="mt-2 text-ink-700 dark:text-ink-200">InkClarity version {appConfig.version}.</p>
        <p className="mt-2 text-ink-700 dark:text-ink-200">
          Design artwork uses icons from game-icons.net by Lorc, Delapouite and contributors, licensed under CC BY 3.0
          (creativecommons.org/licenses/by/3.0).
        </p>
      </section>
    </div>
  );
}
