import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { SelectField, TextField } from '@/shared/ui/FormField';
import { useSettings, type AppSettings } from '@/stores/settingsStore';
import { BYOK_DEFAULT_CHAT_MODEL, BYOK_DEFAULT_IMAGE_MODEL } from '@/ai/ownKeyDefaults';
import { verifyAiKey, type KeyCheck, type ListedModel } from '@/ai/verifyKey';
import { modelOptions, preferredModel } from './modelChoices';

type Family = AppSettings['aiProviderFamily'];

const FAMILY_LABELS: Record<Family, string> = {
  auto: 'Automatic (from the base URL)',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible server (llama.cpp, Ollama, vLLM…)',
};

interface Draft {
  key: string;
  baseUrl: string;
  family: Family;
  chatModel: string;
  imageModel: string;
}

type FieldErrors = Partial<Record<'key' | 'baseUrl' | 'chatModel' | 'imageModel', string>>;

function isValidBaseUrl(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

/** Where a failed check's message belongs: under the key, or under the model it names. */
function errorsOf(check: Extract<KeyCheck, { ok: false }>): FieldErrors {
  if (check.reason === 'chat-model') return { chatModel: check.message };
  if (check.reason === 'image-model') return { imageModel: check.message };
  return { key: check.message };
}

/**
 * Settings' own AI key: key, base URL, which contract the provider speaks, and the chat and image
 * models, listed from the provider's /v1/models with their shutdown dates. Saving checks the key
 * and the chosen models (src/ai/verifyKey.ts) and keeps everything typed when the check fails.
 */
export function AiKeySection() {
  const hydrated = useSettings((s) => s.hydrated);
  const stored = useSettings((s) => s);
  const update = useSettings((s) => s.update);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState<'list' | 'save' | null>(null);
  const [models, setModels] = useState<ListedModel[] | null>(null);
  const [imageNote, setImageNote] = useState<string>();
  const keyField = useRef<HTMLInputElement>(null);
  const current: Draft = draft ?? {
    key: stored.aiApiKey,
    baseUrl: stored.aiBaseUrl,
    family: stored.aiProviderFamily,
    chatModel: stored.aiChatModel || BYOK_DEFAULT_CHAT_MODEL,
    imageModel: stored.aiImageModel || BYOK_DEFAULT_IMAGE_MODEL,
  };

  const change = (patch: Partial<Draft>, clears: (keyof FieldErrors)[]) => {
    setDraft({ ...current, ...patch });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !clears.includes(field as keyof FieldErrors))));
  };
  const providerChanged = (patch: Partial<Draft>) => {
    // Another provider has other models: the list read for the old one no longer applies.
    setModels(null);
    setImageNote(undefined);
    change(patch, ['key', 'baseUrl', 'chatModel', 'imageModel']);
  };

  const check = async (): Promise<KeyCheck | null> => {
    if (!isValidBaseUrl(current.baseUrl.trim())) {
      setErrors({ baseUrl: 'Enter a full https:// address, or leave it empty for the provider default' });
      return null;
    }
    const result = await verifyAiKey({ apiKey: current.key, baseURL: current.baseUrl, family: current.family, chatModel: current.chatModel, imageModel: current.imageModel });
    const listed = result.ok ? result.models : (result.models ?? null);
    if (listed) {
      setModels(listed);
      setImageNote(result.ok ? result.imageNote : undefined);
    }
    return result;
  };

  const listModels = async () => {
    if (!current.key.trim()) {
      setErrors({ key: 'Enter the key first: the provider lists its models only to a key.' });
      keyField.current?.focus();
      return;
    }
    setChecking('list');
    const result = await check();
    setChecking(null);
    if (!result) return;
    if (result.ok || result.models) {
      const listed = result.ok ? result.models : (result.models ?? []);
      // A provider that lacks the saved models gets its own first ones preselected (e.g. Ollama's).
      setDraft({ ...current, chatModel: preferredModel(listed, 'chat', current.chatModel), imageModel: preferredModel(listed, 'image', current.imageModel) });
      setErrors({});
      return;
    }
    setErrors(errorsOf(result));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (current.key.trim()) {
      // Issue #20/#33: a key or a model that does not work is caught here, not after three failed answers.
      setChecking('save');
      const result = await check();
      setChecking(null);
      if (!result) return;
      if (!result.ok) {
        setErrors(errorsOf(result));
        if (result.reason !== 'chat-model' && result.reason !== 'image-model') keyField.current?.focus();
        return;
      }
    } else if (!isValidBaseUrl(current.baseUrl.trim())) {
      setErrors({ baseUrl: 'Enter a full https:// address, or leave it empty for the provider default' });
      return;
    }
    const chatModel = current.chatModel === BYOK_DEFAULT_CHAT_MODEL ? '' : current.chatModel;
    const imageModel = current.imageModel === BYOK_DEFAULT_IMAGE_MODEL ? '' : current.imageModel;
    await update({ aiApiKey: current.key.trim(), aiBaseUrl: current.baseUrl.trim(), aiProviderFamily: current.family, aiChatModel: chatModel, aiImageModel: imageModel });
    setDraft(null);
    toast({ title: current.key.trim() ? 'Your AI key is saved on this device' : 'Your AI key was removed', variant: 'success' });
  };

  const noImages = models !== null && !models.some((m) => m.kind === 'image');
  const listedHint = models === null ? 'Check the key to list the models this provider offers, with their shutdown dates.' : undefined;
  return (
    <section aria-labelledby="ai-key" className="rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
      <h2 id="ai-key" className="text-lg font-bold">Your own AI key (optional)</h2>
      <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
        Without a key InkClarity uses its server's AI when one is set up, or its on-device engine. A key you enter is kept
        only in this browser and sent only to the provider below.
      </p>
      <form onSubmit={save} className="mt-4 grid gap-4" aria-busy={!hydrated || checking !== null}>
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          ref={keyField}
          value={current.key}
          disabled={!hydrated}
          error={errors.key}
          onChange={(e) => providerChanged({ key: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Base URL"
            placeholder="https://api.openai.com/v1"
            value={current.baseUrl}
            disabled={!hydrated}
            error={errors.baseUrl}
            onChange={(e) => providerChanged({ baseUrl: e.target.value })}
          />
          <SelectField
            label="Provider"
            value={current.family}
            disabled={!hydrated}
            hint="How requests are written: OpenAI's API for OpenAI, classic Chat Completions for a server of your own."
            onChange={(e) => providerChanged({ family: e.target.value as Family })}
          >
            {(Object.keys(FAMILY_LABELS) as Family[]).map((family) => (
              <option key={family} value={family}>
                {FAMILY_LABELS[family]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Chat model"
            value={current.chatModel}
            disabled={!hydrated}
            error={errors.chatModel}
            hint={listedHint}
            data-testid="own-chat-model"
            onChange={(e) => change({ chatModel: e.target.value }, ['chatModel'])}
          >
            {modelOptions(models, 'chat', current.chatModel).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Image model"
            value={current.imageModel}
            disabled={!hydrated || noImages}
            error={errors.imageModel}
            hint={noImages ? imageNote : undefined}
            data-testid="own-image-model"
            onChange={(e) => change({ imageModel: e.target.value }, ['imageModel'])}
          >
            {modelOptions(models, 'image', current.imageModel).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        {models !== null && (
          <p role="status" className="text-sm text-ink-700 dark:text-ink-200" data-testid="own-models-listed">
            The provider offers {models.filter((m) => m.kind === 'chat').length} chat and {models.filter((m) => m.kind === 'image').length} image models to this key.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClasses('primary')} disabled={!hydrated || checking !== null} aria-busy={checking === 'save'}>
            {checking === 'save' ? 'Checking key…' : 'Save'}
          </button>
          <button type="button" className={buttonClasses('secondary')} disabled={!hydrated || checking !== null} aria-busy={checking === 'list'} onClick={() => void listModels()}>
            {checking === 'list' ? 'Listing models…' : 'Check key and list models'}
          </button>
          {stored.aiApiKey && (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={async () => {
                await update({ aiApiKey: '', aiBaseUrl: '', aiProviderFamily: 'auto', aiChatModel: '', aiImageModel: '' });
                setDraft(null);
                setModels(null);
                setErrors({});
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
