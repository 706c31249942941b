/**
 * Where a callback URL may point. The bank's gateway calls these URLs from inside its network, so
 * a URL naming a loopback, link-local or private address (or `localhost`) would make the gateway
 * call its own machines: refused. The host is read by the WHATWG URL parser, which is what an
 * HTTP client resolves too, so the IPv4 spellings `2130706433`, `0x7f.0.0.1` and `0177.0.0.1`
 * all arrive here as `127.0.0.1`. A name that resolves to such an address through DNS cannot be
 * seen without resolving it: the server calling the URL has to check the address it connects to.
 */

/** IPv4 ranges (first address as four octets, prefix length) a callback may not name. */
const IPV4_BLOCKED: readonly (readonly [readonly [number, number, number, number], number])[] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0 included
  [[10, 0, 0, 0], 8], // private
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata at 169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 168, 0, 0], 16], // private
];

const ipv4Number = (octets: readonly number[]) => octets.reduce((n, octet) => n * 256 + octet, 0);

function isBlockedIpv4(octets: readonly number[]): boolean {
  const address = ipv4Number(octets);
  return IPV4_BLOCKED.some(([start, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(ipv4Number(start) / 2 ** (32 - bits)));
}

/** The four octets of a dotted IPv4 address as the URL parser writes it, or null. */
function parseIpv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (no brackets, as the URL parser compresses it), or null. */
function parseIpv6(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const groups = (text: string) => (text === '' ? [] : text.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  // The parser writes an embedded IPv4 address in hex, but accept the dotted form too.
  const last = tail.length > 0 ? tail : head;
  const dotted = last.length > 0 ? parseIpv4(last[last.length - 1]!) : null;
  if (dotted) last.splice(last.length - 1, 1, ((dotted[0]! << 8) | dotted[1]!).toString(16), ((dotted[2]! << 8) | dotted[3]!).toString(16));
  if (![...head, ...tail].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) => parseInt(group, 16));
}

function isBlockedIpv6(groups: readonly number[]): boolean {
  const [first = 0] = groups;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return true; // :: (unspecified)
  if (zeroUpTo(7) && groups[7] === 1) return true; // ::1 (loopback)
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 (link-local)
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 (unique local, private)
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible) reach the IPv4 address.
  if (zeroUpTo(5) && (groups[5] === 0xffff || groups[5] === 0)) {
    const high = groups[6]!;
    const low = groups[7]!;
    return isBlockedIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return false;
}

/**
 * True when `url` is an absolute URL whose host is loopback (127.0.0.0/8, ::1, `localhost` and
 * its subdomains), link-local (169.254.0.0/16, fe80::/10), private (10/8, 172.16/12,
 * 192.168/16, fc00::/7) or unspecified (0.0.0.0/8, ::). False for anything else, including a
 * value that is not a URL (the http/https rule answers for that).
 */
export function isInternalCallbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return false;
  }
  // `localhost.` with the root's dot is the same name.
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[') && name.endsWith(']')) {
    const groups = parseIpv6(name.slice(1, -1));
    return groups ? isBlockedIpv6(groups) : false;
  }
  const octets = parseIpv4(name);
  return octets ? isBlockedIpv4(octets) : false;
}
