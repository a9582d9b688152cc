/**
 * Which kind of network failure stopped the robots.txt request (docs/behaviour.md §2, "no
 * answer"). Chrome and Firefox report the reason through
 * webRequest.onErrorOccurred as `net::ERR_…` (Firefox: `NS_ERROR_…`); fetch
 * itself only says "Failed to fetch". Node's fetch (used by the tests and the
 * CLI) puts an errno code such as `ECONNREFUSED` on `error.cause`.
 */
import type { NetworkErrorKind } from '../core/fetch-outcome.ts';

const DNS = new Set([
  'ERR_NAME_NOT_RESOLVED',
  'ERR_NAME_RESOLUTION_FAILED',
  'ERR_DNS_TIMED_OUT',
  'ERR_DNS_MALFORMED_RESPONSE',
  'ERR_DNS_SERVER_FAILED',
  'ERR_DNS_SORT_ERROR',
  'ERR_ICANN_NAME_COLLISION',
  'NS_ERROR_UNKNOWN_HOST',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
]);

const REFUSED = new Set(['ERR_CONNECTION_REFUSED', 'NS_ERROR_CONNECTION_REFUSED', 'ECONNREFUSED']);

const RESET = new Set([
  'ERR_CONNECTION_RESET',
  'ERR_CONNECTION_CLOSED',
  'ERR_CONNECTION_ABORTED',
  'ERR_EMPTY_RESPONSE',
  'ERR_HTTP2_PROTOCOL_ERROR',
  'ERR_INCOMPLETE_CHUNKED_ENCODING',
  'ERR_CONTENT_LENGTH_MISMATCH',
  'NS_ERROR_NET_RESET',
  'NS_ERROR_NET_INTERRUPT',
  'NS_ERROR_NET_PARTIAL_TRANSFER',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

const TIMEOUT = new Set([
  'ERR_TIMED_OUT',
  'ERR_CONNECTION_TIMED_OUT',
  'NS_ERROR_NET_TIMEOUT',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Node/OpenSSL codes for certificate and handshake failures. */
const NODE_TLS = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO',
]);

/** The code inside a browser error string: `net::ERR_NAME_NOT_RESOLVED` → `ERR_NAME_NOT_RESOLVED`. */
export function errorCode(text: string): string {
  const trimmed = text.trim();
  const net = /^net::([A-Z0-9_]+)/.exec(trimmed);
  if (net?.[1]) return net[1];
  const bare = /^([A-Z][A-Z0-9_]+)\b/.exec(trimmed);
  return bare?.[1] ?? trimmed;
}

/** Classifies a browser (`net::ERR_…`, `NS_ERROR_…`) or Node (`ECONNREFUSED`) error code. */
export function classifyNetworkError(text: string): NetworkErrorKind {
  const code = errorCode(text);
  if (DNS.has(code) || code.startsWith('ERR_DNS_')) return 'dns';
  if (REFUSED.has(code)) return 'refused';
  if (RESET.has(code)) return 'reset';
  if (TIMEOUT.has(code)) return 'timeout';
  if (
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_CERT_') ||
    code.startsWith('ERR_TLS_') ||
    code === 'ERR_BAD_SSL_CLIENT_AUTH_CERT' ||
    code.startsWith('SEC_ERROR_') ||
    code.startsWith('SSL_ERROR_') ||
    code.startsWith('NS_ERROR_GENERATE_FAILURE') ||
    NODE_TLS.has(code)
  ) {
    return 'tls';
  }
  return 'other';
}

/**
 * The most specific code a thrown fetch error carries: Node's fetch wraps the
 * socket error in `cause` (sometimes twice); browsers carry nothing useful.
 */
export function codeFromThrown(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && code) return code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/** A short readable description of a thrown value, for the `detail` field. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * The browser refused a redirect to a non-web address itself (Chrome:
 * `data:`, `file:`, `javascript:`, `ftp:`…), before any onBeforeRedirect:
 * a redirect that was answered, not a server that could not be reached.
 */
export function isUnsafeRedirect(text: string): boolean {
  return errorCode(text) === 'ERR_UNSAFE_REDIRECT';
}
