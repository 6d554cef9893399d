// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { PortfolioTile } from './PortfolioTile';

// The render worker's client (Node has no workers; the worker itself is exercised in the browser tests):
// each call answers with a PNG blob that names the seed it was drawn for, and remembers its abort signal.
const calls: { seed: number; longSide: number; signal: AbortSignal }[] = [];
vi.mock('@/ai/render/renderClient', () => ({
  renderPreviewPng: vi.fn((_brief: unknown, options: { seed: number }, longSide: number, signal: AbortSignal) => {
    calls.push({ seed: options.seed, longSide, signal });
    return Promise.resolve({ png: new Blob([`seed ${options.seed}`], { type: 'image/png' }), width: longSide, height: longSide });
  }),
}));

let made = 0;
const revoked: string[] = [];
beforeEach(() => {
  calls.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => `blob:tile-${++made}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(cleanup);

const BRIEF = { ...EMPTY_SLOTS, style: 'fine-line', keywords: 'rose', colors: 'black' };

describe('PortfolioTile', () => {
  it('shows a same-size named placeholder at once, then the worker’s picture at twice the tile’s size', async () => {
    const { container } = render(<PortfolioTile brief={BRIEF} seed={7} label="fine-line rose by Mara" />);
    const placeholder = screen.getByRole('img', { name: 'fine-line rose by Mara' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.className).toContain('size-24');
    await expect.poll(() => container.querySelector('img')).not.toBeNull();
    const drawn = screen.getByRole('img', { name: 'fine-line rose by Mara' });
    expect(drawn.tagName).toBe('IMG');
    expect(drawn.getAttribute('src')).toMatch(/^blob:tile-/);
    expect(drawn.className).toContain('size-24');
    expect(calls).toEqual([expect.objectContaining({ seed: 7, longSide: 192 })]);
  });

  it('draws again only when the brief or seed changes, and lets go of the old picture', async () => {
    const { container, rerender, unmount } = render(<PortfolioTile brief={BRIEF} seed={7} label="a" />);
    await expect.poll(() => container.querySelector('img')).not.toBeNull();
    const first = container.querySelector('img')!.getAttribute('src')!;
    // A new object with the same content (the directory rebuilds it each render) keeps the picture.
    rerender(<PortfolioTile brief={{ ...BRIEF }} seed={7} label="a" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(first);
    expect(calls).toHaveLength(1);
    rerender(<PortfolioTile brief={BRIEF} seed={8} label="a" />);
    expect(container.querySelector('img')).toBeNull();
    expect(revoked).toEqual([first]);
    await expect.poll(() => container.querySelector('img')).not.toBeNull();
    const second = container.querySelector('img')!.getAttribute('src')!;
    expect(second).not.toBe(first);
    unmount();
    expect(revoked).toEqual([first, second]);
  });

  it('cancels its render when it leaves before the picture arrives', () => {
    const { unmount } = render(<PortfolioTile brief={BRIEF} seed={9} label="a" />);
    expect(calls[0].signal.aborted).toBe(false);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
