import { describe, expect, it } from 'vitest';
import { clientNetwork } from './clientNetwork';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, in its /24', () => {
    expect(clientNetwork('203.0.113.7')).toEqual({ client: '203.0.113.7', network: '203.0.113.0/24' });
    expect(clientNetwork('203.0.113.200').network).toBe(clientNetwork('203.0.113.7').network);
    expect(clientNetwork('203.0.114.7').network).not.toBe(clientNetwork('203.0.113.7').network);
  });

  it('reads an IPv4 client mapped into IPv6 as that IPv4 client', () => {
    expect(clientNetwork('::ffff:198.51.100.9')).toEqual({
      client: '198.51.100.9',
      network: '198.51.100.0/24',
    });
  });

  it('counts an IPv6 client by its /64, written one way whatever the spelling', () => {
    const expected = { client: '2001:db8:0:12::/64', network: '2001:db8:0:12::/64' };
    expect(clientNetwork('2001:db8:0:12::1')).toEqual(expected);
    expect(clientNetwork('2001:0db8:0000:0012:abcd:ef01:2345:6789')).toEqual(expected);
    expect(clientNetwork('2001:db8::12:0:0:0:1').network).toBe('2001:db8:0:12::/64');
    expect(clientNetwork('::1').network).toBe('0:0:0:0::/64');
  });
});
