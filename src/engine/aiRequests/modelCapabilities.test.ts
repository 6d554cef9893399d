import { describe, expect, it } from 'vitest';
import { chatModelCapabilities, effortFor, imageModelKind, listedModelKind } from './modelCapabilities';
import { familyOfBaseUrl, resolveFamily } from './providerFamily';
import { buildImageParams } from './imageParams';

describe('model capabilities', () => {
  it('knows the reasoning models and their efforts', () => {
    expect(chatModelCapabilities('gpt-6-luna')).toEqual({ reasoning: true, efforts: ['none', 'low', 'medium', 'high', 'xhigh', 'max'] });
    expect(chatModelCapabilities('gpt-5-mini').efforts).toEqual(['minimal', 'low', 'medium', 'high']);
    expect(chatModelCapabilities('gpt-5.2').efforts[0]).toBe('none');
    expect(chatModelCapabilities('gpt-4o-mini').reasoning).toBe(false);
    expect(chatModelCapabilities('gpt-5-chat-latest').reasoning).toBe(false);
    expect(chatModelCapabilities('llama3.2:latest').reasoning).toBe(false);
  });

  it('picks the asked effort, else the nearest higher one offered', () => {
    expect(effortFor('none', ['none', 'low'])).toBe('none');
    expect(effortFor('none', ['minimal', 'low'])).toBe('minimal');
    expect(effortFor('minimal', ['low', 'medium', 'high'])).toBe('low');
    expect(effortFor('max', ['low', 'medium', 'high'])).toBe('high');
  });

  it('sorts listed models into chat, image and other', () => {
    expect(listedModelKind('gpt-6-luna', 'openai')).toBe('chat');
    expect(listedModelKind('gpt-image-2.6-flare', 'openai')).toBe('image');
    expect(listedModelKind('text-embedding-3-small', 'openai')).toBe('other');
    expect(listedModelKind('gpt-4o-mini-tts', 'openai')).toBe('other');
    expect(listedModelKind('whisper-1', 'openai')).toBe('other');
    expect(listedModelKind('qwen3:8b', 'openai-compatible')).toBe('chat');
    expect(imageModelKind('dall-e-3')).toBe('dall-e');
  });
});

describe('provider family', () => {
  it('follows the base URL unless a setting names one', () => {
    expect(familyOfBaseUrl(undefined)).toBe('openai');
    expect(familyOfBaseUrl('https://api.openai.com/v1')).toBe('openai');
    expect(familyOfBaseUrl('http://127.0.0.1:11434/v1')).toBe('openai-compatible');
    expect(familyOfBaseUrl('not a url')).toBe('openai-compatible');
    expect(resolveFamily('openai', 'http://127.0.0.1:8080/v1')).toBe('openai');
    expect(resolveFamily('auto', 'http://127.0.0.1:8080/v1')).toBe('openai-compatible');
  });
});

describe('buildImageParams', () => {
  it('gives GPT image models no response_format or style, their quality words and the sizes they draw', () => {
    const wide = buildImageParams('gpt-image-2.6-flare', { prompt: 'koi', size: '1792x1024', quality: 'hd' });
    expect(wide).toEqual({ model: 'gpt-image-2.6-flare', prompt: 'koi', n: 1, size: '1536x1024', quality: 'high' });
    const tall = buildImageParams('gpt-image-2.6-flare', { prompt: 'koi', size: '1024x1792', quality: 'standard' });
    expect(tall).toMatchObject({ size: '1024x1536', quality: 'medium' });
  });

  it('gives a DALL·E-style server the spec options as they are and asks for base64', () => {
    const local = buildImageParams('local-sd', { prompt: 'koi', size: '1792x1024', quality: 'hd' });
    expect(local).toEqual({ model: 'local-sd', prompt: 'koi', n: 1, size: '1792x1024', quality: 'hd', response_format: 'b64_json' });
  });
});
