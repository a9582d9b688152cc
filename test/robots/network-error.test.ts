import { describe, expect, it } from 'vitest';
import { classifyNetworkError, codeFromThrown, errorCode } from '../../src/robots/network-error.ts';

describe('classifyNetworkError', () => {
  it.each([
    ['net::ERR_NAME_NOT_RESOLVED', 'dns'],
    ['net::ERR_NAME_RESOLUTION_FAILED', 'dns'],
    ['net::ERR_DNS_TIMED_OUT', 'dns'],
    ['NS_ERROR_UNKNOWN_HOST', 'dns'],
    ['ENOTFOUND', 'dns'],
    ['net::ERR_CONNECTION_REFUSED', 'refused'],
    ['NS_ERROR_CONNECTION_REFUSED', 'refused'],
    ['ECONNREFUSED', 'refused'],
    ['net::ERR_CONNECTION_RESET', 'reset'],
    ['net::ERR_CONNECTION_CLOSED', 'reset'],
    ['net::ERR_EMPTY_RESPONSE', 'reset'],
    ['NS_ERROR_NET_RESET', 'reset'],
    ['ECONNRESET', 'reset'],
    ['net::ERR_TIMED_OUT', 'timeout'],
    ['net::ERR_CONNECTION_TIMED_OUT', 'timeout'],
    ['ETIMEDOUT', 'timeout'],
    ['net::ERR_CERT_AUTHORITY_INVALID', 'tls'],
    ['net::ERR_CERT_DATE_INVALID', 'tls'],
    ['net::ERR_SSL_PROTOCOL_ERROR', 'tls'],
    ['net::ERR_SSL_VERSION_OR_CIPHER_MISMATCH', 'tls'],
    ['SEC_ERROR_UNKNOWN_ISSUER', 'tls'],
    ['SSL_ERROR_BAD_CERT_DOMAIN', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['net::ERR_TOO_MANY_REDIRECTS', 'other'],
    ['net::ERR_INTERNET_DISCONNECTED', 'other'],
    ['net::ERR_BLOCKED_BY_CLIENT', 'other'],
    ['something else entirely', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (text, kind) => {
    expect(classifyNetworkError(text)).toBe(kind);
  });

  it('reads the code out of a longer browser message', () => {
    expect(errorCode('net::ERR_CONNECTION_REFUSED (refused by 127.0.0.1)')).toBe('ERR_CONNECTION_REFUSED');
  });

  it('finds Node’s errno code inside nested causes', () => {
    const thrown = new TypeError('fetch failed', {
      cause: new Error('connect', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }),
    });
    expect(codeFromThrown(thrown)).toBe('ECONNREFUSED');
    expect(codeFromThrown(new TypeError('Failed to fetch'))).toBeNull();
    expect(codeFromThrown('a string')).toBeNull();
  });
});
