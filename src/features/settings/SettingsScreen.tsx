import { useRef, useState, type FormEvent } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import { appConfig } from '@/shared/config';
import { THEME_CHOICES, useThemeStore, type ThemeChoice } from '@/shared/theme/theme';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES, TextField } from '@/shared/ui/FormField';
import { useSettings } from '@/stores/settingsStore';
import { verifyAiKey } from '@/ai/verifyKey';
import { SyncSection } from './SyncSection';
import { AccountSection } from './AccountSection';
import { StorageSection } from './StorageSection';

const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function isValidBaseUrl(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

function AiKeySection() {
  const hydrated = useSettings((s) => s.hydrated);
  const storedKey = useSettings((s) => s.aiApiKey);
  const storedBaseUrl = useSettings((s) => s.aiBaseUrl);
  const update = useSettings((s) => s.update);
  const [draft, setDraft] = useState<{ key: string; baseUrl: string } | null>(null);
  const [error, setError] = useState<string>();
  const [keyError, setKeyError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const keyField = useRef<HTMLInputElement>(null);
  const key = draft?.key ?? storedKey;
  const baseUrl = draft?.baseUrl ?? storedBaseUrl;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidBaseUrl(baseUrl.trim())) {
      setError('Enter a full https:// address, or leave it empty for the provider default');
      return;
    }
    if (key.trim()) {
      // Issue #20: a key that does not work is caught here, not after three failed answers.
      setChecking(true);
      const check = await verifyAiKey({ apiKey: key, baseURL: baseUrl });
      setChecking(false);
      if (!check.ok) {
        setKeyError(check.message);
        keyField.current?.focus();
        return;
      }
    }
    await update({ aiApiKey: key.trim(), aiBaseUrl: baseUrl.trim() });
    setDraft(null);
    toast({ title: key.trim() ? 'Your AI key is saved on this device' : 'Your AI key was removed', variant: 'success' });
  };

  return (
    <section aria-labelledby="ai-key" className="rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
      <h2 id="ai-key" className="text-lg font-bold">Your own AI key (optional)</h2>
      <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
        Without a key InkClarity uses its server's AI when one is set up, or its on-device engine. A key you enter is kept
        only in this browser and sent only to the provider below.
      </p>
      <form onSubmit={save} className="mt-4 grid gap-4" aria-busy={!hydrated}>
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          ref={keyField}
          value={key}
          disabled={!hydrated}
          error={keyError}
          onChange={(e) => {
            setKeyError(undefined);
            setDraft({ key: e.target.value, baseUrl });
          }}
        />
        <TextField
          label="Base URL"
          placeholder="https://api.openai.com/v1"
          value={baseUrl}
          disabled={!hydrated}
          error={error}
          onChange={(e) => {
            setError(undefined);
            setKeyError(undefined);
            setDraft({ key, baseUrl: e.target.value });
          }}
        />
        <div className="flex gap-3">
          <button type="submit" className={buttonClasses('primary')} disabled={!hydrated || checking} aria-busy={checking}>
            {checking ? 'Checking key…' : 'Save'}
          </button>
          {storedKey && (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={async () => {
                await update({ aiApiKey: '', aiBaseUrl: '' });
                setDraft(null);
                toast({ title: 'Your AI key was removed', variant: 'success' });
              }}
            >
              Remove key
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

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
