import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app/appInstance';
import { type DemoClinic, medicationRequest, seedDemoClinic } from '../scheduling/schedulingTestKit';
import { anotherInstance } from '../testing/anotherInstance';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../testing/signIn';
import { openStream } from './liveTestKit';

describe('live updates across instances on one database', () => {
  let t: TestApp;
  let second: AppInstance;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let alex: SignedIn;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = await anotherInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it("a staff stream on one instance hears a patient's request made on the other, and its approval back", async () => {
    const ticket = await fetch(`${base}/api/core/Live/Ticket`, { method: 'POST', headers: staff.headers });
    const { ticket: token } = (await ticket.json()) as { ticket: string };
    const staffStream = await openStream(`${base}/api/core/Live?access_token=${token}`);
    const portalTicket = await fetch(`${base}/api/portal/Live/Ticket`, {
      method: 'POST',
      headers: alex.headers,
    });
    const { ticket: portalToken } = (await portalTicket.json()) as { ticket: string };
    const alexStream = await openStream(`${base}/api/portal/Live?access_token=${portalToken}`);

    // Made on the second instance; heard on the first, whose streams are open.
    const created = await second.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
      payload: medicationRequest(clinic, '2025-03-04T10:00'),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(await staffStream.nextEvent()).toEqual({
      event: 'appointment-request',
      data: { requestId: id, status: 'Unconfirmed', change: 'created' },
    });

    const approved = await second.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(await alexStream.nextEvent()).toEqual({
      event: 'appointment-request-updated',
      data: { requestId: id, status: 'Approved', change: 'approved' },
    });
    staffStream.close();
    alexStream.close();
  });
});
