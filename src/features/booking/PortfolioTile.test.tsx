// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { PortfolioTile } from './PortfolioTile';

afterEach(cleanup);

const BRIEF = { ...EMPTY_SLOTS, style: 'fine-line', keywords: 'rose', colors: 'black' };

describe('PortfolioTile', () => {
  it('shows a same-size named placeholder at once, then the drawing, without the renderer in the first render', async () => {
    const { container } = render(<PortfolioTile brief={BRIEF} seed={7} label="fine-line rose by Mara" />);
    // First render: no drawing yet (the renderer loads after it), but the tile is named and sized.
    const placeholder = screen.getByRole('img', { name: 'fine-line rose by Mara' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.className).toContain('size-24');
    await expect.poll(() => container.querySelector('img'), { timeout: 20_000 }).not.toBeNull();
    const drawn = screen.getByRole('img', { name: 'fine-line rose by Mara' });
    expect(drawn.tagName).toBe('IMG');
    expect(drawn.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(drawn.className).toContain('size-24');
  });

  it('draws the same picture again only when the brief or seed changes', async () => {
    const { container, rerender } = render(<PortfolioTile brief={BRIEF} seed={7} label="a" />);
    await expect.poll(() => container.querySelector('img'), { timeout: 20_000 }).not.toBeNull();
    const first = container.querySelector('img')!.getAttribute('src');
    // A new object with the same content (the directory rebuilds it each render) keeps the drawing.
    rerender(<PortfolioTile brief={{ ...BRIEF }} seed={7} label="a" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(first);
    rerender(<PortfolioTile brief={BRIEF} seed={8} label="a" />);
    expect(container.querySelector('img')).toBeNull();
    await expect.poll(() => container.querySelector('img'), { timeout: 20_000 }).not.toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).not.toBe(first);
  });
});
