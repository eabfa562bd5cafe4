import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsRefused, toE164 } from './smsClient';
import { createTwilioSmsClient } from './twilioSmsClient';

interface Received {
  url: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
/** What the fake Twilio answers next. */
let answer: { status: number; body: object } = { status: 201, body: {} };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createTwilioSmsClient({ accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006', baseUrl });

describe('the Twilio SMS client', () => {
  it("posts Twilio's form to the account's Messages resource with basic auth", async () => {
    answer = { status: 201, body: { sid: 'SM0123', status: 'queued' } };
    expect(await client().send({ to: '+16145550142', body: 'Reminder' })).toEqual({ sid: 'SM0123' });
    const [request] = received.slice(-1);
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+16145550142',
      From: '+15005550006',
      Body: 'Reminder',
    });
  });

  it('refuses for good on an invalid number, and fails for a retry on an outage, never quoting the token', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number +1614 is not valid." } };
    const refused = await client()
      .send({ to: '+1614', body: 'x' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsRefused);
    expect((refused as Error).message).toBe('Twilio answered 400 (error 21211)');
    answer = { status: 503, body: {} };
    const down = await client()
      .send({ to: '+16145550142', body: 'x' })
      .catch((error: unknown) => error);
    expect(down).not.toBeInstanceOf(SmsRefused);
    expect((down as Error).message).not.toContain('secret-token');
  });

  it('reads North American numbers as E.164', () => {
    expect(toE164('(614) 555-0142')).toBe('+16145550142');
    expect(toE164('1-614-555-0142')).toBe('+16145550142');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('555-0142')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});
