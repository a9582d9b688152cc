/** Formatting for the benchmark's summary: durations, sizes, tables, PASS/FAIL against targets. */

export function formatNs(ns: number): string {
  if (ns < 1_000) return `${ns.toFixed(0)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toFixed(2)} µs`;
  if (ns < 1_000_000_000) return `${(ns / 1_000_000).toFixed(2)} ms`;
  return `${(ns / 1_000_000_000).toFixed(2)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en');
}

export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export interface TargetResult {
  name: string;
  /** Measured value in the target's unit (the average: PASS/FAIL is judged on it). */
  value: number;
  /** Fastest sample, shown beside the average (a busy machine inflates the average). */
  best?: number;
  limit: number;
  format: (v: number) => string;
  /** Where the number comes from, for the reader. */
  note: string;
}

export function targetRows(results: readonly TargetResult[]): string[][] {
  return [
    ['target', 'measured (avg)', 'fastest sample', 'limit', 'status', 'margin'],
    ...results.map((r) => {
      const pass = r.value <= r.limit;
      const margin = pass
        ? `${(r.limit / r.value).toFixed(1)}× under`
        : `${(r.value / r.limit).toFixed(2)}× over (+${r.format(r.value - r.limit)})`;
      return [
        r.name,
        r.format(r.value),
        r.best === undefined ? '' : r.format(r.best),
        `≤ ${r.format(r.limit)}`,
        pass ? 'PASS' : 'FAIL',
        margin,
      ];
    }),
  ];
}
