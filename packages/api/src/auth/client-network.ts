import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when counting sign-in failures: an IPv4 address itself,
 * an IPv6 address by its /64 prefix. One IPv6 host is usually handed a whole /64 (2⁶⁴ addresses),
 * so counting single IPv6 addresses would let it sidestep every per-address limit and store a row
 * per address it makes up. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as IPv4.
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`2001:db8::1` → `2001`, `db8`, `0`, … `1`). */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - start.length - end.length }, () => '0');
  return [...start, ...zeros, ...end].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
