/**
 * Draws the Robots Lens icon (a magnifying glass with a robot face in the
 * lens) and writes public/icon-{16,32,48,128}.png.
 *
 * Node built-ins only: shapes are signed-distance functions in a 128-unit
 * design space, each pixel's coverage is 4×4 supersampled and anti-aliased,
 * and the PNG is encoded with zlib. Run with `npm run icons`; the PNGs are
 * committed, so the build never needs this script.
 *
 * The lens interior is white and the ring/handle a mid blue, so the icon reads
 * on light toolbars (blue on white) and dark ones (white disc on grey).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from './lib/crc32.ts';
import { repoRoot } from './lib/paths.ts';

type Rgba = readonly [number, number, number, number];
/** Signed distance in design units: negative inside. */
type Shape = (x: number, y: number) => number;
interface Layer {
  shape: Shape;
  color: Rgba;
}

const BLUE: Rgba = [37, 99, 235, 255]; // #2563EB
const WHITE: Rgba = [255, 255, 255, 255];

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

const ring =
  (cx: number, cy: number, r: number, halfWidth: number): Shape =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) - halfWidth;

/** A segment with round caps, `r` thick on each side. */
const capsule =
  (ax: number, ay: number, bx: number, by: number, r: number): Shape =>
  (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
    return Math.hypot(px - dx * t, py - dy * t) - r;
  };

const roundRect =
  (cx: number, cy: number, halfW: number, halfH: number, r: number): Shape =>
  (x, y) => {
    const qx = Math.abs(x - cx) - halfW + r;
    const qy = Math.abs(y - cy) - halfH + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };

/**
 * The design, in a 128×128 space. Small sizes get a simpler face (no mouth,
 * larger eyes, thicker strokes) so it does not turn to mush at 16 px.
 */
function layers(size: number): Layer[] {
  const small = size <= 16;
  const medium = size <= 32;
  const lens = { cx: 52, cy: 52, r: 40 };
  const ringHalf = small ? 8 : medium ? 6.5 : 5.5;
  const face: Layer[] = small
    ? [
        { shape: roundRect(52, 56, 24, 18, 8), color: BLUE },
        { shape: circle(42, 55, 7), color: WHITE },
        { shape: circle(62, 55, 7), color: WHITE },
      ]
    : [
        { shape: capsule(52, 36, 52, 26, medium ? 3.5 : 2.5), color: BLUE },
        { shape: circle(52, 24, medium ? 6.5 : 5.5), color: BLUE },
        { shape: roundRect(52, 56, 23, 18, 8), color: BLUE },
        { shape: circle(42, 52, medium ? 6.5 : 6), color: WHITE },
        { shape: circle(62, 52, medium ? 6.5 : 6), color: WHITE },
        { shape: capsule(45, 65, 59, 65, medium ? 3 : 2.5), color: WHITE },
      ];
  return [
    // Handle first, so the ring overlaps its end cleanly.
    { shape: capsule(84, 84, 114, 114, small ? 11 : 10), color: BLUE },
    { shape: circle(lens.cx, lens.cy, lens.r), color: WHITE },
    ...face,
    { shape: ring(lens.cx, lens.cy, lens.r, ringHalf), color: BLUE },
  ];
}

/** RGBA pixels, straight alpha. */
export function renderIcon(size: number): Uint8Array {
  const scale = 128 / size;
  const out = new Uint8Array(size * size * 4);
  const drawing = layers(size);
  const n = 4; // 4×4 samples per pixel
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Premultiplied accumulation over the samples.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) * scale;
          const y = (py + (sy + 0.5) / n) * scale;
          let cr = 0;
          let cg = 0;
          let cb = 0;
          let ca = 0;
          for (const { shape, color } of drawing) {
            // Half a sample of soft edge on top of supersampling.
            const d = shape(x, y) / (scale / n);
            const cover = Math.max(0, Math.min(1, 0.5 - d));
            if (cover === 0) continue;
            const alpha = (color[3] / 255) * cover;
            cr = color[0] * alpha + cr * (1 - alpha);
            cg = color[1] * alpha + cg * (1 - alpha);
            cb = color[2] * alpha + cb * (1 - alpha);
            ca = alpha + ca * (1 - alpha);
          }
          r += cr;
          g += cg;
          b += cb;
          a += ca;
        }
      }
      const i = (py * size + px) * 4;
      const samples = n * n;
      const alpha = a / samples;
      out[i + 3] = Math.round(alpha * 255);
      if (alpha > 0) {
        out[i] = Math.round(r / samples / alpha);
        out[i + 1] = Math.round(g / samples / alpha);
        out[i + 2] = Math.round(b / samples / alpha);
      }
    }
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes straight-alpha RGBA pixels as a PNG (colour type 6, 8 bits). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export const ICON_SIZES = [16, 32, 48, 128] as const;

function main(): void {
  const publicDir = join(repoRoot, 'public');
  mkdirSync(publicDir, { recursive: true });
  for (const size of ICON_SIZES) {
    const file = join(publicDir, `icon-${size}.png`);
    writeFileSync(file, encodePng(size, size, renderIcon(size)));
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
