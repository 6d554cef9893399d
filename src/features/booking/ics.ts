/**
 * 'Add to calendar': an iCalendar (RFC 5545) file for one appointment. A few lines instead of a
 * library: one VEVENT in UTC, with text escaped and lines folded at 75 octets as the RFC asks.
 */
import { SLOT_MINUTES, zonedToUtc } from '@/engine/booking/slots';

export interface CalendarAppointment {
  id: string;
  /** e.g. "Session with Mara Voss". */
  title: string;
  date: string;
  time: string;
  timeZone: string;
  location: string;
  description: string;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentIcs(appointment: CalendarAppointment, now: Date = new Date()): string {
  const start = zonedToUtc(appointment.date, appointment.time, appointment.timeZone);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//InkClarity//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.id}@inkclarity`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(appointment.title)}`,
    `LOCATION:${escapeText(appointment.location)}`,
    `DESCRIPTION:${escapeText(appointment.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].map(fold).join('\r\n');
}
