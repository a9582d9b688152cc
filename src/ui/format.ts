/** Small, pure formatting helpers shared by the popup's panels. */

/** "1,234" in English: a count in `locale`'s digits and grouping. */
export function formatCount(n: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale).format(n);
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

/**
 * "404 Not Found", "299" for codes without a well-known phrase. The reason
 * phrase is HTTP's own protocol text (RFC 9110), shown as servers send it and
 * as browsers' developer tools show it in every language, so it is not
 * translated: the number is the fact, the phrase names it the way the
 * protocol does.
 */
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
