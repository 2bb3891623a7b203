// A session's approximate place for the Security page, from its IP address alone (no lookup
// service): a private or loopback address says so, a public one is shown with its host part hidden
// (203.0.113.x, 2001:db8:85a3:…), enough to tell networks apart without publishing the address.

export type IpPlace =
  { kind: 'unknown' } | { kind: 'loopback' } | { kind: 'private' } | { kind: 'public'; masked: string };

function ipv4Octets(ip: string): number[] | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

function describeIpv4([a = 0, b = 0, c = 0]: number[]): IpPlace {
  if (a === 127) return { kind: 'loopback' };
  const isPrivate =
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    a === 0;
  return isPrivate ? { kind: 'private' } : { kind: 'public', masked: `${a}.${b}.${c}.x` };
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded), or undefined if it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  if (!/^[\da-f:]+$/i.test(ip) || ip.split('::').length > 2) return undefined;
  const [head = '', tail] = ip.split('::');
  const split = (s: string) => (s === '' ? [] : s.split(':'));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[\da-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

function describeIpv6(groups: number[]): IpPlace {
  const [g0 = 0, g1 = 0, g2 = 0] = groups;
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return { kind: 'loopback' };
  // fc00::/7 unique local, fe80::/10 link-local, :: unspecified.
  if ((g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || groups.every((g) => g === 0)) return { kind: 'private' };
  return { kind: 'public', masked: `${[g0, g1, g2].map((g) => g.toString(16)).join(':')}:…` };
}

export function describeIp(ip: string | null | undefined): IpPlace {
  const value = (ip ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const v4 = ipv4Octets(value.replace(/^::ffff:/, ''));
  if (v4) return describeIpv4(v4);
  const v6 = ipv6Groups(value);
  return v6 ? describeIpv6(v6) : { kind: 'unknown' };
}
