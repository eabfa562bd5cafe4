import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  episodesOfCare,
  locations,
  patients,
  paymentMethods,
  placesOfService,
} from '../db/schema';
import { demoPatients } from '../db/seed/data/patients';
import { loggerOptions } from '../logging/loggerOptions';
import { installBillingAdapters } from '../payments/billingAdapters';
import { createSandboxGateway } from '../payments/gateway/sandboxGateway';
import { createSandboxPracticeManagement } from '../payments/peregrine/practiceManagement';
import { loadBookingScope } from '../scheduling/bookingScope';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { seedDemoPeople } from '../testing/demoFixtures';
import {
  documentAnswer,
  type FuzzContext,
  fuzzRequests,
  listOperations,
  type OpenApiDocument,
} from '../testing/fuzzCorpus';
import { signInPortal, signInStaff } from '../testing/signIn';
import { visaCard } from './portal/billing/billingTestSetup';

/** What the log must never hold: the demo patients' details, a typed answer, the card and its token. */
function patientData(cardToken: string): string[] {
  return [
    ...Object.values(demoPatients).flatMap((patient) => {
      const [year, month, day] = patient.dateOfBirth.split('-');
      return [
        patient.firstName,
        patient.lastName,
        patient.dateOfBirth,
        `${month}/${day}/${year}`,
        patient.email,
        patient.phone,
        patient.phone.replace(/\D/g, ''),
        patient.accountNumber,
        patient.mrn,
        patient.addressLine1,
      ];
    }),
    documentAnswer,
    visaCard.cardNumber,
    cardToken,
  ];
}

/**
 * Found as a whole word, in the log as written and with URL escapes decoded byte by byte (a URL
 * holds "Alex%20Rivera"): a number inside a longer one (a time, an id) is not the patient's.
 */
const holds = (log: string, value: string) => {
  const word = new RegExp(`(?<![A-Za-z0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
  const unescaped = log.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return word.test(log) || word.test(unescaped);
};

/** Alex's location, episode and a document of theirs, and a service, clinician and place to book there. */
async function alexRecordIds(t: TestApp, alexId: string): Promise<Record<string, string>> {
  const db = t.database.db;
  const [patient] = await db.select().from(patients).where(eq(patients.id, alexId));
  const [episode] = await db.select().from(episodesOfCare).where(eq(episodesOfCare.patientId, alexId));
  const [document] = await db.select().from(documents).where(eq(documents.patientId, alexId));
  const [location] = await db
    .select()
    .from(locations)
    .where(eq(locations.id, patient?.locationId ?? randomUUID()));
  const [place] = await db
    .select()
    .from(placesOfService)
    .where(eq(placesOfService.locationId, location?.id ?? randomUUID()));
  if (!location || !episode || !document || !place) throw new Error('the demo clinic is missing records');
  const scope = await loadBookingScope(db, {
    locationId: location.id,
    serviceId: location.serviceIds[0] ?? '',
  });
  const [clinician] = scope.clinicians;
  if (!clinician) throw new Error('the demo clinic has nobody to book');
  return {
    locationId: location.id,
    episodeOfCareId: episode.id,
    eocId: episode.id,
    documentId: document.id,
    docId: document.id,
    formId: document.formId,
    serviceId: scope.service.id,
    clinicianId: clinician.id,
    placeOfServiceId: place.id,
  };
}

describe('the route fuzz corpus, on every portal and core route, signed in and not', () => {
  let t: TestApp;
  let log = '';
  let cardToken = '';
  let operationCount = 0;
  let requestCount = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    // The server's own logger settings, at the most talkative level.
    t = await createTestApp({}, { logger: pino(loggerOptions('trace') as pino.LoggerOptions, sink) });
    installBillingAdapters(t.app.deps, {
      gateway: createSandboxGateway({ latencyMs: 0 }),
      practiceManagement: createSandboxPracticeManagement({ latencyMs: 0 }),
    });
    const people = await seedDemoPeople(t);
    const alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/portal/Patients/addCreditCard/${people.alexId}`,
      headers: alex.headers,
      payload: visaCard,
    });
    if (saved.statusCode !== 201) throw new Error(`card not saved: ${saved.body}`);
    const [card] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.patientId, people.alexId));
    cardToken = card?.gatewayToken ?? '';

    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as OpenApiDocument;
    const operations = listOperations(document);
    operationCount = operations.length;
    const context: FuzzContext = {
      components: document.components.schemas,
      realIds: [people.alexId, people.samId, people.jordanId],
      idsByName: await alexRecordIds(t, people.alexId),
      cardToken,
    };
    for (const [index, op] of operations.entries()) {
      // Fresh sessions for every route: a fuzzed sign-out must not blind the routes after it.
      const portal = await signInPortal(t, people.demoLoginId, people.alexId);
      const staff = await signInStaff(t, { roles: ['staff', 'techStaff'] });
      const session = op.path.startsWith('/api/portal/') ? portal.headers : staff.headers;
      for (const request of fuzzRequests(op, index, context)) {
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          // A client address of its own: per-address rate limits must not stop the corpus early.
          remoteAddress: `10.0.${(requestCount >> 8) & 255}.${requestCount & 255}`,
          headers: {
            ...(request.signedIn ? session : {}),
            ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        requestCount += 1;
        if (res.statusCode >= 500) {
          failures.push(
            `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)} body=${request.payload?.slice(0, 200)}`,
          );
        }
      }
    }
  }, 900_000);
  afterAll(async () => {
    await t.close();
  });

  it('gets no 5xx', () => {
    expect(operationCount).toBeGreaterThan(200);
    expect(requestCount).toBeGreaterThan(operationCount * 9);
    expect(failures).toEqual([]);
  });

  it('leaves no patient data in the log', () => {
    expect(cardToken).not.toBe('');
    expect(log).toContain('request completed');
    expect(patientData(cardToken).filter((value) => holds(log, value))).toEqual([]);
  });
});
