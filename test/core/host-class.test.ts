import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressClass, hostClass, urlHostClass, type HostClass } from '../../src/core/host-class.ts';

describe('urlHostClass: a URL’s host, after the URL parser normalised it', () => {
  const cases: [string, HostClass][] = [
    ['https://example.com/robots.txt', 'public'],
    ['http://8.8.8.8/', 'public'],
    ['http://[2001:db8::1]/', 'public'],
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
    ['http://[fe00::1]/', 'public'],
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
