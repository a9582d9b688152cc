/**
 * Which redirect hops the fetcher follows (docs/behaviour.md §2). The extension is not a
 * crawler on the open internet: it runs inside the person's network, so a
 * public site must not be able to send its robots.txt request to their
 * computer, router or intranet, nor to a `file:` or `data:` address. A site
 * that is itself private (a staging server on the intranet, 127.0.0.1 during
 * development) may redirect to other private hosts.
 */
import { addressClass, isPublicClass, urlHostClass, type HostClass } from '../core/host-class.ts';

export type HopRefusal =
  | { reason: 'scheme' }
  | { reason: 'private-host'; targetClass: HostClass }
  | { reason: 'private-address'; targetClass: HostClass; address: string };

/** Where one answer came from: its URL and, when the browser said, the IP that gave it. */
export interface AnswerSource {
  url: string;
  ip: string | null;
}

export function isHttpUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

/** Judged on names alone, before the target is asked anything. */
export function refuseHopTarget(fromUrl: string, target: string): HopRefusal | null {
  if (!isHttpUrl(target)) return { reason: 'scheme' };
  const targetClass = urlHostClass(target);
  if (isPublicClass(urlHostClass(fromUrl)) && !isPublicClass(targetClass)) return { reason: 'private-host', targetClass };
  return null;
}

/**
 * Judged on the address the target answered from, once the browser reports
 * it: a public-looking name that resolves into the private network (DNS
 * rebinding) is refused when the hop came from a public address. The source
 * is judged by its own address when known, because a 3xx sent from an
 * intranet server is that server's word, not the internet's.
 */
export function refuseAnsweredAddress(from: AnswerSource, target: AnswerSource): HopRefusal | null {
  if (target.ip === null) return null;
  const fromPublic = isPublicClass(from.ip !== null ? addressClass(from.ip) : urlHostClass(from.url));
  const targetClass = addressClass(target.ip);
  if (fromPublic && !isPublicClass(targetClass)) return { reason: 'private-address', targetClass, address: target.ip };
  return null;
}

/**
 * Whether a request may reach a private address, judged by what named it:
 * the first request of a chain is the one the person (or their page) asked
 * for; a hop may go private only when the answer that pointed there did not
 * come from a public address. The command's transport applies it before
 * connecting (src/cli/node-transport.ts).
 */
export function privateAllowedAfter(previous: AnswerSource | null): boolean {
  if (previous === null) return true;
  return !isPublicClass(previous.ip !== null ? addressClass(previous.ip) : urlHostClass(previous.url));
}

/**
 * The address policy for a request a page makes the extension send (the
 * robots.txt of its links, resources and canonical on another site): a page
 * on a public host may not aim one at a private, loopback, link-local or
 * single-label target, judged on the name before anything is sent, then on
 * the address that answered (`answeredIp`, from webRequest) before the
 * answer is used. A page that is itself on such a host may (the intranet
 * checking the intranet); so may the person, when they ask. The same rule
 * as for redirect hops, with the page in the place of the answer that
 * redirected: `pageIp`, the address the page's own site answered from when
 * known, judges the page as a hop's source is judged.
 */
export function refuseForPage(
  pageUrl: string | null,
  target: string,
  answeredIp: string | null = null,
  pageIp: string | null = null,
): HopRefusal | null {
  // Without a page to judge by, the target is judged as if a public page named it.
  const from = pageUrl !== null && URL.canParse(pageUrl) ? pageUrl : 'https://public.invalid/';
  return refuseHopTarget(from, target) ?? refuseAnsweredAddress({ url: from, ip: pageIp }, { url: target, ip: answeredIp });
}

/** Cookies go only to the page's own origin, and only when the person turned them on. */
export function credentialsForHop(url: string, robotsUrl: string, setting: 'omit' | 'include'): 'omit' | 'include' {
  return setting === 'include' && new URL(url).origin === new URL(robotsUrl).origin ? 'include' : 'omit';
}
