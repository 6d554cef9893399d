import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from './money';

describe('formatMoney', () => {
  it('reads Stripe minor units per currency', () => {
    expect(formatMoney(5000, 'eur')).toBe('€50.00');
    expect(formatMoney(4000, 'gbp')).toBe('£40.00');
    expect(formatMoney(5000, 'jpy')).toBe('JP¥5,000');
    expect(minorDigits('usd')).toBe(2);
  });
});
