import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, stackBox, type Box } from './toastPlacement';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const stack = { width: 384, height: 90 };

describe('where the toasts go', () => {
  it('bottom right on a desktop, bottom full width on a phone', () => {
    expect(chooseToastPlacement(stack, desktop, [])).toBe('bottom-end');
    expect(stackBox('bottom-end', stack, phone)).toEqual({ x: 16, y: 844 - 16 - 90, width: 358, height: 90 });
  });

  it('never over an open menu: the account menu under the avatar pushes nothing, one at the bottom right moves them up', () => {
    const accountMenu: Box = { x: 1160, y: 60, width: 256, height: 200 };
    expect(chooseToastPlacement(stack, desktop, [accountMenu])).toBe('bottom-end');
    const lowMenu: Box = { x: 1100, y: 700, width: 300, height: 180 };
    expect(chooseToastPlacement(stack, desktop, [lowMenu])).toBe('top-end');
  });

  it('a menu filling a phone screen: the toasts wait until it closes', () => {
    expect(chooseToastPlacement(stack, phone, [{ x: 0, y: 60, width: 390, height: 784 }])).toBeNull();
  });

  it('not over the element a toast talks about, where a place allows', () => {
    // The History card in the studio's right column, low on the screen.
    const history: Box = { x: 740, y: 420, width: 680, height: 460 };
    expect(chooseToastPlacement(stack, desktop, [], [history])).toBe('top-end');
    // Right column top to bottom: the left side is free.
    expect(chooseToastPlacement(stack, desktop, [], [{ x: 740, y: 64, width: 680, height: 836 }])).toBe('bottom-start');
  });

  it('a subject taller than a phone screen: over as little of it as possible, never hidden', () => {
    const history: Box = { x: 0, y: 300, width: 390, height: 1200 };
    expect(chooseToastPlacement(stack, phone, [], [history])).toBe('top-end');
  });
});
