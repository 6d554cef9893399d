import { describe, expect, it } from 'vitest';
import { slotOffer } from './bookingOffer';

describe('slotOffer', () => {
  it('reads the slot a card offers, and nothing from other links', () => {
    expect(slotOffer('/booking?artist=a1&date=2027-01-05&time=10%3A00')).toEqual({ artistId: 'a1', date: '2027-01-05', time: '10:00' });
    expect(slotOffer('/booking?artist=a1')).toBeNull();
    expect(slotOffer('/designer')).toBeNull();
    expect(slotOffer(undefined)).toBeNull();
  });
});
