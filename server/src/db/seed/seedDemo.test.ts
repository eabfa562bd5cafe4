import {
  formContentSchema,
  hasEditableComponent,
  instrumentForm,
  instrumentLibrary,
} from '@clinic/forms-core';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormContentOrThrow } from '../../documents/loadFormContentOrThrow';
import { loadLocationIntakeForms } from '../../scheduling/locationIntakeForms';
import { locationNowWallMs, toDbWallClock } from '../../scheduling/wallClock';
import type { Database, DatabaseHandle } from '../database';
import { openDatabase } from '../openDatabase';
import * as schema from '../schema';
import { ensureStaffAdmin } from './ensureStaffAdmin';
import { seedDemo } from './seedDemo';

// A fixed Wednesday afternoon in UTC: every relative date in the demo is computed from it.
const now = new Date('2026-03-04T18:30:00.000Z');

const countedTables = {
  organizationSettings: schema.organizationSettings,
  lookupItems: schema.lookupItems,
  locations: schema.locations,
  services: schema.services,
  placesOfService: schema.placesOfService,
  clinicians: schema.clinicians,
  clinicianAvailability: schema.clinicianAvailability,
  forms: schema.forms,
  formVersions: schema.formVersions,
  patients: schema.patients,
  episodesOfCare: schema.episodesOfCare,
  appointments: schema.appointments,
  documents: schema.documents,
  paymentHistory: schema.paymentHistory,
  portalLogins: schema.portalLogins,
  portalLoginPatients: schema.portalLoginPatients,
  staffUsers: schema.staffUsers,
};

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(countedTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let firstRun: { seeded: boolean };
  let countsAfterFirstRun: Record<string, number>;

  beforeAll(async () => {
    handle = await openDatabase({});
    db = handle.db;
    firstRun = await seedDemo(db, now);
    countsAfterFirstRun = await countRows(db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(await seedDemo(db, now)).toEqual({ seeded: false });
    expect(await countRows(db)).toEqual(countsAfterFirstRun);
  });

  it('creates no staff user, so ensureStaffAdmin still creates the admin', () => {
    expect(countsAfterFirstRun.staffUsers).toBe(0);
  });

  it('writes the organisation settings with an inline SVG logo and the portal switched on', async () => {
    const [settings] = await db.select().from(schema.organizationSettings);
    expect(settings?.id).toBe(1);
    expect(settings?.organizationName).toBe('Riverbend Health');
    expect(settings?.organizationLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(settings?.newPatientRegistrationEnabled).toBe(true);
    expect(settings?.appointmentRequestEnable).toBe(true);
    expect(settings?.appointmentRequestNewPatientEnable).toBe(true);
  });

  it('creates the three demo patients with their dates of birth and portal logins', async () => {
    const rows = await db
      .select({
        email: schema.portalLogins.email,
        firstName: schema.patients.firstName,
        lastName: schema.patients.lastName,
        dateOfBirth: schema.patients.dateOfBirth,
      })
      .from(schema.portalLoginPatients)
      .innerJoin(schema.portalLogins, eq(schema.portalLogins.id, schema.portalLoginPatients.loginId))
      .innerJoin(schema.patients, eq(schema.patients.id, schema.portalLoginPatients.patientId))
      .orderBy(asc(schema.patients.dateOfBirth));
    expect(rows).toEqual([
      { email: 'jordan@example.org', firstName: 'Jordan', lastName: 'Lee', dateOfBirth: '1985-01-20' },
      { email: 'demo@example.org', firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1990-04-12' },
      { email: 'demo@example.org', firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '2015-09-30' },
    ]);
  });

  it('stores form content that forms-core accepts, each form pointing at its version', async () => {
    const versions = await db.select().from(schema.formVersions);
    expect(versions.length).toBeGreaterThanOrEqual(4);
    for (const version of versions) {
      expect(() => formContentSchema.parse(version.content)).not.toThrow();
    }
    const forms = await db.select().from(schema.forms);
    for (const form of forms) {
      expect(
        versions.some((version) => version.id === form.currentVersionId && version.formId === form.id),
      ).toBe(true);
    }
  });

  it('adds the PHQ-9 from the instrument library, and scores its completed document as a completion would', async () => {
    const [form] = await db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.name, 'PHQ-9 Depression Screening'));
    const [version] = await db
      .select()
      .from(schema.formVersions)
      .where(eq(schema.formVersions.id, form?.currentVersionId ?? ''));
    const phq9 = instrumentLibrary.phq9;
    if (!phq9 || !version) throw new Error('no library PHQ-9 or no seeded version');
    expect(version.content).toEqual(JSON.parse(JSON.stringify(instrumentForm(phq9, 'en').content)));
    const completed = await db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.versionId, version.id));
    const scored = completed.filter((document) => document.status === 'Completed');
    expect(scored).toHaveLength(1);
    expect(scored[0]?.score).toBe('7');
    expect(scored[0]?.scoreDetails).toMatchObject({
      instrument: { id: 'phq9', version: '1' },
      scales: [{ id: 'total', total: 7, band: 'mild', loinc: '44261-6' }],
      alerts: [],
    });
    expect(completed.filter((document) => document.status === 'Draft').every((d) => d.score === null)).toBe(
      true,
    );
  });

  it('gives each location its forms for staff, and offers patients only those they fill in', async () => {
    const forms = await db.select().from(schema.forms);
    const versions = await db.select().from(schema.formVersions);
    const locations = await db.select().from(schema.locations);
    const patientForms = [
      'Consent for Treatment',
      'PHQ-9 Depression Screening',
      'Patient Intake Questionnaire',
    ];
    for (const location of locations) {
      const used = location.formIds.map((id) => forms.find((form) => form.id === id));
      expect(used.map((form) => form?.name).sort()).toEqual([...patientForms, 'Progress Note'].sort());
      const fillable = used.filter((form) => {
        const version = versions.find((v) => v.id === form?.currentVersionId);
        if (!version) throw new Error(`${form?.name} has no official version`);
        return hasEditableComponent(loadFormContentOrThrow(version.content, version.id), 'e-form');
      });
      expect(fillable.map((form) => form?.name).sort()).toEqual(patientForms);
      const intake = await loadLocationIntakeForms(db, location);
      expect(intake.map((form) => form.name).sort()).toEqual(patientForms);
    }
  });

  it('ends each statement on the patient balance', async () => {
    const patients = await db.select().from(schema.patients);
    const balances = Object.fromEntries(patients.map((p) => [p.firstName, p.balanceCents]));
    expect(balances).toEqual({ Alex: 12_500, Sam: 4_000, Jordan: 0 });
    for (const patient of patients) {
      const lines = await db
        .select()
        .from(schema.paymentHistory)
        .where(eq(schema.paymentHistory.patientId, patient.id))
        .orderBy(asc(schema.paymentHistory.date), asc(schema.paymentHistory.createdAt));
      expect(lines.length).toBeGreaterThan(0);
      let running = 0;
      for (const line of lines) {
        running += line.chargesCents - line.paymentsCents;
        expect(line.balanceCents).toBe(running);
      }
      expect(lines.at(-1)?.balanceCents).toBe(patient.balanceCents);
    }
  });

  it('fills every lookup kind', async () => {
    const rows = await db
      .select({ kind: schema.lookupItems.kind, n: count() })
      .from(schema.lookupItems)
      .groupBy(schema.lookupItems.kind);
    const byKind = new Map(rows.map((row) => [row.kind, row.n]));
    for (const kind of schema.lookupKinds) {
      expect(byKind.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(2);
    }
    expect(byKind.get('State')).toBe(51);
  });

  it('gives every patient upcoming and past appointments at the location wall clock', async () => {
    const rows = await db
      .select({
        patientId: schema.appointments.patientId,
        start: schema.appointments.appointmentDate,
        end: schema.appointments.appointmentEndDate,
        status: schema.appointments.status,
        timeZone: schema.locations.timeZone,
      })
      .from(schema.appointments)
      .innerJoin(schema.locations, eq(schema.locations.id, schema.appointments.locationId));
    const patients = await db.select({ id: schema.patients.id }).from(schema.patients);
    for (const patient of patients) {
      const own = rows.filter((row) => row.patientId === patient.id);
      const wallNow = (timeZone: string) => toDbWallClock(locationNowWallMs(now, timeZone));
      const upcoming = own.filter((row) => row.end > wallNow(row.timeZone));
      const past = own.filter((row) => row.end <= wallNow(row.timeZone));
      expect(upcoming.filter((row) => row.status === 'Show').length).toBeGreaterThanOrEqual(2);
      expect(past.length).toBeGreaterThanOrEqual(2);
      for (const row of own) {
        expect(row.start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
        expect(row.end > row.start).toBe(true);
      }
    }
  });

  it('books every appointment inside the weekly hours of its clinician at that location', async () => {
    const rows = await db.select().from(schema.appointments);
    const hours = await db.select().from(schema.clinicianAvailability);
    for (const row of rows) {
      const weekday = new Date(`${row.appointmentDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
      const fits = hours.some(
        (slot) =>
          slot.clinicianId === row.clinicianId &&
          slot.locationId === row.locationId &&
          slot.weekday === weekday &&
          slot.startTime <= row.appointmentDate.slice(11, 16) &&
          row.appointmentEndDate.slice(11, 16) <= slot.endTime,
      );
      expect(fits, `${row.appointmentDate} - ${row.appointmentEndDate}`).toBe(true);
    }
  });

  it('shares pending drafts with the portal and keeps one completed document', async () => {
    const rows = await db.select().from(schema.documents);
    const drafts = rows.filter((row) => row.status === 'Draft');
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.every((row) => row.sharedWithPortal && row.sharedAt !== null)).toBe(true);
    const completed = rows.filter((row) => row.status === 'Completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.score).toBe('7');
    expect(completed[0]?.completedAt).not.toBeNull();
  });
});

describe('seedDemo after ensureStaffAdmin', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({});
  });

  afterAll(async () => {
    await handle.close();
  });

  it('still seeds, and names the admin as the one who shared the documents', async () => {
    const admin = await ensureStaffAdmin(handle.db, 'a-test-password');
    expect(admin.created).toBe(true);
    expect(await seedDemo(handle.db, now)).toEqual({ seeded: true });
    const [adminRow] = await handle.db.select({ id: schema.staffUsers.id }).from(schema.staffUsers);
    const shared = await handle.db.select({ by: schema.documents.sharedById }).from(schema.documents);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((row) => row.by === adminRow?.id)).toBe(true);
  });
});
