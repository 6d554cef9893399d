/** The AI settings and the image-model translation, without any server. */
import { describe, expect, it } from 'vitest';
import { aiMode, DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL, loadAiConfig } from '../../server/gateway/config';
import { upstreamImageParams } from '../../server/gateway/routes';

describe('loadAiConfig', () => {
  it('defaults to the built-in engine with sensible models and timeouts', () => {
    const config = loadAiConfig({});
    expect(config).toEqual({
      apiKey: null,
      baseURL: undefined,
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
    expect(config).toEqual({ apiKey: 'key-123', baseURL: 'https://llm.example.com/v1', chatModel: 'my-chat', imageModel: 'gpt-image-1', chatTimeoutMs: 5_000, imageTimeoutMs: 90_000 });
    expect(aiMode(config)).toBe('upstream');
    expect(aiMode(loadAiConfig({ AI_API_KEY: '   ' }))).toBe('local');
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => loadAiConfig({ AI_BASE_URL: 'api.openai.com/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => loadAiConfig({ AI_BASE_URL: 'ftp://x.example/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => loadAiConfig({ AI_CHAT_TIMEOUT_MS: 'soon' })).toThrow(/AI_CHAT_TIMEOUT_MS/);
    expect(() => loadAiConfig({ AI_IMAGE_TIMEOUT_MS: '0' })).toThrow(/AI_IMAGE_TIMEOUT_MS/);
  });
});

describe('upstreamImageParams', () => {
  it("passes dall-e-3 the spec's parameters", () => {
    expect(upstreamImageParams('dall-e-3', 'a koi', '1792x1024', 'hd')).toEqual({ model: 'dall-e-3', prompt: 'a koi', n: 1, size: '1792x1024', quality: 'hd', response_format: 'b64_json' });
  });

  it('translates for gpt-image models (always base64, no response_format, their sizes and qualities)', () => {
    expect(upstreamImageParams('gpt-image-1', 'a koi', '1024x1024', 'standard')).toEqual({ model: 'gpt-image-1', prompt: 'a koi', n: 1, size: '1024x1024', quality: 'medium' });
    expect(upstreamImageParams('gpt-image-1', 'a koi', '1024x1792', 'hd')).toMatchObject({ size: '1024x1536', quality: 'high' });
    expect(upstreamImageParams('gpt-image-1', 'a koi', '1792x1024', 'standard')).toMatchObject({ size: '1536x1024' });
  });
});
