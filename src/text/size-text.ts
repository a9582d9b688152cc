/**
 * A size in bytes, in one style across the product: the popup, the
 * workbench, the options page and the overlay all say sizes through this.
 * Binary units (KiB, MiB), because the limits people meet are binary:
 * Google reads 500 KiB (512,000 bytes) of a robots.txt, a sitemap may hold
 * 50 MiB. "0 bytes", "937 bytes" (Intl's unit, in the locale's words),
 * "12.1 KiB", "500 KiB", "1.2 MiB" (the symbols from the catalogs, the
 * number in the locale's digits).
 */
import type { Text } from './text.ts';

const KIB = 1024;
const MIB = 1024 * 1024;

/** One decimal below 100 ("12.1 KiB"), none above ("500 KiB"), so a size reads at a glance. */
function rounded(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}

export function sizeText(text: Text, bytes: number): string {
  if (bytes < KIB) return new Intl.NumberFormat(text.locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  // 1023.96 KiB would round to "1,024 KiB": from there on, say MiB.
  if (rounded(bytes / KIB) < KIB) return text.t('ui.size.kib', { value: rounded(bytes / KIB) });
  return text.t('ui.size.mib', { value: rounded(bytes / MIB) });
}
