/**
 * Where a host sits on the network, judged from its name or its address
 * alone (no lookup): the extension runs inside the person's network, so a
 * redirect from a public site must not reach their machine or intranet
 * (spec §2). Pure; the worker applies it to each redirect hop.
 */

export type HostClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'single-label';

export function isPublicClass(c: HostClass): boolean {
  return c === 'public';
}

/**
 * The class of a URL's host. `new URL()` has already normalised the numeric
 * IPv4 forms a browser accepts (`2130706433`, `0x7f.1`, `0177.0.0.1` all
 * become `127.0.0.1`) and IPv6 literals (`[::ffff:127.0.0.1]` becomes
 * `[::ffff:7f00:1]`), so only the canonical forms need reading here.
 */
export function urlHostClass(url: string | URL): HostClass {
  return hostClass(new URL(url).hostname);
}

/** The class of a host as `URL.hostname` gives it (IPv6 in brackets). */
export function hostClass(hostname: string): HostClass {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return ipv6Class(host.slice(1, -1)) ?? 'public';
  const v4 = parseIpv4(host);
  if (v4) return ipv4Class(v4);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (!host.includes('.')) return 'single-label';
  // Names reserved for local networks: mDNS (RFC 6762), home networks (RFC 8375), ICANN's private-use TLD.
  if (host.endsWith('.local')) return 'link-local';
  if (host.endsWith('.home.arpa') || host.endsWith('.internal')) return 'private';
  return 'public';
}

/**
 * The class of an IP address as webRequest reports it (`127.0.0.1`, `::1`,
 * `::ffff:127.0.0.1`; no brackets). Anything that is not an address reads
 * as public: the name's own class has been checked already.
 */
export function addressClass(ip: string): HostClass {
  const text = ip
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIpv4(text);
  if (v4) return ipv4Class(v4);
  return ipv6Class(text) ?? 'public';
}

type Ipv4 = readonly [number, number, number, number];

function parseIpv4(text: string): Ipv4 | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as const;
  return parts.every((p) => p <= 255) ? parts : null;
}

function ipv4Class([a, b]: Ipv4): HostClass {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  // Carrier-grade NAT (RFC 6598): not reachable from the internet either.
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  return 'public';
}

/** Null when `text` is not an IPv6 address. */
function ipv6Class(text: string): HostClass | null {
  const words = parseIpv6(text.replace(/%.*$/, ''));
  if (!words) return null;
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  const upperZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  if (upperZero && w5 === 0 && w6 === 0 && w7 === 0) return 'unspecified';
  if (upperZero && w5 === 0 && w6 === 0 && w7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address.
  const embedsV4 =
    (upperZero && (w5 === 0xffff || w5 === 0)) || (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0);
  if (embedsV4) return ipv4Class([w6 >> 8, w6 & 0xff, w7 >> 8, w7 & 0xff]);
  if ((w0 & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((w0 & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((w0 & 0xffc0) === 0xfec0) return 'private'; // fec0::/10, the retired site-local range
  return 'public';
}

/** Eight 16-bit words, or null. Accepts `::` and a dotted IPv4 tail. */
function parseIpv6(text: string): number[] | null {
  if (!text.includes(':') || !/^[0-9a-f:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i] ?? '';
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}
