/**
 * HTTP status classes as robots.txt readers group them (docs/behaviour.md §2), written
 * once so the engine's reading, the cache, the callouts and the status pill
 * can never sort a status differently. 429 Too Many Requests counts as a
 * server error, as Google treats it; a status outside 2xx–5xx (1xx, 600+) is
 * `unexpected`, which Google also reads like a server error.
 */
export type StatusClass = 'success' | 'redirect' | 'client-error' | 'server-error' | 'unexpected';

export function statusClass(status: number): StatusClass {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'redirect';
  if (status === 429 || (status >= 500 && status < 600)) return 'server-error';
  if (status >= 400 && status < 500) return 'client-error';
  return 'unexpected';
}

/** A status after which Google retries soon and may keep its last good copy: 429, 5xx or anything unexpected. */
export function isTemporaryFailureStatus(status: number): boolean {
  const c = statusClass(status);
  return c === 'server-error' || c === 'unexpected';
}
