// The address a per-client limit counts against. An IPv4 client has one address; an IPv6 client
// is handed a whole /64 by its provider and can use any of its 2^64 addresses, so counting per
// IPv6 address would let one client take fresh attempts forever. Limits therefore count an IPv6
// client by its /64 (as the gateway, the subgraphs and the media server all do), an IPv4-mapped
// IPv6 address as the IPv4 address it is, and anything unparseable as itself.
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (without brackets or zone), or null. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The key a per-client limit counts `address` under: IPv4 as is, IPv6 by its /64. */
export function limitAddressOf(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client reaching a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
