/** Timings the e2e run reports: printed as it goes and merged into artifacts/e2e-metrics.json. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ARTIFACTS_DIR, METRICS_FILE } from './paths.ts';

const RESET_FLAG = 'ROBOTS_LENS_E2E_METRICS_RESET';

/**
 * Starts the run's metrics file afresh, once per test run: the Chromium and
 * the Firefox global setups both call it (same process), so numbers from both
 * browsers side by side always come from the same run.
 */
export function resetMetricsOncePerRun(): void {
  if (process.env[RESET_FLAG] === '1') return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  rmSync(METRICS_FILE, { force: true });
  process.env[RESET_FLAG] = '1';
}

/** The metrics recorded so far in this run (an empty object before any). */
export function readMetrics(): Record<string, unknown> {
  const current: unknown = existsSync(METRICS_FILE) ? JSON.parse(readFileSync(METRICS_FILE, 'utf8')) : {};
  return typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
}

export function recordMetrics(section: string, values: Record<string, unknown>): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(METRICS_FILE, `${JSON.stringify({ ...readMetrics(), [section]: values }, null, 2)}\n`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
