import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import { createTestDocument, createTestForm } from '../testing/portalDocumentFixtures';

interface Page {
  items: { id: string; status: string }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('portal documents list: paged on the server, filtered by state, with the total', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const form = await createTestForm(t);
    for (let n = 0; n < 3; n += 1) {
      await createTestDocument(t, form, people.alexId, { status: 'Completed' });
      await createTestDocument(t, form, people.alexId);
    }
    // Another patient's documents never count.
    await createTestDocument(t, form, people.samId);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/FindAll${query}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it('splits the list into pending (not Completed) and completed, and the totals add up', async () => {
    const all = await list('?pageSize=100');
    const pending = await list('?state=pending&pageSize=100');
    const completed = await list('?state=completed&pageSize=100');
    expect(pending.items.every((item) => item.status !== 'Completed')).toBe(true);
    expect(completed.items.every((item) => item.status === 'Completed')).toBe(true);
    expect(pending.total + completed.total).toBe(all.total);
    expect(pending.total).toBe(pending.items.length);
    expect(completed.total).toBeGreaterThanOrEqual(3);
  });

  it('pages past the first page with the same total and no row twice', async () => {
    const all = await list('?state=pending&pageSize=100');
    const first = await list('?state=pending&page=0&pageSize=2');
    const second = await list('?state=pending&page=1&pageSize=2');
    expect(first).toMatchObject({ total: all.total, page: 0, pageSize: 2 });
    expect(second.total).toBe(all.total);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 4).map((item) => item.id),
    );
  });

  it('refuses an unknown state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Documents/FindAll?state=archived',
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
