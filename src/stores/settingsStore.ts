import { createPersistedStore } from './createPersistedStore';

/**
 * Device settings (Settings screen). Kept in IndexedDB on this device only — in particular the
 * bring-your-own AI key never leaves the device except in calls to the provider the user chose.
 */
export interface AppSettings {
  /** Bring-your-own-key: an OpenAI-compatible API key; empty = not used. */
  aiApiKey: string;
  /** Base URL for the user's own key; empty = the provider's default. */
  aiBaseUrl: string;
  /** Spoken replies in the Voice Chat. */
  voiceMuted: boolean;
  /** Speech rate: Slow 0.8, Normal 1.0, Fast 1.2 (spec §2). */
  voiceRate: 0.8 | 1 | 1.2;
  voiceType: 'male' | 'female';
}

export const DEFAULT_SETTINGS: AppSettings = {
  aiApiKey: '',
  aiBaseUrl: '',
  voiceMuted: false,
  voiceRate: 1,
  voiceType: 'female',
};

export const settingsStore = createPersistedStore<AppSettings>('app-settings', DEFAULT_SETTINGS);
export const useSettings = settingsStore.use;
