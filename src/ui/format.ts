/** Small, pure formatting helpers shared by the popup's panels. */

/** "0 bytes", "1 byte", "937 bytes", "12.3 KB", "500 KB", "1.2 MB" (1 KB = 1,000 bytes). */
export function formatBytes(n: number): string {
  if (n === 1) return '1 byte';
  if (n < 1000) return `${n} bytes`;
  if (n < 1_000_000) return `${trimNumber(n / 1000)} KB`;
  return `${trimNumber(n / 1_000_000)} MB`;
}

function trimNumber(x: number): string {
  return x >= 100 ? Math.round(x).toString() : x.toFixed(1).replace(/\.0$/, '');
}

/** "1,234" */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** "1 line" / "2 lines" */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: 'OK',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  206: 'Partial Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  418: 'I’m a teapot',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** "404 Not Found", "299" for codes without a well-known phrase. */
export function formatStatus(status: number): string {
  const phrase = REASON_PHRASES[status];
  return phrase ? `${status} ${phrase}` : String(status);
}

/** True for an address a link may safely point to (http or https only). */
export function isWebUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
