import { describe, expect, it } from 'vitest';
import { nextThemeChoice, parseThemeChoice, resolveTheme } from '@/shared/theme/theme';

describe('theme preference', () => {
  it('defaults to system for missing or unknown stored values', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
  });

  it('follows the OS only while the choice is system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('the toggle cycles light → dark → system → light', () => {
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
    expect(nextThemeChoice('system')).toBe('light');
  });
});
