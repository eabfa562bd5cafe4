import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

const pngLogo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

describe('organisation settings', () => {
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;

  beforeAll(async () => {
    // An empty clinic (no seed): the first change creates the settings row.
    t = await createTestApp();
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (payload: object, headers = tech.headers) =>
    t.app.inject({ method: 'PATCH', url: '/api/core/OrganizationSettings', headers, payload });

  it('starts with every portal flag off, then tech staff names the clinic and sets the flags', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/core/OrganizationSettings',
      headers: staff.headers,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      organizationName: '',
      appointmentRequestEnable: false,
      emarEnabled: false,
    });

    const named = await patch({
      organizationName: ' Lakeside Clinic ',
      organizationLogo: pngLogo,
      appointmentRequestEnable: true,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({
      organizationName: 'Lakeside Clinic',
      organizationLogo: pngLogo,
      appointmentRequestEnable: true,
      newPatientRegistrationEnabled: false,
    });
    const flags = await patch({ doseSpotEnabled: true, emarEnabled: true, organizationLogo: null });
    expect(flags.json()).toMatchObject({
      organizationName: 'Lakeside Clinic',
      organizationLogo: null,
      doseSpotEnabled: true,
      emarEnabled: true,
    });

    const portal = await t.app.inject({ method: 'GET', url: '/api/portal/SystemSettings' });
    expect(portal.json()).toMatchObject({
      organizationName: 'Lakeside Clinic',
      appointmentRequestEnable: true,
    });
  });

  it("keeps the clinic's crisis text for the portal; blank returns to the default", async () => {
    const systemSettings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/portal/SystemSettings' })).json();
    expect((await systemSettings()).crisisText).toBeNull();
    const set = await patch({ crisisText: ' Call our crisis line: (614) 555-0199, any time. ' });
    expect(set.json().crisisText).toBe('Call our crisis line: (614) 555-0199, any time.');
    expect((await systemSettings()).crisisText).toBe('Call our crisis line: (614) 555-0199, any time.');
    expect((await patch({ crisisText: '   ' })).json().crisisText).toBeNull();
    expect((await patch({ crisisText: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('refuses staff without the tech role (403) and bad values (400)', async () => {
    const refused = await patch({ emarEnabled: false }, staff.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(['Only tech staff may change these settings.']);
    expect((await patch({ organizationLogo: 'https://evil.example/logo.png' })).statusCode).toBe(400);
    const huge = `data:image/png;base64,${'A'.repeat(512 * 1024)}`;
    const tooBig = await patch({ organizationLogo: huge });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().messages.join(' ')).toContain('512 KB');
    expect((await patch({ organizationName: '' })).statusCode).toBe(400);
    expect((await patch({ emarEnabled: 'yes' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });
});
