import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressClass, hostClass, urlHostClass, type HostClass } from '../../src/core/host-class.ts';

describe('urlHostClass: a URL’s host, after the URL parser normalised it', () => {
  const cases: [string, HostClass][] = [
    ['https://example.com/robots.txt', 'public'],
    ['http://8.8.8.8/', 'public'],
    ['http://[2606:4700::1111]/', 'public'],
    ['http://[2001:db8::1]/', 'private'], // documentation
    ['http://localhost:8080/admin', 'loopback'],
    ['http://LOCALHOST./x', 'loopback'],
    ['http://admin.localhost/', 'loopback'],
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.8.9.10/', 'loopback'],
    ['http://2130706433/', 'loopback'], // decimal 127.0.0.1
    ['http://0x7f000001/', 'loopback'], // hex
    ['http://0x7f.1/', 'loopback'], // hex with a short form
    ['http://0177.0.0.1/', 'loopback'], // octal
    ['http://127.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'], // IPv4-mapped IPv6
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://[64:ff9b::127.0.0.1]/', 'loopback'], // NAT64 of a loopback address
    ['http://10.1.2.3/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://3232235777/', 'private'], // decimal 192.168.1.1
    ['http://100.64.0.1/', 'private'], // CGNAT
    ['http://100.127.255.254/', 'private'],
    ['http://[fc00::1]/', 'private'],
    ['http://[fd12:3456::1]/', 'private'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['http://printer.home.arpa/', 'private'],
    ['http://build.corp.internal/', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://nas.local/', 'link-local'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://intranet/', 'single-label'],
    ['http://intranet./', 'single-label'],
    ['http://wiki:8080/', 'single-label'],
    // Just outside the ranges.
    ['http://172.15.255.255/', 'public'],
    ['http://172.32.0.0/', 'public'],
    ['http://100.63.255.255/', 'public'],
    ['http://100.128.0.0/', 'public'],
    ['http://169.253.0.1/', 'public'],
    ['http://192.167.1.1/', 'public'],
    ['http://126.255.255.255/', 'public'],
    ['http://[fe00::1]/', 'private'], // reserved, outside 2000::/3
    ['http://[2600::1]/', 'public'],
    ['http://localhost.example.com/', 'public'],
    ['http://mylocal/', 'single-label'],
  ];
  it.each(cases)('%s is %s', (url, expected) => {
    expect(urlHostClass(url)).toBe(expected);
  });
});

describe('addressClass: the IP webRequest says a request went to', () => {
  const cases: [string, HostClass][] = [
    ['93.184.216.34', 'public'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:192.168.0.10', 'private'],
    ['10.0.0.5', 'private'],
    ['fd00::5', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
  ];
  it.each(cases)('%s is %s', (ip, expected) => {
    expect(addressClass(ip)).toBe(expected);
  });

  it('never calls an address single-label, and reads what is not an address as public', () => {
    expect(addressClass('intranet')).toBe('public');
    expect(addressClass('1::2::3')).toBe('public');
    expect(addressClass('300.1.1.1')).toBe('public');
  });
});

describe('hostClass on URL.hostname', () => {
  it('reads the bracketed IPv6 form URL gives', () => {
    expect(hostClass(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });
});

describe('every spelling of an IPv4 address gets the class of its dotted form', () => {
  it('decimal, hex, octal and IPv4-mapped IPv6 (the URL parser normalises them; we rely on it)', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)), ([a, b, c, d]) => {
        const dotted = urlHostClass(`http://${a}.${b}.${c}.${d}/`);
        const n = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
        const hex = (x: number) => `0x${x.toString(16)}`;
        expect(urlHostClass(`http://${n}/`)).toBe(dotted);
        expect(urlHostClass(`http://${hex(n)}/`)).toBe(dotted);
        expect(urlHostClass(`http://0${a.toString(8)}.${hex(b)}.${c}.${d}/`)).toBe(dotted);
        expect(urlHostClass(`http://[::ffff:${a}.${b}.${c}.${d}]/`)).toBe(dotted);
        expect(addressClass(`::ffff:${a}.${b}.${c}.${d}`)).toBe(dotted);
      }),
      { numRuns: 2000 },
    );
  });
});

/** An IPv4 address from its 32-bit number. */
const dotted = (n: number): string => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff].join('.');
const v4num = (text: string): number => text.split('.').reduce((n, part) => n * 256 + Number(part), 0);

describe('IANA special-purpose IPv4 ranges: every address inside, and the neighbours outside', () => {
  // [first address, prefix length, class, whether the address just below / just above is public]
  const ranges: [string, number, HostClass, boolean, boolean][] = [
    ['0.0.0.0', 8, 'unspecified', false, true],
    ['10.0.0.0', 8, 'private', true, true],
    ['100.64.0.0', 10, 'private', true, true],
    ['127.0.0.0', 8, 'loopback', true, true],
    ['169.254.0.0', 16, 'link-local', true, true],
    ['172.16.0.0', 12, 'private', true, true],
    ['192.0.0.0', 24, 'private', true, false],
    ['192.0.2.0', 24, 'private', true, true],
    ['192.88.99.0', 24, 'private', true, true],
    ['192.168.0.0', 16, 'private', true, true],
    ['198.18.0.0', 15, 'private', true, true],
    ['198.51.100.0', 24, 'private', true, true],
    ['203.0.113.0', 24, 'private', true, true],
    ['224.0.0.0', 4, 'private', true, false],
    ['240.0.0.0', 4, 'private', false, false],
  ];
  it.each(ranges)('%s/%i is %s', (first, bits, expected, belowPublic, abovePublic) => {
    const start = v4num(first);
    const size = 2 ** (32 - bits);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: size - 1 }), (offset) => {
        const ip = dotted(start + offset);
        expect(addressClass(ip)).toBe(expected);
        expect(urlHostClass(`http://${ip}/`)).toBe(expected);
        expect(addressClass(`::ffff:${ip}`)).toBe(expected);
      }),
      { numRuns: 200 },
    );
    expect(addressClass(dotted(start))).toBe(expected);
    expect(addressClass(dotted(start + size - 1))).toBe(expected);
    if (belowPublic) expect(addressClass(dotted(start - 1))).toBe('public');
    if (abovePublic) expect(addressClass(dotted(start + size))).toBe('public');
  });

  it('the broadcast address and the edges of 240/4 and 224/4', () => {
    expect(addressClass('255.255.255.255')).toBe('private');
    expect(urlHostClass('http://255.255.255.255/')).toBe('private');
    expect(addressClass('223.255.255.255')).toBe('public');
    expect(addressClass('224.0.0.1')).toBe('private');
    expect(addressClass('239.255.255.250')).toBe('private');
  });

  it('a random public address stays public', () => {
    expect(addressClass('8.8.8.8')).toBe('public');
    expect(addressClass('192.0.1.255')).toBe('public');
    expect(addressClass('198.17.255.255')).toBe('public');
    expect(addressClass('198.20.0.0')).toBe('public');
  });
});

describe('IANA special-purpose IPv6 ranges', () => {
  const cases: [string, HostClass][] = [
    ['ff02::1', 'private'], // all-nodes multicast
    ['ff05::2', 'private'],
    ['ff00::', 'private'],
    ['feff:ffff::', 'private'],
    ['fc00::', 'private'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
    ['fe80::', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'private'],
    ['64:ff9b:1::1', 'private'], // local-use NAT64
    ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'private'],
    ['100::1', 'private'], // discard-only
    ['5f00::1', 'private'], // SRv6
    ['2001:db8::', 'private'],
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
    ['2001:1ff:ffff::1', 'private'], // the end of 2001::/23
    ['2001:2::1', 'private'], // benchmarking
    ['2001:200::1', 'public'], // just past 2001::/23
    ['2001:db9::1', 'public'],
    ['3fff::1', 'private'], // documentation, RFC 9637
    ['3fff:fff:ffff::1', 'private'],
    ['3fff:1000::1', 'public'],
    ['1fff:ffff::1', 'private'], // outside 2000::/3
    ['4000::1', 'private'],
    ['2000::1', 'public'],
    ['3ffe:ffff::1', 'public'],
    // Addresses that carry an IPv4 address take its class.
    ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated
    ['::ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:8.8.8.8', 'public'],
    ['64:ff9b::10.1.2.3', 'private'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:7f00:1::1', 'loopback'], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::', 'private'], // 6to4 of 192.168.1.1
    ['2002:808:808::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'], // Teredo, client 127.0.0.1 stored inverted
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'], // client 10.0.0.1
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'], // client 8.8.8.8
  ];
  it.each(cases)('%s is %s', (ip, expected) => {
    expect(addressClass(ip)).toBe(expected);
    expect(urlHostClass(`http://[${ip}]/`)).toBe(expected);
  });

  it('every ff00::/8 multicast address and every address outside 2000::/3 (with no IPv4 inside) is not public', () => {
    const word = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xff }), fc.array(word, { minLength: 7, maxLength: 7 }), (low, rest) => {
        const ip = [(0xff00 | low).toString(16), ...rest.map((w) => w.toString(16))].join(':');
        expect(addressClass(ip)).toBe('private');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0x4000, max: 0xfe7f }), fc.array(word, { minLength: 7, maxLength: 7 }), (w0, rest) => {
        const ip = [w0.toString(16), ...rest.map((w) => w.toString(16))].join(':');
        expect(addressClass(ip)).not.toBe('public');
      }),
    );
  });
});

describe('names that only resolve inside a network', () => {
  const cases: [string, HostClass][] = [
    ['router.lan', 'private'],
    ['nas.home', 'private'],
    ['git.corp', 'private'],
    ['box.localdomain', 'private'],
    ['wiki.internal', 'private'],
    ['portal.intranet', 'private'],
    ['vault.private', 'private'],
    ['printer.home.arpa', 'private'],
    ['ROUTER.LAN.', 'private'],
    ['nas.local', 'link-local'],
    ['localhost.localdomain', 'loopback'],
    // Look-alikes that are public names.
    ['lan.example.com', 'public'],
    ['myhome.com', 'public'],
    ['corp.example', 'public'],
    ['example.plan', 'public'],
    ['example.homes', 'public'],
    ['example.corporate', 'public'],
    ['example.localdomains', 'public'],
    ['robots-public.test', 'public'],
  ];
  it.each(cases)('%s is %s', (host, expected) => {
    expect(hostClass(host)).toBe(expected);
    expect(urlHostClass(`http://${host}/`)).toBe(expected);
  });
});
