import { db, type InkClarityDatabase } from '@/db/database';
import { createPersistedStore, type StoredCodec } from './createPersistedStore';
import { forgetDeviceKey, isSealedText, openText, sealText } from './deviceSecrets';

/**
 * Device settings (Settings screen). Kept in IndexedDB on this device only — in particular the
 * bring-your-own AI key never leaves the device except in calls to the provider the user chose,
 * and is stored encrypted with the device's non-extractable key (deviceSecrets.ts).
 */
export interface AppSettings {
  /** Bring-your-own-key: an OpenAI-compatible API key; empty = not used. */
  aiApiKey: string;
  /** Base URL for the user's own key; empty = the provider's default. */
  aiBaseUrl: string;
  /** Which contract the own provider speaks: `auto` follows the base URL (src/engine/aiRequests/providerFamily.ts). */
  aiProviderFamily: 'auto' | 'openai' | 'openai-compatible';
  /** The own key's chat and image models; empty = the defaults (src/ai/createAiClient.ts). */
  aiChatModel: string;
  aiImageModel: string;
  /** Spoken replies in the Voice Chat. */
  voiceMuted: boolean;
  /** Speech rate: Slow 0.8, Normal 1.0, Fast 1.2 (spec §2). */
  voiceRate: 0.8 | 1 | 1.2;
  voiceType: 'male' | 'female';
}

export const DEFAULT_SETTINGS: AppSettings = {
  aiApiKey: '',
  aiBaseUrl: '',
  aiProviderFamily: 'auto',
  aiChatModel: '',
  aiImageModel: '',
  voiceMuted: false,
  voiceRate: 1,
  voiceType: 'female',
};

/** The Dexie `settings` row of these settings. */
export const SETTINGS_ROW = 'app-settings';

/** On disk the key is `aiApiKeySealed` (AES-GCM); `aiApiKey` is never written in the clear. */
export function settingsCodec(database: InkClarityDatabase = db): StoredCodec<AppSettings> {
  return {
    async toStored({ aiApiKey, ...rest }) {
      return aiApiKey ? { ...rest, aiApiKeySealed: await sealText(aiApiKey, database) } : rest;
    },
    async fromStored(stored) {
      if (typeof stored !== 'object' || stored === null) return { value: {}, rewrite: false };
      const { aiApiKeySealed, aiApiKey, ...rest } = stored as Partial<AppSettings> & { aiApiKeySealed?: unknown };
      if (isSealedText(aiApiKeySealed)) {
        // Unreadable (device key forgotten): the key is gone, as it should be.
        return { value: { ...rest, aiApiKey: (await openText(aiApiKeySealed, database)) ?? '' }, rewrite: false };
      }
      // A key stored in the clear by an earlier release is sealed on the spot.
      return { value: { ...rest, ...(typeof aiApiKey === 'string' && { aiApiKey }) }, rewrite: typeof aiApiKey === 'string' && aiApiKey !== '' };
    },
  };
}

export const settingsStore = createPersistedStore<AppSettings>(SETTINGS_ROW, DEFAULT_SETTINGS, db, settingsCodec());
export const useSettings = settingsStore.use;

/**
 * "Clear this device" (sign-out with clearing, called by the accounts UI): the own AI key and its
 * base URL are removed and the device key that sealed them is destroyed, so no copy of the
 * database can ever be opened again.
 */
export async function clearDeviceSecrets(): Promise<void> {
  await settingsStore.use.getState().update({ aiApiKey: '', aiBaseUrl: '', aiProviderFamily: 'auto', aiChatModel: '', aiImageModel: '' });
  await forgetDeviceKey();
}
