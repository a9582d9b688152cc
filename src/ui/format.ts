/** Small, pure formatting helpers shared by the pages' panels. */
import type { Text } from '../text/text.ts';

/** "0 bytes", "1 byte", "937 bytes", "12.3 KB", "500 KB", "1.2 MB" (1 KB = 1,000 bytes), in the text's locale. */
export function formatBytes(text: Text, n: number): string {
  if (n < 1000) return text.t('ui.size.bytes', { bytes: n });
  if (n < 1_000_000) return text.t('ui.size.kilobytes', { kilobytes: sizeFigure(n / 1000) });
  return text.t('ui.size.megabytes', { megabytes: sizeFigure(n / 1_000_000) });
}

/** Whole from 100 on ("500 KB"); below, the message keeps one decimal ("12.3 KB"). */
function sizeFigure(x: number): number {
  return x >= 100 ? Math.round(x) : x;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "1,234" in English, "1.234" in Turkish and Vietnamese: a count in the text's locale. */
export function formatCount(text: Text, n: number): string {
  let format = numberFormats.get(text.locale);
  if (!format) {
    format = new Intl.NumberFormat(text.locale);
    numberFormats.set(text.locale, format);
  }
  return format.format(n);
}

/** "1 line" / "2 lines": English only, left for the diagnostics heading until it counts through its catalog. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
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
