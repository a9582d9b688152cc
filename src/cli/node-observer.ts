/**
 * The fetcher's observer for Node. In the browser, webRequest tells the
 * fetcher where a redirect points, why a request failed and which address
 * answered. Node's fetch shows the first two itself (the Location header with
 * `redirect: 'manual'`, the error code on `cause`), so only the address is
 * missing: it comes from a DNS lookup of the hop's host, started with the
 * request. That is what lets redirect-policy.ts refuse a public name that
 * resolves into this machine's network (DNS rebinding), as the extension does.
 */
import { lookup } from 'node:dns/promises';
import type { RedirectObserver, RequestWatch } from '../background/redirect-observer.ts';

/** The address a host name resolves to, or null when it does not resolve. */
export type ResolveHost = (hostname: string) => Promise<string | null>;

export const systemResolve: ResolveHost = (hostname) =>
  lookup(hostname).then(
    (found) => found.address,
    () => null,
  );

/** The host of `url` as a resolver takes it (an IPv6 literal without its brackets); null when there is none. */
function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    return host === '' ? null : host.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** Resolves when `promise` settles or after `ms`, whichever comes first, leaving no timer behind. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

export function nodeObserver(resolve: ResolveHost = systemResolve): Pick<RedirectObserver, 'watch'> {
  return {
    watch(url: string): RequestWatch {
      let ip: string | null = null;
      const host = hostOf(url);
      const looked = host === null ? Promise.resolve() : resolve(host).then((address) => (ip = address));
      return {
        error: null,
        redirect: null,
        get ip() {
          return ip;
        },
        waitForAnswer: (ms) => within(looked, ms),
        waitForError: () => Promise.resolve(null),
        stop: () => undefined,
      };
    },
  };
}
