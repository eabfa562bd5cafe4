import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { seedDemoPeople } from '../testing/demoFixtures';
import { signInPortal, signInStaff } from '../testing/signIn';

interface Operation {
  method: string;
  path: string;
}

/** Streams never end by themselves: their tickets are tested where they are built. */
const isStream = (op: Operation) => op.method === 'GET' && /\/Live$/.test(op.path);

/** Random JSON and near-miss bodies: wrong types, huge numbers, prototype keys, deep nesting. */
const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'id',
      'email',
      'patientId',
      'dateOfBirth',
      'code',
      'page',
      'pageSize',
      'results',
      'amount',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.uuid(),
      fc.array(fc.string()),
    ),
  ),
);

const segmentArbitrary = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..', 'null'),
);

describe('fuzzed requests never give a 5xx', () => {
  let t: TestApp;
  let operations: Operation[];
  let realIds: string[];
  let people: Awaited<ReturnType<typeof seedDemoPeople>>;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    realIds = [people.alexId, people.samId, people.jordanId];
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      )
      .filter((op) => op.path.startsWith('/api/portal/') || op.path.startsWith('/api/core/'))
      .filter((op) => !isStream(op));
  });
  afterAll(async () => {
    await t.close();
  });

  it('on every portal and core route, signed in and not', async () => {
    expect(operations.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      // Fresh sessions for every route: a fuzzed sign-out must not blind the routes after it.
      const portalHeaders = (await signInPortal(t, people.demoLoginId, people.alexId)).headers;
      const staffHeaders = (await signInStaff(t, { roles: ['staff', 'techStaff'] })).headers;
      const samples = fc.sample(
        fc.tuple(bodyArbitrary, fc.array(segmentArbitrary, { minLength: 4, maxLength: 4 })),
        {
          numRuns: 6,
          seed: 4242 + index,
        },
      );
      for (const [sampleIndex, [body, segments]] of samples.entries()) {
        let n = 0;
        // Real ids half of the time, so handlers get past the 404 and meet the fuzzed body.
        const url = op.path.replace(/\{[^}]+\}/g, () => {
          n += 1;
          const real = realIds[(index + n) % realIds.length] ?? randomUUID();
          return encodeURIComponent(sampleIndex % 2 === 0 ? real : (segments[n % segments.length] ?? ''));
        });
        const headers = op.path.startsWith('/api/portal/') ? portalHeaders : staffHeaders;
        const request: InjectOptions = {
          method: op.method as InjectOptions['method'],
          url,
          headers: sampleIndex === 5 ? {} : headers,
          ...(op.method === 'GET' || op.method === 'DELETE'
            ? {}
            : {
                payload: JSON.stringify(body),
                headers: { ...(sampleIndex === 5 ? {} : headers), 'content-type': 'application/json' },
              }),
        };
        const res = await t.app.inject(request);
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)} body=${JSON.stringify(body).slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
