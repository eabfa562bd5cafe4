import { afterEach, describe, expect, it } from 'vitest';
import { setClockForTests } from '../clock';
import { appointmentCalendar } from './appointmentCalendar';
import type { AppointmentFacts } from './appointmentFacts';
import { appointmentWhen } from './appointmentWhen';
import { icsLines, icsText, icsValue } from './icsLines.testing';

const facts: AppointmentFacts = {
  appointmentId: '0c7a3a1e-1111-4b7a-9c3d-2e1f0a1b2c3d',
  patientId: 'p',
  status: 'Show',
  startWallMs: Date.parse('2025-03-04T08:30:00Z'),
  endWallMs: Date.parse('2025-03-04T09:30:00Z'),
  timeZone: 'America/New_York',
  locationName: 'Riverbend; "Downtown"',
  locationAddress:
    '400 N High St, Suite 210, Columbus, OH 43215, a long line that has to be folded somewhere',
  locationPhone: '(614) 555-0100',
  telehealth: false,
  videoVisitUrl: null,
};
const options = { language: 'en', publicUrl: 'https://portal.example.org' } as const;

describe('appointment calendar files and times', () => {
  it('writes the wall clock with the weekday and the zone in English and Spanish', () => {
    expect(appointmentWhen(facts.startWallMs, 'America/New_York', 'en')).toBe(
      'Tuesday, March 4, 2025, 8:30 AM EST (America/New_York)',
    );
    expect(appointmentWhen(facts.startWallMs, 'America/New_York', 'es')).toMatch(
      /^martes, 4 de marzo de 2025, 8:30 a\.\s?m\. EST \(America\/New_York\)$/,
    );
    // After the spring-forward change the same wall clock reads EDT; a half-hour zone has no abbreviation.
    expect(appointmentWhen(Date.parse('2026-03-09T09:30:00Z'), 'America/New_York', 'en')).toBe(
      'Monday, March 9, 2026, 9:30 AM EDT (America/New_York)',
    );
    expect(appointmentWhen(Date.parse('2026-03-09T09:30:00Z'), 'Asia/Kolkata', 'en')).toBe(
      'Monday, March 9, 2026, 9:30 AM GMT+5:30 (Asia/Kolkata)',
    );
  });

  it('is a REQUEST with a stable UID, the wall clock in the location zone, folded lines and escaped text', () => {
    const file = appointmentCalendar(facts, 'request', options);
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = icsLines(file);
    expect(lines.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'BEGIN',
        'VERSION',
        'PRODID',
        'METHOD',
        'UID',
        'DTSTAMP',
        'DTSTART',
        'DTEND',
        'SUMMARY',
      ]),
    );
    expect(icsValue(file, 'METHOD')).toBe('REQUEST');
    expect(icsValue(file, 'UID')).toBe(`appointment-${facts.appointmentId}@portal.example.org`);
    expect(Number(icsValue(file, 'SEQUENCE'))).toBeGreaterThan(0);
    // The wall clock with the zone, and the zone's rules for calendar apps.
    expect(file).toContain('DTSTART;TZID=America/New_York:20250304T083000\r\n');
    expect(file).toContain('DTEND;TZID=America/New_York:20250304T093000\r\n');
    expect(file).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    expect(file).toContain('TZNAME:EDT');
    expect(file).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(icsValue(file, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsValue(file, 'SUMMARY')).toBe('Appointment');
    const location = icsValue(file, 'LOCATION') ?? '';
    expect(location).toContain('\\;');
    expect(icsText(location)).toBe(`${facts.locationName}, ${facts.locationAddress}`);
    expect(icsText(icsValue(file, 'DESCRIPTION') ?? '')).toContain('https://portal.example.org/appointments');
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  afterEach(() => setClockForTests(null));

  it('moves, then cancels, with the same UID and a higher SEQUENCE each time; telehealth names no address', () => {
    setClockForTests(() => new Date('2026-12-01T10:00:00Z'));
    const request = appointmentCalendar(facts, 'request', options);
    setClockForTests(() => new Date('2026-12-01T10:00:01Z'));
    const moved = appointmentCalendar(facts, 'request', options);
    setClockForTests(() => new Date('2026-12-02T09:00:00Z'));
    const cancel = appointmentCalendar({ ...facts, telehealth: true }, 'cancel', {
      ...options,
      language: 'es',
    });
    expect(icsValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancel, 'UID')).toBe(icsValue(request, 'UID'));
    const sequences = [request, moved, cancel].map((file) => Number(icsValue(file, 'SEQUENCE')));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(3);
    expect(icsValue(moved, 'UID')).toBe(icsValue(request, 'UID'));
    expect(icsValue(cancel, 'SUMMARY')).toBe('Cita');
    expect(icsText(icsValue(cancel, 'LOCATION') ?? '')).toBe('Telesalud (visita por video)');
  });
});

describe('appointment calendar time zones', () => {
  it('keeps plain UTC times, and no VTIMEZONE, for a UTC location', () => {
    const file = appointmentCalendar({ ...facts, timeZone: 'UTC' }, 'request', options);
    expect(icsValue(file, 'DTSTART')).toBe('20250304T083000Z');
    expect(file).not.toContain('VTIMEZONE');
  });

  it('writes an appointment after the fall-back change at its wall clock (EST rules in the file)', () => {
    const startWallMs = Date.parse('2026-11-02T09:30:00Z');
    const file = appointmentCalendar(
      { ...facts, startWallMs, endWallMs: startWallMs + 3_600_000 },
      'request',
      options,
    );
    expect(file).toContain('DTSTART;TZID=America/New_York:20261102T093000\r\n');
    expect(file.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });
});
