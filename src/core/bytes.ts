/**
 * Byte handling. robots.txt is bytes, and Google's parser works on bytes, so
 * the engine does too. For speed the body is decoded once with the WHATWG
 * "latin1" decoder (really windows-1252): every byte becomes exactly one char,
 * so offsets, lengths and `*`/`$` matching are byte-exact. The mapping is a
 * bijection, so `byteAt` recovers the original byte when a pattern's bytes
 * >= 0x80 must be percent-encoded or a value decoded as UTF-8 for display.
 */

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const utf8Encoder = new TextEncoder();

/** windows-1252 code points for bytes 0x80–0x9F (WHATWG encoding standard). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CP1252_REVERSE = new Map<number, number>(CP1252_HIGH.map((cp, i) => [cp, 0x80 + i]));

/** One char per byte (see above). */
export function byteText(bytes: Uint8Array): string {
  return latin1.decode(bytes);
}

/** The byte a char of `byteText` output stands for. */
export function byteAt(text: string, index: number): number {
  const c = text.charCodeAt(index);
  return c < 0x100 ? c : (CP1252_REVERSE.get(c) ?? 0x3f);
}

/** Bytes of a `byteText` string (or a slice of one). */
export function bytesOfByteText(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = byteAt(text, i);
  return out;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * How many bytes of a UTF-8 byte order mark open the body (0–3): Google skips
 * a whole BOM or any leading part of one (`EF`, `EF BB`), at the very start
 * only (docs/behaviour.md §3). Takes bytes or their `byteText`.
 */
export function leadingBomBytes(body: Uint8Array | string): number {
  let n = 0;
  while (n < 3 && n < body.length && (typeof body === 'string' ? body.charCodeAt(n) : body[n]) === UTF8_BOM[n]) n++;
  return n;
}

const NON_ASCII = /[^\x00-\x7f]/;

export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/** Decodes a slice of `byteText` output as UTF-8 for display (invalid bytes become U+FFFD). */
export function displayFromByteText(text: string): string {
  return isAscii(text) ? text : utf8.decode(bytesOfByteText(text));
}

/** UTF-8 bytes of a JS string. */
export function utf8Bytes(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/** A JS string turned into a one-char-per-UTF-8-byte string, as Google's library sees a std::string URL. */
export function byteStringOfText(text: string): string {
  if (isAscii(text)) return text;
  const bytes = utf8Encoder.encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x2000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  }
  return out;
}

export function decodeUtf8(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** The chunks joined, in order, into one new array (a stream's body read in pieces). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;
B64_INDEX['-'.charCodeAt(0)] = 62;
B64_INDEX['_'.charCodeAt(0)] = 63;

/**
 * The runtime's own base64 codec on Uint8Array (Uint8Array.fromBase64 and
 * toBase64: Chrome 140, Firefox 133, Node 25), when it has one. The engine
 * does not need it: without it the loops below do the same work in script.
 * A 500 KiB body crosses from the worker to each popup as base64, and the
 * loop took about as long to decode it as the parser takes to read it.
 */
interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array;
}
interface NativeBase64Bytes {
  toBase64?: () => string;
}

/** Well-formed standard base64: the alphabet, a multiple of 4 long, at most two `=` at the end. */
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function base64FromBytes(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & NativeBase64Bytes).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  const parts: string[] = [];
  let chunk = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] ?? 0) << 16;
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + '==';
  } else if (rest === 2) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8);
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + '=';
  }
  parts.push(chunk);
  return parts.join('');
}

/**
 * Decodes standard or URL-safe base64; whitespace is ignored. Throws on any
 * other character, on `=` anywhere but at the end, and on a length that no
 * byte sequence encodes to.
 */
export function bytesFromBase64(text: string): Uint8Array {
  const native = (Uint8Array as unknown as NativeBase64).fromBase64;
  // The native codec only for text it reads exactly as the loop below does: anything else (whitespace,
  // the URL-safe alphabet, no padding, an error to word) takes the loop.
  if (typeof native === 'function' && text.length % 4 === 0 && STRICT_BASE64.test(text)) return native(text);
  const compact = text.replace(/\s+/g, '');
  const padding = /=*$/.exec(compact)![0].length;
  const clean = compact.slice(0, compact.length - padding);
  if (padding > 2 || clean.includes('=')) throw new Error('invalid base64: “=” may only end the text');
  if (clean.length % 4 === 1) throw new Error('invalid base64: its length is not that of any byte sequence');
  if (padding > 0 && (clean.length + padding) % 4 !== 0) throw new Error('invalid base64: wrong padding');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const c = clean.charCodeAt(i);
    const v = c < 128 ? (B64_INDEX[c] ?? -1) : -1;
    if (v < 0) throw new Error(`invalid base64 character “${clean[i]}” at position ${i}`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}
