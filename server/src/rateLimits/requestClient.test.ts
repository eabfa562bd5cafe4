import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestClient, untrustedProxyWarning } from './requestClient';

/** A logger whose lines are kept, and a request from `ip` with `headers`. */
function setUp() {
  const lines: string[] = [];
  const log = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers, log });
  return { lines, request };
}

describe('the client of a request', () => {
  it('says once that requests come through a proxy while TRUST_PROXY is off', () => {
    const { lines, request } = setUp();
    const clientOf = createRequestClient(false);
    expect(clientOf(request('192.0.2.1'))).toEqual({ client: '192.0.2.1', network: '192.0.2.0/24' });
    expect(lines).toEqual([]);
    clientOf(request('192.0.2.1', { 'x-forwarded-for': '203.0.113.5' }));
    clientOf(request('192.0.2.1', { 'x-forwarded-for': '203.0.113.6' }));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe(untrustedProxyWarning);
  });

  it('says nothing behind a trusted proxy', () => {
    const { lines, request } = setUp();
    createRequestClient(true)(request('203.0.113.5', { 'x-forwarded-for': '203.0.113.5' }));
    expect(lines).toEqual([]);
  });
});
