import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/createTestApp';

describe(`server on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/health with 200 once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('writes a row and reads it back through the database', async () => {
    const [created] = await t.database.db
      .insert(patients)
      .values({
        accountNumber: 'A-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1815-12-10',
        mrn: 'MRN-1',
      })
      .returning();
    const rows = await t.database.db.select().from(patients);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(created?.id);
    expect(rows[0]?.dateOfBirth).toBe('1815-12-10');
  });

  it('lists its routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/portal/SystemSettings']),
    );
  });

  it('answers an unknown API path with 404 and a message, never a stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['Not found.'] });
  });
});
