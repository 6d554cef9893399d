import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './ics';

describe('appointmentIcs', () => {
  it("writes one VEVENT in UTC from the artist's wall-clock time, an hour long", () => {
    const ics = appointmentIcs({
      id: '5f0c', title: 'Session with Mara Voss', date: '2026-12-02', time: '10:00', timeZone: 'Europe/Berlin',
      location: 'Eisenherz Tattoo, Berlin', description: 'Fox; forearm',
    }, new Date('2026-11-20T08:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261202T090000Z');
    expect(lines).toContain('DTEND:20261202T100000Z');
    expect(lines).toContain('DTSTAMP:20261120T080000Z');
    expect(lines).toContain('UID:5f0c@inkclarity');
    expect(lines).toContain('LOCATION:Eisenherz Tattoo\\, Berlin');
    expect(lines).toContain('DESCRIPTION:Fox\\; forearm');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('handles summer time and folds long lines at 75 octets', () => {
    const ics = appointmentIcs({
      id: 'x', title: 'Touch-up', date: '2026-07-01', time: '09:00', timeZone: 'America/Los_Angeles',
      location: 'Ukiyo Ink', description: 'é'.repeat(100),
    });
    expect(ics).toContain('DTSTART:20260701T160000Z');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n é');
  });
});
