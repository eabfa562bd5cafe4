import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { coreSpecPaths, portalSpecPaths } from './specPaths';

/** `/api/core/Documents/{id}` and `/api/core/Documents/{}` name the same route. */
const normalise = (path: string) => path.replace(/\{[^}]*\}/g, '{}').toLowerCase();

describe('the OpenAPI document lists every call of the specifications', () => {
  let t: TestApp;
  let served: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    served = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).flatMap((method) => [
          `${method.toUpperCase()} ${normalise(path)}`,
          `* ${normalise(path)}`,
        ]),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([...coreSpecPaths, ...portalSpecPaths])('%s %s', (method, path) => {
    expect(served.has(`${method} ${normalise(path)}`)).toBe(true);
  });
});
