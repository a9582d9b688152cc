/**
 * Where a host sits on the network, judged from its name or its address
 * alone (no lookup): the extension and the command run inside the person's
 * network, so a public site must not be able to aim a request at their
 * machine or intranet (docs/behaviour.md §2). Pure; the address policy
 * (src/worker/address-policy.ts) applies it before every request and to
 * the address that answered.
 *
 * Only globally reachable unicast is public. Everything in IANA's
 * special-purpose registries that a public web server cannot sit on —
 * private and shared (CGNAT) space, documentation and benchmarking ranges,
 * multicast, broadcast, the reserved 240/4, IPv6 outside 2000::/3 — reads as
 * private: to the person it is the same thing, an address that is not a
 * public site. Addresses that carry an IPv4 address (IPv4-mapped and
 * -translated, NAT64, 6to4, Teredo) get the class of the IPv4 inside.
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
  // Systems map localhost.localdomain to 127.0.0.1 in their hosts file, as they do localhost.
  if (host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain') return 'loopback';
  if (!host.includes('.')) return 'single-label';
  // mDNS (RFC 6762) names only answer on the local link.
  if (host.endsWith('.local')) return 'link-local';
  if (PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'private';
  return 'public';
}

/**
 * Names that only resolve inside a network: home networks (RFC 8375's
 * home.arpa), ICANN's private-use `.internal`, and the suffixes routers and
 * company networks use though no registry hands them out (`.lan`, `.home`,
 * `.corp`, `.localdomain`, `.intranet`, `.private`; RFC 6762 appendix G).
 */
const PRIVATE_SUFFIXES = ['.home.arpa', '.internal', '.lan', '.home', '.corp', '.localdomain', '.intranet', '.private'];

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

function ipv4Class(address: Ipv4): HostClass {
  const [a, b] = address;
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified'; // 0.0.0.0/8, "this network"
  if (a === 169 && b === 254) return 'link-local';
  return PRIVATE_V4.some(([base, bits]) => inV4Range(address, base, bits)) ? 'private' : 'public';
}

/** IPv4 ranges no public web server sits on (IANA's IPv4 special-purpose registry, RFC 6890 and later). */
const PRIVATE_V4: readonly (readonly [Ipv4, number])[] = [
  [[10, 0, 0, 0], 8], // RFC 1918
  [[100, 64, 0, 0], 10], // carrier-grade NAT, RFC 6598
  [[172, 16, 0, 0], 12], // RFC 1918
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation (TEST-NET-1)
  [[192, 88, 99, 0], 24], // the retired 6to4 relay anycast
  [[192, 168, 0, 0], 16], // RFC 1918
  [[198, 18, 0, 0], 15], // benchmarking, RFC 2544
  [[198, 51, 100, 0], 24], // documentation (TEST-NET-2)
  [[203, 0, 113, 0], 24], // documentation (TEST-NET-3)
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and 255.255.255.255 (broadcast) inside it
];

function v4Number([a, b, c, d]: Ipv4): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

function inV4Range(address: Ipv4, base: Ipv4, bits: number): boolean {
  const shift = 32 - bits;
  return v4Number(address) >>> shift === v4Number(base) >>> shift;
}

/** Null when `text` is not an IPv6 address. */
function ipv6Class(text: string): HostClass | null {
  const words = parseIpv6(text.replace(/%.*$/, ''));
  if (!words) return null;
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  const v4 = (hi: number, lo: number): Ipv4 => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
  const upperZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0;
  if (upperZero && w4 === 0 && w5 === 0 && w6 === 0 && w7 === 0) return 'unspecified';
  if (upperZero && w4 === 0 && w5 === 0 && w6 === 0 && w7 === 1) return 'loopback';
  // IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d (RFC 2765).
  if (upperZero && ((w4 === 0 && (w5 === 0xffff || w5 === 0)) || (w4 === 0xffff && w5 === 0))) return ipv4Class(v4(w6, w7));
  // NAT64's well-known prefix 64:ff9b::/96 (RFC 6052).
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return ipv4Class(v4(w6, w7));
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48 routes to a.b.c.d.
  if (w0 === 0x2002) return ipv4Class(v4(w1, w2));
  // Teredo (RFC 4380): the client's IPv4 address is stored inverted in the last 32 bits.
  if (w0 === 0x2001 && w1 === 0) return ipv4Class(v4(~w6 & 0xffff, ~w7 & 0xffff));
  if ((w0 & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  // Only 2000::/3 is global unicast: the rest (ULA fc00::/7, site-local fec0::/10, multicast ff00::/8,
  // local-use NAT64 64:ff9b:1::/48, discard 100::/64, SRv6 5f00::/16, …) is not a public site.
  if ((w0 & 0xe000) !== 0x2000) return 'private';
  if (w0 === 0x2001 && w1 < 0x200) return 'private'; // 2001::/23, IETF protocol assignments (Teredo handled above)
  if (w0 === 0x2001 && w1 === 0xdb8) return 'private'; // documentation, RFC 3849
  if (w0 === 0x3fff && w1 < 0x1000) return 'private'; // documentation 3fff::/20, RFC 9637
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
