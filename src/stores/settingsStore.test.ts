import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { createPersistedStore } from './createPersistedStore';
import { DEVICE_KEY_SETTING, forgetDeviceKey, isSealedText } from './deviceSecrets';
import { DEFAULT_SETTINGS, SETTINGS_ROW, settingsCodec, type AppSettings } from './settingsStore';

const OWN_KEY = 'sk-my-own-key-0123456789';
let db: InkClarityDatabase;
let dbName: string;

const openStore = () => createPersistedStore<AppSettings>(SETTINGS_ROW, DEFAULT_SETTINGS, db, settingsCodec(db));

beforeEach(() => {
  dbName = `settings-${Math.random().toString(36).slice(2)}`;
  db = new InkClarityDatabase(dbName);
});
afterEach(async () => {
  db.close();
  await InkClarityDatabase.delete(dbName);
});

describe('the own AI key at rest', () => {
  it('is stored sealed with a non-extractable device key, never in the clear, and reads back', async () => {
    const store = openStore();
    await store.hydrate();
    await store.use.getState().update({ aiApiKey: OWN_KEY, aiBaseUrl: 'https://llm.example.com/v1' });

    const row = await db.settings.get(SETTINGS_ROW);
    expect(JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : v))).not.toContain(OWN_KEY);
    const stored = row?.value as Record<string, unknown>;
    expect(stored.aiApiKey).toBeUndefined();
    expect(isSealedText(stored.aiApiKeySealed)).toBe(true);
    expect(stored.aiBaseUrl).toBe('https://llm.example.com/v1');

    const keyRow = await db.settings.get(DEVICE_KEY_SETTING);
    const deviceKey = keyRow?.value as CryptoKey;
    expect(deviceKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', deviceKey)).rejects.toThrow();

    const reopened = openStore();
    await reopened.hydrate();
    expect(reopened.use.getState().aiApiKey).toBe(OWN_KEY);
  });

  it('seals a key an earlier release stored in the clear, on first read', async () => {
    await db.settings.put({ key: SETTINGS_ROW, value: { ...DEFAULT_SETTINGS, aiApiKey: OWN_KEY } });
    const store = openStore();
    await store.hydrate();
    expect(store.use.getState().aiApiKey).toBe(OWN_KEY);
    const stored = (await db.settings.get(SETTINGS_ROW))?.value as Record<string, unknown>;
    expect(stored.aiApiKey).toBeUndefined();
    expect(isSealedText(stored.aiApiKeySealed)).toBe(true);
  });

  it('is unreadable for good once the device key is forgotten (clearing the device)', async () => {
    const store = openStore();
    await store.hydrate();
    await store.use.getState().update({ aiApiKey: OWN_KEY });
    await forgetDeviceKey(db);
    const reopened = openStore();
    await reopened.hydrate();
    expect(reopened.use.getState().aiApiKey).toBe('');
  });

  it('keeps the last of several quick changes (writes are not reordered by encryption)', async () => {
    const store = openStore();
    await store.hydrate();
    const { update } = store.use.getState();
    await Promise.all(['sk-a', 'sk-b', 'sk-c', ''].map((aiApiKey) => update({ aiApiKey })).concat(update({ aiApiKey: 'sk-final' })));
    const reopened = openStore();
    await reopened.hydrate();
    expect(reopened.use.getState().aiApiKey).toBe('sk-final');
  });
});
