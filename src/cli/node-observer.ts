/**
 * The fetcher's observer for Node. In the browser, webRequest tells the
 * fetcher where a redirect points, why a request failed and which address
 * answered. Node's fetch shows the first two itself (the Location header with
 * `redirect: 'manual'`, the error code on `cause`), so only the address is
 * missing: the command's transport records the one each connection used, from
 * that connection's own lookup (src/cli/node-transport.ts), never from a
 * second lookup that could answer differently. That is what lets
 * redirect-policy.ts judge the next hop by the address that really answered.
 */
import type { RedirectObserver, RequestWatch } from '../robots/redirect-observer.ts';

/** The host of `url` as the transport records it (an IPv6 literal without its brackets); null when there is none. */
function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    return host === '' ? null : host.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** `addressOf` gives the address the last connection to a host used; read once the fetch has answered. */
export function nodeObserver(addressOf: (hostname: string) => string | null): Pick<RedirectObserver, 'watch'> {
  return {
    watch(url: string): RequestWatch {
      const host = hostOf(url);
      return {
        error: null,
        redirect: null,
        get ip() {
          return host === null ? null : addressOf(host);
        },
        waitForAnswer: () => Promise.resolve(),
        waitForError: () => Promise.resolve(null),
        stop: () => undefined,
      };
    },
  };
}
