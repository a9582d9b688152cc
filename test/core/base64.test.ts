/**
 * The base64 codec the worker and the popup move bodies with: the runtime's
 * own Uint8Array.fromBase64 / toBase64 when there is one (the browsers),
 * else the loops in src/core/bytes.ts. Here the runtime's codec is taken away
 * for the loops, and a stand-in built on Buffer plays it, counting its calls.
 * Both give the same bytes and text, and malformed input fails the same way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { base64FromBytes, bytesFromBase64, utf8Bytes } from '../../src/core/index.ts';

type Codec = { fromBase64?: (text: string) => Uint8Array };
type BytesCodec = { toBase64?: () => string };
const ctor = Uint8Array as unknown as Codec;
const proto = Uint8Array.prototype as unknown as BytesCodec;
const original = {
  from: Object.getOwnPropertyDescriptor(Uint8Array, 'fromBase64'),
  to: Object.getOwnPropertyDescriptor(Uint8Array.prototype, 'toBase64'),
};
const calls = { from: 0, to: 0 };

function installStandIn(): void {
  calls.from = 0;
  calls.to = 0;
  Object.defineProperty(Uint8Array, 'fromBase64', {
    configurable: true,
    writable: true,
    value: (text: string) => {
      calls.from++;
      return new Uint8Array(Buffer.from(text, 'base64'));
    },
  });
  Object.defineProperty(Uint8Array.prototype, 'toBase64', {
    configurable: true,
    writable: true,
    value(this: Uint8Array) {
      calls.to++;
      return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('base64');
    },
  });
}

/** Only the loops (the runtime's codec, if it has one, taken away). */
function withoutCodec(): void {
  delete ctor.fromBase64;
  delete proto.toBase64;
}

function restoreCodec(): void {
  withoutCodec();
  if (original.from) Object.defineProperty(Uint8Array, 'fromBase64', original.from);
  if (original.to) Object.defineProperty(Uint8Array.prototype, 'toBase64', original.to);
}

/** Bytes of every value, in a pseudo-random order (a fixed seed). */
function someBytes(n: number): Uint8Array {
  let seed = 12345;
  return new Uint8Array(n).map(() => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed >>> 24;
  });
}

describe('base64 with and without the runtime’s codec', () => {
  afterEach(restoreCodec);

  it('gives the same text and bytes both ways, for every length mod 3 and a long body', () => {
    const samples = [0, 1, 2, 3, 4, 5, 255, 256, 60_000].map(someBytes);
    withoutCodec();
    const byLoop = samples.map((b) => base64FromBytes(b));
    installStandIn();
    const byNative = samples.map((b) => base64FromBytes(b));
    expect(byNative).toEqual(byLoop);
    expect(calls.to).toBe(samples.length);
    for (const [i, text] of byLoop.entries()) expect(bytesFromBase64(text)).toEqual(samples[i]);
    expect(calls.from).toBe(samples.length);
  });

  it('leaves whitespace, the URL-safe alphabet, missing padding and malformed text to the strict loop', () => {
    installStandIn();
    expect(bytesFromBase64('QUJD\nRA==')).toEqual(utf8Bytes('ABCD'));
    expect(bytesFromBase64('QUJDRA')).toEqual(utf8Bytes('ABCD'));
    expect(bytesFromBase64('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    for (const bad of ['QUJDR', 'QU=JD', 'Q', 'QUJD!', 'QUJDRA===', 'QQ=A']) expect(() => bytesFromBase64(bad)).toThrow(/invalid base64/);
    expect(calls.from).toBe(0);
  });
});
