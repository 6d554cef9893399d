/** The on-device image operation hands the brief to the offline renderer (mocked here: Node has no workers). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnDeviceProvider } from './onDeviceProvider';
import { renderLineArt, renderOnDevice } from './onDeviceRenderer';
import { EMPTY_SLOTS } from '../engine/designBrief';

const { renderDesignPng, renderLineArtSvgFile } = vi.hoisted(() => ({
  renderDesignPng: vi.fn(async (_slots: unknown, options: { size: string; quality: string }) => {
    const [width, height] = options.size.split('x').map(Number);
    const k = options.quality === 'hd' ? 2 : 1;
    return { png: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), width: width * k, height: height * k };
  }),
  renderLineArtSvgFile: vi.fn(async () => ({ png: new Blob(['<svg/>'], { type: 'image/svg+xml' }), width: 1024, height: 1792 })),
}));
vi.mock('./render/renderClient', () => ({ renderDesignPng, renderLineArtSvgFile }));

describe('on-device image generation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    renderDesignPng.mockClear();
    renderLineArtSvgFile.mockClear();
  });

  it('draws the brief with the renderer, with the chosen size, quality and seed', async () => {
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('OffscreenCanvas', class {});
    const slots = { ...EMPTY_SLOTS, style: 'tribal', keywords: 'wolf', bodyZone: 'calf' };
    const signal = new AbortController().signal;
    const image = await createOnDeviceProvider().generateImage({ slots, prompt: 'ignored on the device', size: '1024x1792', quality: 'hd', seed: 7 }, signal);
    expect(renderDesignPng).toHaveBeenCalledWith(slots, { seed: 7, size: '1024x1792', quality: 'hd' }, signal, false);
    expect(image.provider).toBe('on-device');
    expect(image.png.type).toBe('image/png');
    // The renderer's pixel size (here HD, doubled) and the size option travel with the image.
    expect(image).toMatchObject({ width: 2048, height: 3584, size: '1024x1792' });
  });

  it('defaults to 1024x1024 at standard quality with a fixed seed', async () => {
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('OffscreenCanvas', class {});
    await createOnDeviceProvider().generateImage({ slots: EMPTY_SLOTS, prompt: 'x' });
    expect(renderDesignPng).toHaveBeenCalledWith(EMPTY_SLOTS, { seed: 1, size: '1024x1024', quality: 'standard' }, undefined, false);
  });

  it('asks the worker for the transparent image and the line-work SVG of the same design', async () => {
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('OffscreenCanvas', class {});
    const slots = { ...EMPTY_SLOTS, keywords: 'koi', bodyZone: 'forearm' };
    await renderOnDevice(slots, { seed: 9, size: '1024x1792', quality: 'standard', transparent: true });
    // The flag travels as its own argument; the render options stay the design's, so the image matches it.
    expect(renderDesignPng).toHaveBeenCalledWith(slots, { seed: 9, size: '1024x1792', quality: 'standard' }, undefined, true);
    const svg = await renderLineArt(slots, { seed: 9, size: '1024x1792' });
    expect(renderLineArtSvgFile).toHaveBeenCalledWith(slots, { seed: 9, size: '1024x1792', quality: 'standard' }, undefined);
    expect(svg.png.type).toBe('image/svg+xml');
  });

  it('does not load the renderer where it cannot run', async () => {
    await expect(createOnDeviceProvider().generateImage({ slots: EMPTY_SLOTS, prompt: 'x' })).rejects.toMatchObject({ kind: 'rendererUnavailable' });
    expect(renderDesignPng).not.toHaveBeenCalled();
    await expect(renderLineArt(EMPTY_SLOTS, { seed: 1, size: '1024x1024' })).rejects.toMatchObject({ kind: 'rendererUnavailable' });
    expect(renderLineArtSvgFile).not.toHaveBeenCalled();
  });
});
