/** Timings the e2e run reports: printed as it goes and merged into artifacts/e2e-metrics.json. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ARTIFACTS_DIR, METRICS_FILE } from './paths.ts';

export function recordMetrics(section: string, values: Record<string, unknown>): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const current: unknown = existsSync(METRICS_FILE) ? JSON.parse(readFileSync(METRICS_FILE, 'utf8')) : {};
  const base = typeof current === 'object' && current !== null ? current : {};
  writeFileSync(METRICS_FILE, `${JSON.stringify({ ...base, [section]: values }, null, 2)}\n`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
