import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address, `::` expanded; null when it ends in an IPv4 part. */
function groupsOf(ip: string): string[] | null {
  if (ip.includes('.')) return null;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The address a client's failures are counted under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 one as its IPv4), an IPv6 address by its /64, which one subscriber usually holds whole and
 * could otherwise step through. '' when unknown (a call from the command line).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = groupsOf(ip.split('%')[0]!.toLowerCase());
  if (!groups) return ip.toLowerCase();
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
