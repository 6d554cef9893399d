import { describe, expect, it } from 'vitest';
import { declinedProposalLine, studioUpdateLine } from './appointmentText';

describe('studioUpdateLine', () => {
  const deposit = { amount: 5000, currency: 'eur', status: 'due', method: 'checkout' };
  it('says what the studio did and what to do next', () => {
    expect(studioUpdateLine({ status: 'requested' }, 'Mara Voss')).toBe('');
    expect(studioUpdateLine({ status: 'deposit_due', deposit }, 'Mara Voss')).toBe('Mara Voss accepted your request. Pay the €50.00 deposit on Booking to confirm it.');
    expect(studioUpdateLine({ status: 'deposit_due', deposit: { ...deposit, method: 'by_hand' } }, 'Mara Voss')).toMatch(/paid to the studio directly/);
    expect(studioUpdateLine({ status: 'confirmed', deposit: { ...deposit, status: 'paid' }, studio_note: 'See you!' }, 'Mara Voss')).toBe('Confirmed by Mara Voss. Deposit €50.00 paid. “See you!”');
    expect(studioUpdateLine({ status: 'requested', proposal: { date: '2026-12-10', time: '15:00', note: '' } }, 'Lina')).toBe('Lina proposes 2026-12-10 at 15:00 instead. Take it, decline it or pick another time on Booking.');
    expect(studioUpdateLine({ status: 'declined', studio_note: 'Fully booked' }, 'Lina')).toBe('Lina declined this request. “Fully booked”');
  });
});

describe('declinedProposalLine', () => {
  it('tells the studio which proposed time was declined, when, and what it can do next', () => {
    expect(declinedProposalLine('Ana Diaz', { date: '2026-12-11', time: '16:00' }, '2 Dec, 06:10', { date: '2026-12-09', time: '14:00' }))
      .toBe('Ana Diaz declined your proposed time 2026-12-11 at 16:00 on 2 Dec, 06:10. Confirm their requested 2026-12-09 at 14:00, or propose another time.');
  });
});
