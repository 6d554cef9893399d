import { describe, expect, it } from 'vitest';
import { EMPTY_DEMO_FORM, localIsoDate, validateDemoForm } from '@/features/demo/demoForm';

const TODAY = '2026-11-22';
const VALID = { ...EMPTY_DEMO_FORM, name: 'Riley', email: 'riley@example.com', preferredDate: '2026-12-01', preferredTime: '10:30' };

describe('demo booking validation (spec §5)', () => {
  it('accepts a complete form without the optional phone and message', () => {
    expect(validateDemoForm(VALID, TODAY)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateDemoForm(EMPTY_DEMO_FORM, TODAY)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      preferredDate: 'Preferred date is required',
      preferredTime: 'Preferred time is required',
    });
  });

  it.each(['riley', 'riley@', 'riley@example', 'ri ley@example.com', '@example.com'])('rejects the email %s', (email) => {
    expect(validateDemoForm({ ...VALID, email }, TODAY).email).toBe('Please enter a valid email address');
  });

  it('treats whitespace-only names as missing', () => {
    expect(validateDemoForm({ ...VALID, name: '   ' }, TODAY).name).toBe('Name is required');
  });

  it('rejects a date in the past but accepts today', () => {
    expect(validateDemoForm({ ...VALID, preferredDate: '2026-11-21' }, TODAY).preferredDate).toBeDefined();
    expect(validateDemoForm({ ...VALID, preferredDate: TODAY }, TODAY)).toEqual({});
  });

  it('checks an optional phone only when given', () => {
    expect(validateDemoForm({ ...VALID, phone: '+49 30 1234567' }, TODAY)).toEqual({});
    expect(validateDemoForm({ ...VALID, phone: 'call me' }, TODAY).phone).toBe('Please enter a valid phone number');
  });

  it('formats local dates as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
