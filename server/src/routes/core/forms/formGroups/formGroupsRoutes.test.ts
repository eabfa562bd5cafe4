import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodesOfCare } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { episodeOf, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/FormGroups', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let formA: string;
  let formB: string;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
    formA = (await call('PUT', '/api/core/Forms', { name: 'Group form A' })).json().id;
    formB = (await call('PUT', '/api/core/Forms', { name: 'Group form B' })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, reads, renames and lists form groups', async () => {
    const res = await call('PUT', '/api/core/FormGroups', {
      name: 'New patient packet',
      formIds: [formB, formA, formB],
    });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group.formIds).toEqual([formB, formA]);
    expect(group.forms.map((f: { name: string }) => f.name)).toEqual(['Group form B', 'Group form A']);
    expect((await call('GET', `/api/core/FormGroups/${group.id}`)).json().name).toBe('New patient packet');
    const renamed = await call('PATCH', `/api/core/FormGroups/${group.id}`, {
      name: 'Intake packet',
      formIds: [formA],
    });
    expect(renamed.json()).toMatchObject({ name: 'Intake packet', formIds: [formA] });
    const list = await call('POST', '/api/core/FormGroups', {});
    expect(list.statusCode).toBe(200);
    expect(list.json().items.some((g: { id: string }) => g.id === group.id)).toBe(true);
    const episode = await episodeOf(t, people.alexId);
    const scoped = await call('POST', `/api/core/FormGroups?eocId=${episode}`);
    expect(scoped.statusCode).toBe(200);
  });

  it("offers staff every group until the location's staff list names some; deleting the last named offers none", async () => {
    const episode = await episodeOf(t, people.alexId);
    const scoped = async () =>
      (await call('POST', `/api/core/FormGroups?eocId=${episode}`, { pageSize: 500 }))
        .json()
        .items.map((g: { id: string }) => g.id) as string[];
    const group = (
      await call('PUT', '/api/core/FormGroups', { name: 'Staff packet', formIds: [formA] })
    ).json();
    expect(await scoped()).toContain(group.id);
    const [row] = await t.database.db.select().from(episodesOfCare).where(eq(episodesOfCare.id, episode));
    const location = `/api/core/Locations/${row?.locationId}`;
    const tech = requester(
      t,
      (await signInStaff(t, { email: 'tech@example.org', roles: ['techStaff'] })).headers,
    );
    expect((await tech('PATCH', location, { staffFormGroupIds: [group.id] })).statusCode).toBe(200);
    expect(await scoped()).toEqual([group.id]);
    expect((await call('DELETE', `/api/core/FormGroups/${group.id}`)).statusCode).toBe(204);
    // The list stays a list: removing its last group must not widen it to every group.
    expect((await tech('GET', location)).json().staffFormGroupIds).toEqual([]);
    expect(await scoped()).toEqual([]);
    await tech('PATCH', location, { staffFormGroupIds: null });
  });

  it('refuses unknown or deleted forms, empty names and unknown ids', async () => {
    expect((await call('PUT', '/api/core/FormGroups', { name: 'X', formIds: [unknownId] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/core/FormGroups', { name: ' ', formIds: [formA] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/core/FormGroups', { name: 'X', formIds: [] })).statusCode).toBe(400);
    expect((await call('GET', `/api/core/FormGroups/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/core/FormGroups/${unknownId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/core/FormGroups/${unknownId}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/core/FormGroups?eocId=${unknownId}`, {})).statusCode).toBe(404);
  });

  it('deletes a group no document group uses, and refuses one in use', async () => {
    const unused = (await call('PUT', '/api/core/FormGroups', { name: 'Unused', formIds: [formA] })).json();
    expect((await call('DELETE', `/api/core/FormGroups/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/core/FormGroups/${unused.id}`)).statusCode).toBe(404);
    const used = (await call('PUT', '/api/core/FormGroups', { name: 'Used', formIds: [formA] })).json();
    const filled = await call('PUT', '/api/core/DocumentGroups', {
      formGroupId: used.id,
      patientId: people.alexId,
    });
    expect(filled.statusCode).toBe(201);
    expect((await call('DELETE', `/api/core/FormGroups/${used.id}`)).statusCode).toBe(409);
  });
});
