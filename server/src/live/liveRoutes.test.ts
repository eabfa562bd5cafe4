import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoClinic, medicationRequest, seedDemoClinic } from '../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../testing/signIn';
import { openStream } from './liveTestKit';

describe('live updates (Server-Sent Events)', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let base: string;
  let staff: SignedIn;
  let alex: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // A stream is still open here: closing the server must end it rather than wait for it.
    await t.close();
  });

  const ticket = async (segment: 'core' | 'portal', who: SignedIn) => {
    const res = await fetch(`${base}/api/${segment}/Live/Ticket`, { method: 'POST', headers: who.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ticket: string; expiresInSeconds: number };
    expect(body.expiresInSeconds).toBe(30);
    return body.ticket;
  };

  it('a staff stream receives appointment-request when a patient creates a request', async () => {
    const stream = await openStream(`${base}/api/core/Live?access_token=${await ticket('core', staff)}`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
      payload: medicationRequest(clinic, '2025-03-04T08:00'),
    });
    expect(created.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({
      event: 'appointment-request',
      data: { requestId: created.json().id, status: 'Unconfirmed', change: 'created' },
    });
    const signal = await t.app.inject({
      method: 'POST',
      url: `/api/portal/SendAppointmentUpdateSignalToMainApp/${created.json().id}/${clinic.alexId}`,
      headers: alex.headers,
    });
    expect(signal.statusCode).toBe(204);
    expect((await stream.nextEvent()).data).toMatchObject({ change: 'signal' });
    stream.close();
  });

  it("the patient's stream hears approval live; another patient's does not", async () => {
    const sam = await signInPortal(t, clinic.demoLoginId, clinic.samId);
    const samStream = await openStream(`${base}/api/portal/Live?access_token=${await ticket('portal', sam)}`);
    const alexStream = await openStream(
      `${base}/api/portal/Live?access_token=${await ticket('portal', alex)}`,
    );
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
      payload: medicationRequest(clinic, '2025-03-04T09:00'),
    });
    const id = created.json().id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(await alexStream.nextEvent()).toEqual({
      event: 'appointment-request-updated',
      data: { requestId: id, status: 'Approved', change: 'approved' },
    });
    const quiet = await Promise.race([
      samStream.nextEvent().then(() => 'event'),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 300)),
    ]);
    expect(quiet).toBe('quiet');
    samStream.close();
    // alexStream stays open until the server closes.
  });

  it('refuses a missing, reused, forged or session token, and a ticket of the other segment', async () => {
    const status = async (url: string) => {
      const res = await fetch(`${base}${url}`);
      await res.body?.cancel();
      return res.status;
    };
    expect(await status('/api/core/Live')).toBe(401);
    const once = await ticket('core', staff);
    const first = await openStream(`${base}/api/core/Live?access_token=${once}`);
    expect(first.status).toBe(200);
    first.close();
    expect(await status(`/api/core/Live?access_token=${once}`)).toBe(401);
    expect(await status(`/api/core/Live?access_token=${staff.token}`)).toBe(401);
    expect(await status('/api/core/Live?access_token=abc.def.ghi')).toBe(401);
    expect(await status(`/api/core/Live?access_token=${await ticket('portal', alex)}`)).toBe(401);
    expect(await status(`/api/portal/Live?access_token=${await ticket('core', staff)}`)).toBe(401);
    const noSession = await fetch(`${base}/api/core/Live/Ticket`, { method: 'POST' });
    expect(noSession.status).toBe(401);
  });

  it('a revoked session cannot get a stream from an earlier ticket', async () => {
    const other = await signInStaff(t, { email: 'other@example.org' });
    const early = await ticket('core', other);
    await fetch(`${base}/api/core/Auth/Logout`, { method: 'POST', headers: other.headers });
    const res = await fetch(`${base}/api/core/Live?access_token=${early}`);
    await res.body?.cancel();
    expect(res.status).toBe(401);
  });
});
