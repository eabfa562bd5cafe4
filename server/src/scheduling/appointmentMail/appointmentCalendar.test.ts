import { describe, expect, it } from 'vitest';
import { appointmentCalendar } from './appointmentCalendar';
import type { AppointmentFacts } from './appointmentFacts';
import { appointmentWhen } from './appointmentWhen';
import { icsLines, icsText, icsValue } from './icsLines.testing';
import { zoneName } from './zoneName';

const facts: AppointmentFacts = {
  appointmentId: '0c7a3a1e-1111-4b7a-9c3d-2e1f0a1b2c3d',
  patientId: 'p',
  status: 'Show',
  startWallMs: Date.parse('2025-03-04T08:30:00Z'),
  endWallMs: Date.parse('2025-03-04T09:30:00Z'),
  timeZoneHoursShift: -5,
  locationName: 'Riverbend; "Downtown"',
  locationAddress:
    '400 N High St, Suite 210, Columbus, OH 43215, a long line that has to be folded somewhere',
  locationPhone: '(614) 555-0100',
  telehealth: false,
  videoVisitUrl: null,
};
const options = { language: 'en', publicUrl: 'https://portal.example.org' } as const;

describe('appointment calendar files and times', () => {
  it('names the zone by its offset', () => {
    expect([zoneName(-5), zoneName(0), zoneName(5.5), zoneName(-3.5)]).toEqual([
      'GMT-5',
      'GMT',
      'GMT+5:30',
      'GMT-3:30',
    ]);
  });

  it('writes the wall clock with the weekday and the zone in English and Spanish', () => {
    expect(appointmentWhen(facts.startWallMs, -5, 'en')).toBe('Tuesday, March 4, 2025, 8:30 AM (GMT-5)');
    expect(appointmentWhen(facts.startWallMs, -5, 'es')).toMatch(
      /^martes, 4 de marzo de 2025, 8:30 a\.\s?m\. \(GMT-5\)$/,
    );
  });

  it('is a REQUEST with a stable UID, times in UTC, folded lines and escaped text', () => {
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
    expect(icsValue(file, 'SEQUENCE')).toBe('0');
    // 08:30 at UTC-5 is 13:30 UTC.
    expect(icsValue(file, 'DTSTART')).toBe('20250304T133000Z');
    expect(icsValue(file, 'DTEND')).toBe('20250304T143000Z');
    expect(icsValue(file, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsValue(file, 'SUMMARY')).toBe('Appointment');
    const location = icsValue(file, 'LOCATION') ?? '';
    expect(location).toContain('\\;');
    expect(icsText(location)).toBe(`${facts.locationName}, ${facts.locationAddress}`);
    expect(icsText(icsValue(file, 'DESCRIPTION') ?? '')).toContain('https://portal.example.org/appointments');
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('cancels with the same UID and the next SEQUENCE; telehealth names no address', () => {
    const request = appointmentCalendar(facts, 'request', options);
    const cancel = appointmentCalendar({ ...facts, telehealth: true }, 'cancel', {
      ...options,
      language: 'es',
    });
    expect(icsValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancel, 'UID')).toBe(icsValue(request, 'UID'));
    expect(Number(icsValue(cancel, 'SEQUENCE'))).toBe(Number(icsValue(request, 'SEQUENCE')) + 1);
    expect(icsValue(cancel, 'SUMMARY')).toBe('Cita');
    expect(icsText(icsValue(cancel, 'LOCATION') ?? '')).toBe('Telesalud (visita por video)');
  });
});
