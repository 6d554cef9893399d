/** The on-device provider is the engine itself: real answers with no key and no network. */
import { describe, expect, it } from 'vitest';
import { createAiClient } from './createAiClient';
import { RENDERER_UNAVAILABLE_MESSAGE } from './messages';
import { EMPTY_SLOTS } from '../engine/designBrief';

const noNetwork: typeof fetch = async () => {
  throw new Error('the on-device provider must not use the network');
};

describe('the on-device provider', () => {
  const ai = createAiClient({ health: { ai: 'local' }, fetch: noNetwork });

  it('is what a server without an upstream gets', () => {
    expect(ai.provider).toBe('on-device');
  });

  it('extracts fields from the latest user message', async () => {
    const fields = await ai.extractFields({
      history: [
        { role: 'user', content: 'something on my back maybe' },
        { role: 'assistant', content: 'Tell me more.' },
        { role: 'user', content: 'a small japanese koi fish on my forearm, black and grey' },
      ],
      slots: EMPTY_SLOTS,
    });
    const byField = Object.fromEntries(fields.map((f) => [f.field, f.value]));
    expect(byField).toMatchObject({ style: 'japanese', bodyZone: 'forearm', size: 'small', colors: 'black and grey' });
    expect(byField.keywords).toMatch(/koi/);
  });

  it('replies in persona, under 100 words, asking for something still missing', async () => {
    const { text: reply, provider } = await ai.personaReply({
      persona: 'trainer',
      history: [{ role: 'user', content: 'I want a koi fish' }],
      slots: { ...EMPTY_SLOTS, keywords: 'koi fish' },
    });
    expect(provider).toBe('on-device');
    expect(reply.split(/\s+/).length).toBeLessThan(100);
    expect(reply).toMatch(/\?/);
  });

  it('builds an image prompt that asks for line art', async () => {
    const prompt = await ai.buildImagePrompt({ ...EMPTY_SLOTS, style: 'japanese', keywords: 'koi fish', bodyZone: 'forearm', colors: 'black only' });
    expect(prompt).toMatch(/koi fish/);
    expect(prompt).toMatch(/line/i);
  });

  it('recommends the trainer when the talk turns technical', async () => {
    const rec = await ai.recommendHandoff({
      history: [
        { role: 'user', content: 'How much will a rib tattoo hurt?' },
        { role: 'user', content: 'And how long does healing take, what about pain and cost?' },
      ],
      currentPersona: 'buddy',
      slots: EMPTY_SLOTS,
    });
    expect(rec?.recommendedAgent).toBe('trainer');
  });

  it('says plainly when this browser cannot draw on the device — never a fake image', async () => {
    // Node has neither Worker nor OffscreenCanvas, like a browser too old for the renderer.
    await expect(ai.generateImage({ slots: { ...EMPTY_SLOTS, keywords: 'wolf' }, prompt: 'a wolf' })).rejects.toThrow(RENDERER_UNAVAILABLE_MESSAGE);
  });
});
