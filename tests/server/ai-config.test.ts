/** The AI settings, without any server (the image parameters: src/engine/aiRequests/modelCapabilities.test.ts). */
import { describe, expect, it } from 'vitest';
import { aiMode, DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL, loadAiConfig } from '../../server/gateway/config';

describe('loadAiConfig', () => {
  it('defaults to the built-in engine with sensible models and timeouts', () => {
    const config = loadAiConfig({});
    expect(config).toEqual({
      apiKey: null,
      baseURL: undefined,
      family: 'openai',
      chatModel: DEFAULT_CHAT_MODEL,
      imageModel: DEFAULT_IMAGE_MODEL,
      chatTimeoutMs: 20_000,
      imageTimeoutMs: 120_000,
    });
    expect(aiMode(config)).toBe('local');
  });

  it('reads every setting, trimming blanks to "unset"', () => {
    const config = loadAiConfig({
      AI_API_KEY: ' key-123 ',
      AI_BASE_URL: 'https://llm.example.com/v1',
      AI_CHAT_MODEL: 'my-chat',
      AI_IMAGE_MODEL: 'gpt-image-1',
      AI_CHAT_TIMEOUT_MS: '5000',
      AI_IMAGE_TIMEOUT_MS: '90000',
    });
    expect(config).toEqual({ apiKey: 'key-123', baseURL: 'https://llm.example.com/v1', family: 'openai-compatible', chatModel: 'my-chat', imageModel: 'gpt-image-1', chatTimeoutMs: 5_000, imageTimeoutMs: 90_000 });
    expect(aiMode(config)).toBe('upstream');
    expect(aiMode(loadAiConfig({ AI_API_KEY: '   ' }))).toBe('local');
  });

  it('picks the provider family: the setting, else the base URL (OpenAI\'s host or none = openai)', () => {
    expect(loadAiConfig({ AI_BASE_URL: 'https://api.openai.com/v1' }).family).toBe('openai');
    expect(loadAiConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).family).toBe('openai-compatible');
    expect(loadAiConfig({ AI_BASE_URL: 'https://proxy.example.com/v1', AI_PROVIDER_FAMILY: 'OpenAI' }).family).toBe('openai');
    expect(loadAiConfig({ AI_PROVIDER_FAMILY: 'openai-compatible' }).family).toBe('openai-compatible');
    expect(loadAiConfig({ AI_PROVIDER_FAMILY: 'auto' }).family).toBe('openai');
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => loadAiConfig({ AI_PROVIDER_FAMILY: 'anthropic' })).toThrow(/AI_PROVIDER_FAMILY/);
    expect(() => loadAiConfig({ AI_BASE_URL: 'api.openai.com/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => loadAiConfig({ AI_BASE_URL: 'ftp://x.example/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => loadAiConfig({ AI_CHAT_TIMEOUT_MS: 'soon' })).toThrow(/AI_CHAT_TIMEOUT_MS/);
    expect(() => loadAiConfig({ AI_IMAGE_TIMEOUT_MS: '0' })).toThrow(/AI_IMAGE_TIMEOUT_MS/);
  });
});
