import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { robotsTxtTarget, type RobotsTarget } from '../../src/core/index.ts';

/** What robotsTxtTarget says, worked out from the whole address parsed (docs/behaviour.md §1). */
function reference(pageUrl: string): RobotsTarget {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return { applicable: false, reason: { code: 'not-a-url' } };
  }
  const scheme = url.protocol.replace(/:$/, '');
  // Another scheme's reason does not depend on the rest of the address (a short one of the same scheme says it).
  if (scheme !== 'http' && scheme !== 'https') return robotsTxtTarget(`${scheme}://x/`);
  if (!url.hostname) return { applicable: false, reason: { code: 'no-host' } };
  const store =
    url.hostname === 'chromewebstore.google.com' ||
    url.hostname === 'addons.mozilla.org' ||
    (url.hostname === 'chrome.google.com' && url.pathname.startsWith('/webstore'));
  if (store) return { applicable: false, reason: { code: 'extension-store' } };
  return { applicable: true, origin: url.origin, robotsUrl: `${url.origin}/robots.txt` };
}

const starts = fc.constantFrom(
  'https://example.com/',
  'HTTP://Example.COM:80/',
  'http://example.com:8080/',
  'https://example.com:/',
  'https://example.com:99999/',
  'http://0x7f.1/',
  'http://999.1.1.1/',
  'http://xn--zz/',
  'https://xn--bcher-kva.de./',
  'https://chrome.google.com/',
  'https://chrome.google.com/./webstore/',
  'https://chrome.google.com/x/../webstore/',
  'https://chromewebstore.google.com/',
  'https://user:pw@example.com/',
  'https://example.com\\',
  'https://exa\tmple.com/',
  'https://[::1]:8443/',
  'https://ex%41mple.com/',
  ' https://example.com/',
  'ftp://example.com/',
  'https:/example.com/',
  'https:///',
  'https://example.com?',
  'https://example.com#',
);
const tail = fc.array(fc.constantFrom('a', '/', '..', '.', '\\', '?', '#', '%', '%zz', ' ', '\t', '\n', 'é', '\u0000', 'webstore'), {
  maxLength: 30,
});

describe('robotsTxtTarget of a long address', () => {
  const Real = globalThis.URL;
  afterEach(() => {
    globalThis.URL = Real;
  });

  it('answers as the whole address parsed does, whatever its start and tail', () => {
    fc.assert(
      fc.property(starts, tail, fc.integer({ min: 0, max: 3_000 }), (start, parts, padding) => {
        const url = `${start}${'p'.repeat(padding)}${parts.join('')}`;
        expect(robotsTxtTarget(url)).toEqual(reference(url));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a 680,000-character address from its start, not whole', () => {
    const lengths: number[] = [];
    globalThis.URL = new Proxy(Real, {
      construct(target, args: [string | URL, (string | URL)?]) {
        lengths.push(String(args[0]).length);
        return new target(...args);
      },
    });
    const target = robotsTxtTarget(`https://www.example-shop.com/${'abc'.repeat(226_657)}`);
    globalThis.URL = Real;
    expect(target).toEqual({
      applicable: true,
      origin: 'https://www.example-shop.com',
      robotsUrl: 'https://www.example-shop.com/robots.txt',
    });
    expect(Math.max(...lengths)).toBeLessThanOrEqual(512);
  });
});
