import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, pngDataUrl, requester } from '../formsTestKit.testing';

describe('api/core/Documents printable renderings', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
    const content = contentOf([
      { id: 'SectionHeader1', elType: 'SectionHeader', properties: { label: 'About <you>' } },
      { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name "quoted"' } },
      { id: 'Textarea1', elType: 'Textarea', properties: { label: 'Notes' } },
      { id: 'DatePicker1', elType: 'DatePicker', properties: { label: 'Seen on' } },
      { id: 'Signature1', elType: 'Signature', properties: { label: 'Signed' } },
      { id: 'Picture1', elType: 'Picture', properties: { label: 'Photo' } },
    ]);
    formId = (await call('PUT', '/api/core/Forms', { name: 'Visit <note>', content })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const results = {
    TextInput1: '<script>alert(1)</script>',
    Textarea1: '<img src=x onerror=alert(2)>',
    DatePicker1: '2025-04-05',
    Signature1: { signature: pngDataUrl, signedBy: 'Dr <b>Who</b>', date: '2025-04-05T10:00:00Z' },
    Picture1: { picture: 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDMpPC9zY3JpcHQ+PC9zdmc+' },
  };

  it('renders every label and value escaped, signatures as images, no scripts, under a strict policy', async () => {
    const doc = (
      await call('PUT', '/api/core/Documents', { formId, patientId: people.alexId, results })
    ).json();
    const res = await call('GET', `/api/core/Documents/RenderDocument/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('Visit &lt;note&gt;');
    expect(html).toContain('About &lt;you&gt;');
    expect(html).toContain('Name &quot;quoted&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('04/05/2025');
    expect(html).toContain(`<img alt="Signed" src="${pngDataUrl}">`);
    expect(html).toContain('Dr &lt;b&gt;Who&lt;/b&gt;');
    expect(html).not.toContain('svg+xml');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('Alex');
  });

  it('builds a PDF of a completed document only', async () => {
    const doc = (
      await call('PUT', '/api/core/Documents', { formId, patientId: people.alexId, results })
    ).json();
    const draftPdf = await call('GET', `/api/core/Documents/${doc.id}/Pdf`);
    expect(draftPdf.statusCode).toBe(409);
    const completed = await call('PATCH', `/api/core/Documents/${doc.id}/SaveAndComplete`, {
      rowVersion: doc.rowVersion,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const pdf = await call('GET', `/api/core/Documents/${doc.id}/Pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment;');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
