import { describe, expect, it } from 'vitest';
import { AUTO_FILL_DEFAULTS, EMPTY_SLOTS } from './designBrief';
import { DEFAULT_IMAGE_PROMPT, buildImagePrompt, fallbackImagePrompt } from './imagePrompt';

describe('buildImagePrompt', () => {
  it('asks for clean line art, high contrast, black ink on white by default', () => {
    const prompt = buildImagePrompt({ ...EMPTY_SLOTS, keywords: 'wolf', style: 'geometric', bodyZone: 'forearm' });
    expect(prompt).toMatch(/Tattoo design of wolf/);
    expect(prompt).toMatch(/Geometric style/);
    expect(prompt).toMatch(/vertical composition made to fit the forearm/);
    expect(prompt).toMatch(/Clean line art, high contrast, black ink on a white background/);
  });

  it('follows the colours when they say otherwise', () => {
    expect(buildImagePrompt({ ...EMPTY_SLOTS, keywords: 'koi', colors: 'blue and green' })).toMatch(/blue and green ink on a white background/);
    expect(buildImagePrompt({ ...EMPTY_SLOTS, keywords: 'rose', colors: 'colorful' })).toMatch(/full-colour/);
    expect(buildImagePrompt({ ...EMPTY_SLOTS, ...AUTO_FILL_DEFAULTS, description: '' })).toMatch(/black and grey with red accents ink/);
  });

  it('composes wide zones horizontally and carries the story as mood', () => {
    const prompt = buildImagePrompt({ ...EMPTY_SLOTS, keywords: 'eagle', bodyZone: 'chest', description: 'for my grandfather' });
    expect(prompt).toMatch(/horizontal composition/);
    expect(prompt).toMatch(/mood: for my grandfather/);
  });

  it('still produces a usable prompt from an empty brief', () => {
    expect(buildImagePrompt(EMPTY_SLOTS)).toMatch(/^Tattoo design of an original motif\. Clean line art/);
  });
});

describe('fallbackImagePrompt (spec §8)', () => {
  it('builds a sentence from style, keywords and body zone', () => {
    expect(fallbackImagePrompt({ ...EMPTY_SLOTS, style: 'japanese', keywords: 'koi fish', bodyZone: 'back' })).toBe('A japanese tattoo of koi fish for the back');
    expect(fallbackImagePrompt({ ...EMPTY_SLOTS, keywords: 'rose' })).toBe('A tattoo of rose');
    expect(fallbackImagePrompt({ ...EMPTY_SLOTS, style: 'up-to-date' })).toBe('An up-to-date tattoo');
  });

  it("is 'A detailed tattoo design' when empty", () => {
    expect(DEFAULT_IMAGE_PROMPT).toBe('A detailed tattoo design');
    expect(fallbackImagePrompt(EMPTY_SLOTS)).toBe('A detailed tattoo design');
    expect(fallbackImagePrompt({ ...EMPTY_SLOTS, size: 'large', colors: 'black only', style: '   ' })).toBe('A detailed tattoo design');
  });
});
