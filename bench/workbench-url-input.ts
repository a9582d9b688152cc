/**
 * `npx tsx bench/workbench-url-input.ts`: the workbench's URL readers on the
 * issue's sizes. A typed list of 100,000 lines (the issue: "well under a
 * second"); a 50 MB sitemap through the streaming `<loc>` reader in 64 KiB
 * chunks (the longest chunk is how long the page waits at most); and a
 * 50 MB CSV read through papaparse in chunks, with the longest time the
 * event loop was held (what "does not freeze the page" means).
 */
import { performance } from 'node:perf_hooks';
import { readCsvColumn } from '../src/url-lists/csv-import.ts';
import { LocExtractor } from '../src/url-lists/loc-extractor.ts';
import { readUrlList } from '../src/url-lists/url-list.ts';

const ORIGIN = 'https://shop.example';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** CPU time of this process in ms: on a shared machine it moves far less than the wall clock. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function listLines(): string {
  const lines: string[] = [];
  for (let i = 0; i < 100_000; i++)
    lines.push(i % 2 === 0 ? `/products/${i}/item?color=blue&size=${i % 7}` : `${ORIGIN}/blog/${i}/a-post-title-${i}`);
  return lines.join('\n');
}

function benchList(): void {
  const text = listLines();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const startCpu = cpu();
    const { urls } = readUrlList(text, ORIGIN);
    times.push(performance.now() - start);
    cpuTimes.push(cpu() - startCpu);
    if (urls.length !== 100_000) throw new Error(`read ${urls.length} URLs`);
  }
  console.log(`list of 100,000 lines: ${ms(median(times))} wall, ${ms(median(cpuTimes))} CPU (medians of 7)`);
}

function sitemapText(bytes: number, lineBreak: string): string {
  const parts = ['<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const entry = `<url><loc>${ORIGIN}/p/${i}?a=1&amp;b=2</loc><lastmod>2024-05-01</lastmod><changefreq>weekly</changefreq></url>${lineBreak}`;
    parts.push(entry);
    size += entry.length;
  }
  parts.push('</urlset>');
  return parts.join('');
}

/** `minified`: the whole file on one line, as many generators write it (line counting must not rescan it). */
function benchSitemap(minified: boolean): void {
  const text = sitemapText(50 * 1024 * 1024, minified ? '' : '\n');
  const chunk = 64 * 1024;
  let locs = 0;
  let longest = 0;
  const x = new LocExtractor({ root: () => undefined, loc: () => void locs++, locTooLong: () => undefined });
  const start = performance.now();
  const startCpu = cpu();
  for (let i = 0; i < text.length; i += chunk) {
    const t = performance.now();
    const stop = x.push(text.slice(i, i + chunk));
    longest = Math.max(longest, performance.now() - t);
    if (stop) throw new Error(JSON.stringify(stop));
  }
  x.end();
  const total = performance.now() - start;
  const totalCpu = cpu() - startCpu;
  console.log(
    `${minified ? 'minified ' : ''}sitemap of 50 MB (${locs.toLocaleString('en')} locs): ${ms(total)} wall, ${ms(totalCpu)} CPU, ${((text.length / 1e6 / totalCpu) * 1000).toFixed(0)} MB/s of CPU, longest 64 KiB chunk ${ms(longest)}`,
  );
}

async function benchCsv(): Promise<void> {
  const rows: string[] = ['Address,Status,Title'];
  let size = 0;
  for (let i = 0; size < 50 * 1024 * 1024; i++) {
    const row = `${ORIGIN}/c/${i},200,"A title, with a comma and ""quotes"" number ${i}"`;
    rows.push(row);
    size += row.length + 1;
  }
  const file = new Blob([rows.join('\n')]);
  // The longest time the event loop was held: the gaps between ticks of a 0 ms timer.
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 0);
  const start = performance.now();
  const { urls, notes } = await readCsvColumn(file, { column: 0, header: true, delimiter: ',' }, ORIGIN, {
    signal: new AbortController().signal,
  });
  const total = performance.now() - start;
  clearInterval(ticker);
  console.log(
    `CSV of ${(file.size / 1e6).toFixed(0)} MB (${urls.length.toLocaleString('en')} URLs kept, ${notes.length} notes): ${ms(total)}, event loop held at most ${ms(longest)}`,
  );
}

benchList();
benchSitemap(false);
benchSitemap(true);
await benchCsv();
