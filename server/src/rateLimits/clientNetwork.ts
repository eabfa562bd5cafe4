import { isIPv4, isIPv6 } from 'node:net';

/** A dotted IPv4 tail of an IPv6 address (::ffff:192.0.2.1) as its two 16-bit groups. */
function dottedGroups(quad: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = quad.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

/** The eight 16-bit groups of a valid IPv6 address, its '::' expanded. */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string | undefined): number[] =>
    part
      ? part.split(':').flatMap((g) => (g.includes('.') ? dottedGroups(g) : [Number.parseInt(g, 16)]))
      : [];
  const [head, tail] = ip.split('::');
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d), as Node reports dual-stack clients. */
function mappedIPv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export interface ClientNetwork {
  /** What per-client limits count: the IPv4 address, or the IPv6 /64 (one host may use all of it). */
  client: string;
  /** Where the request comes from at the grain of one home or office: IPv4 /24, IPv6 /64. */
  network: string;
}

/** The client and network of a request's address (Fastify's `request.ip`). */
export function clientNetwork(ip: string): ClientNetwork {
  const groups = isIPv6(ip) ? ipv6Groups(ip) : undefined;
  const v4 = groups ? mappedIPv4(groups) : isIPv4(ip) ? ip : undefined;
  if (v4) return { client: v4, network: `${v4.split('.').slice(0, 3).join('.')}.0/24` };
  if (!groups) return { client: ip, network: ip };
  const prefix = `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
  return { client: prefix, network: prefix };
}
