/**
 * What a person waits for, measured in the real extension (headless Chromium)
 * and reported beside this machine's static reference page measured in the
 * same run: the popup's verdict painted for robots.txt files from a few lines
 * to 853 KB; the workbench's URL list taking a paste of 10,000 and 100,000
 * URLs and one more line; the popup's Links section deciding 2,000 and 20,000
 * links over 30 cached origins; the popup's and the worker's JS heap; and CPU
 * profiles of the popup-open path on the 853 KB file (popup and worker).
 *
 * Everything is printed as a table and written to artifacts/speed-report.json
 * (the profiles to artifacts/*.cpuprofile). The targets are printed beside
 * the figures with PASS or FAIL, never asserted: the machine is shared and its
 * speed varies. Only what must hold whatever the speed is asserted: each
 * figure exists and each verdict and count is right.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPopup, useExtension } from './support/extension.ts';
import { median, recordMetrics } from './support/metrics.ts';
import { ARTIFACTS_DIR, DIST_DIR } from './support/paths.ts';
import { robotsBody, startSite, type RobotsHandler, type TestSite } from './support/sites.ts';
import { selfTimes, TargetSession, type CpuProfile } from './support/target-session.ts';
import { firstContentfulPaintInPage, round } from './support/timing.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };
const WIDE = { width: 1280, height: 860 };
/** Popup opens per robots.txt size, and runs of each workbench and links measurement. */
const POPUP_OPENS = 7;
const RUNS = 5;
const SPEED_REPORT = join(ARTIFACTS_DIR, 'speed-report.json');
const MB = 1024 * 1024;

interface Row {
  what: string;
  /** The figure (a median where there are samples). */
  value: number;
  unit: 'ms' | 'MB' | 'KB';
  samples?: number[];
  /** The static reference page's first paint, measured in the same run (ms), when the target is relative to it. */
  reference?: number;
  /** The longest task (PerformanceObserver 'longtask') during the measurement, in ms. */
  longestTaskMs?: number;
  target: string;
  /** Null for a figure with no target to pass (reported, not judged). */
  pass: boolean | null;
  note?: string;
}

const rows: Row[] = [];
const profiles: Record<string, { fn: string; selfMs: number }[]> = {};
const references: Record<string, { median: number; samples: number[] }> = {};

const html =
  (body: string): RobotsHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };

// ---------------------------------------------------------------------------------------------
// The reference: a plain local page as large as the popup, opened in a new tab as the popup is.

/** Bytes of the built popup: its HTML and the scripts and styles it loads (module preloads included). */
function popupBytes(): number {
  const dir = join(DIST_DIR, 'src/pages/popup');
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  let total = Buffer.byteLength(index);
  for (const [, ref] of index.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    const path = ref!.startsWith('/') ? join(DIST_DIR, ref!) : join(dir, ref!);
    total += readFileSync(path).byteLength;
  }
  return total;
}

/** Static HTML text of about `bytes` bytes: headings and paragraphs, no script. */
function staticPageOf(bytes: number): string {
  const parts = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title><link rel="icon" href="data:,"></head><body><h1>Reference</h1>',
  ];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const p = `<p>Paragraph ${i}: a plain static page, as large as the popup with its scripts and styles, painted without any script.</p>\n`;
    parts.push(p);
    size += p.length;
  }
  return `${parts.join('')}</body></html>`;
}

let referenceSite: TestSite;

/** One first contentful paint of the reference page in a new tab (ms from its navigation start). */
async function referencePaint(): Promise<number> {
  const page = await fixture.ext.context.newPage();
  await page.setViewportSize(POPUP_VIEWPORT);
  await page.goto(`${referenceSite.origin}/reference.html`);
  const paint = await page.evaluate(firstContentfulPaintInPage);
  await page.close();
  return paint;
}

async function referenceMedian(what: string, opens = POPUP_OPENS): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < opens; i++) samples.push(await referencePaint());
  references[what] = { median: round(median(samples)), samples };
  return median(samples);
}

beforeAll(async () => {
  const bytes = popupBytes();
  referenceSite = await startSite({
    '/reference.html': html(staticPageOf(bytes)),
    '/textarea.html': html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Textarea</title><link rel="icon" href="data:,"></head><body><label>URLs <textarea id="list" rows="20" cols="80"></textarea></label><p id="count"></p></body></html>',
    ),
  });
  fixture.closeLater(referenceSite);
  references.popupBytes = { median: bytes, samples: [] };
});

afterAll(() => {
  const load = loadavg().map((l) => Math.round(l * 100) / 100);
  const report = { generatedAt: new Date().toISOString(), loadAverage: load, rows, references, profiles };
  writeFileSync(SPEED_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  recordMetrics('speed', report);
  const line = (r: Row) =>
    [
      r.what.padEnd(58),
      `${r.value.toFixed(1)} ${r.unit}`.padStart(11),
      (r.reference === undefined ? '' : `ref ${r.reference.toFixed(1)} ms`).padStart(15),
      (r.longestTaskMs === undefined ? '' : `longest task ${r.longestTaskMs.toFixed(0)} ms`).padStart(22),
      `  target ${r.target}`.padEnd(34),
      r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL',
      r.note ? `  (${r.note})` : '',
    ].join('');
  console.log(
    `Robots Lens speed report (load average ${load.join(' ')}; medians; targets reported, not asserted)\n${rows.map(line).join('\n')}`,
  );
  for (const [what, top] of Object.entries(profiles)) {
    console.log(`CPU profile, ${what} (self time):\n${top.map((t) => `  ${t.selfMs.toFixed(1).padStart(8)} ms  ${t.fn}`).join('\n')}`);
  }
});

// ---------------------------------------------------------------------------------------------
// (a) The popup's verdict on robots.txt files of every size.

/** A robots.txt of `bytes` bytes: `/blocked/` disallowed on line 2, then thousands of rules like a large shop's. */
function robotsOfSize(bytes: number): string {
  const parts = ['User-agent: *\nDisallow: /blocked/\n'];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes - 200; i++) {
    const line =
      i % 3 === 0
        ? `Disallow: /catalog/${i}/*?sort=price&page=*\n`
        : i % 3 === 1
          ? `Allow: /catalog/${i}/public-item-$\n`
          : `Disallow: /search/${i}/*.json$\n`;
    parts.push(line);
    size += line.length;
  }
  while (size < bytes) {
    const pad = `# ${'x'.repeat(Math.min(70, Math.max(0, bytes - size - 3)))}\n`;
    parts.push(pad);
    size += pad.length;
  }
  return parts.join('');
}

const SIZES = [
  { label: 'small robots.txt (3 lines)', bytes: 0, targetOverRef: 15 },
  { label: '107 KB robots.txt', bytes: 107_000, targetOverRef: 15 },
  { label: '500 KiB robots.txt', bytes: 500 * 1024, targetOverRef: 15 },
  { label: '853 KB robots.txt (corpus-sized)', bytes: 853_000, targetOverRef: 40 },
] as const;

/** The tab of a page disallowed on line 2 of a site whose robots.txt is `body`; the badge has fetched it (warm cache). */
async function siteTab(body: string): Promise<{ site: TestSite; tabId: number }> {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(body) }));
  const badge = await fixture.ext.openTab(`${site!.origin}/blocked/page.html`);
  expect(badge.text).toBe('NO');
  return { site: site!, tabId: badge.tabId };
}

/** The popup's marks: its verdict painted, and how long after the record arrived from the worker (its own work). */
async function popupVerdictMs(page: Page): Promise<{ verdict: number; afterRecord: number }> {
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return { verdict: at('robots-lens:verdict'), afterRecord: at('robots-lens:verdict') - at('robots-lens:record') };
  });
}

/**
 * What the popup is handed before its verdict on one file, and its own work
 * from then on: the bytes of the worker's answer to getTabRobots (the one
 * message the popup waits for before the verdict, see loadPage in the
 * popup's actions), as JSON crosses the channel, and the median time from
 * that answer's arrival to the verdict painted.
 */
async function recordCost(tabId: number, body: string, afterRecord: number[]): Promise<Row[]> {
  const page = await fixture.ext.openPopup(tabId, { viewport: POPUP_VIEWPORT });
  await readPopup(page);
  const crossing = await page.evaluate(async (tab) => {
    const answer: unknown = await chrome.runtime.sendMessage({
      id: Math.floor(Math.random() * 1e9),
      type: 'getTabRobots',
      data: { tabId: tab },
      timestamp: Date.now(),
    });
    return new TextEncoder().encode(JSON.stringify(answer)).length;
  }, tabId);
  const switches = await crawlerSwitchMs(page);
  await page.close();
  const fileBytes = Buffer.byteLength(body);
  const afterMs = round(median(afterRecord));
  const switchMs = round(median(switches));
  return [
    {
      what: 'popup: bytes crossing the message channel before the verdict, 853 KB robots.txt',
      value: round(crossing / 1000),
      unit: 'KB',
      target: 'facts, not the file',
      // The kept body (500 KiB) as base64 alone is larger than a tenth of the file: facts are not.
      pass: crossing < fileBytes / 10,
      note: `the worker's getTabRobots answer as JSON; the file is ${round(fileBytes / 1000)} KB, 500 KiB of it kept`,
    },
    {
      what: 'popup: script time after the record arrived, 853 KB robots.txt',
      value: afterMs,
      unit: 'ms',
      samples: afterRecord.map(round),
      target: '≤ 16 ms (one frame)',
      pass: afterMs <= 16,
      note: 'from the getTabRobots answer received to the verdict painted (the worker decided it: rendering only)',
    },
    {
      what: 'popup: crawler switch → its verdict painted, 853 KB robots.txt',
      value: switchMs,
      unit: 'ms',
      samples: switches.map(round),
      target: 'a figure (the worker explains each switch)',
      pass: null,
      note: 'from the change of the crawler select to the frame after the banner names the new crawler: one round trip to the worker, which explains from the model it holds',
    },
  ];
}

/** The crawlers the switch row steps through, with the name the banner gives each. */
const SWITCHES = [
  ['bingbot', 'Bingbot'],
  ['gptbot', 'GPTBot'],
  ['googlebot', 'Googlebot'],
] as const;

/**
 * Times each crawler switch in the popup (the details shown, so the worker's
 * explanation is what is waited for): from the select's change to the frame
 * after the banner names the new crawler.
 */
async function crawlerSwitchMs(page: Page): Promise<number[]> {
  // The details are on screen: the file view and the why panel were explained and read.
  await page.locator('#why-heading').waitFor({ timeout: 30_000 });
  await page.locator('#file-heading').waitFor({ timeout: 30_000 });
  const samples: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const [id, name] of SWITCHES) {
      samples.push(
        await page.evaluate(
          ([profileId, crawler]) =>
            new Promise<number>((resolve, reject) => {
              const select = document.querySelector<HTMLSelectElement>('[data-testid="crawler-select"]');
              if (!select) return reject(new Error('no crawler select'));
              const start = performance.now();
              select.value = profileId;
              select.dispatchEvent(new Event('change', { bubbles: true }));
              const check = () => {
                const subject = document.querySelector('[data-testid="verdict"] .verdict-subject')?.textContent ?? '';
                if (subject.includes(crawler)) requestAnimationFrame(() => resolve(performance.now() - start));
                else if (performance.now() - start > 10_000) reject(new Error(`no verdict for ${crawler}`));
                else requestAnimationFrame(check);
              };
              check();
            }),
          [id, name] as const,
        ),
      );
    }
  }
  return samples;
}

test('(a) the popup’s verdict painted, from a small robots.txt to an 853 KB one (warm cache, opened as a tab)', async () => {
  for (const size of SIZES) {
    const body = size.bytes === 0 ? 'User-agent: *\nDisallow: /blocked/\nAllow: /\n' : robotsOfSize(size.bytes);
    if (size.bytes > 0) expect(Buffer.byteLength(body)).toBe(size.bytes);
    const { site, tabId } = await siteTab(body);
    const samples: number[] = [];
    const afterRecord: number[] = [];
    const refs: number[] = [];
    // The popup and the reference take turns, so the machine's load weighs on both alike.
    for (let i = 0; i < POPUP_OPENS; i++) {
      const page = await fixture.ext.openPopup(tabId, { viewport: POPUP_VIEWPORT });
      const popup = await readPopup(page);
      expect(popup.state).toBe('disallowed');
      expect(popup.decidingLine).toBe(2);
      const marks = await popupVerdictMs(page);
      samples.push(marks.verdict);
      afterRecord.push(marks.afterRecord);
      await page.close();
      refs.push(await referencePaint());
    }
    expect(samples.every((s) => Number.isFinite(s) && s > 0)).toBe(true);
    expect(refs.every((s) => Number.isFinite(s) && s > 0)).toBe(true);
    // The file was fetched once, by the badge: every popup read it from the cache.
    expect(site.hits('/robots.txt')).toBe(1);
    const value = round(median(samples));
    const reference = round(median(refs));
    const cost = size.bytes === 853_000 ? await recordCost(tabId, body, afterRecord) : [];
    rows.push({
      what: `popup verdict painted, ${size.label}`,
      value,
      unit: 'ms',
      samples: samples.map(round),
      reference,
      target: `≤ ref + ${size.targetOverRef} ms`,
      pass: value <= reference + size.targetOverRef,
      note: `${round(median(afterRecord))} ms of it after the record arrived`,
    });
    rows.push(...cost);
  }
}, 240_000);

// ---------------------------------------------------------------------------------------------
// (b) The workbench's URL list.

const WORKBENCH_ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /drafts/\n';

/** Writes `text` to the clipboard from a page of `origin` (an extension page may not be granted that). */
async function toClipboard(text: string, origin: string): Promise<void> {
  await fixture.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const writer = await fixture.ext.context.newPage();
  await writer.goto(`${origin}/clipboard-writer`);
  await writer.evaluate((t) => navigator.clipboard.writeText(t), text);
  await writer.close();
}

/** How long an input took until the counts showed (to the frame), and each count's own time (to the DOM change). */
interface InputTiming {
  ms: number;
  longestTaskMs: number;
  /** From the input until the URL count's text, and the results' counts, read as wanted (when `done` names them). */
  urlsMs?: number;
  resultsMs?: number;
  /** The workbench's last evaluation mark (evaluation-runner.ts): when the answer reached the page, and the engine's own time in the worker. */
  evaluatedMs?: number;
  engineMs?: number;
}

/**
 * Runs in the page: from the next paste or typed input (its event's time stamp;
 * or the next key pressed, for an edit a key command makes) until `done()`
 * holds, checked every frame; and the longest task meanwhile. `done()` may
 * return {urls, results}: whether each count reads as wanted, each timed at
 * the DOM change that made it so (where the time goes between the two).
 */
function armInputTimer(spec: string | readonly [doneSource: string, startOn: readonly string[]]): void {
  const [doneSource, startOn] = typeof spec === 'string' ? [spec, ['paste', 'beforeinput']] : spec;
  const read = new Function(`return (${doneSource})()`) as () => boolean | { urls: boolean; results: boolean };
  const done = () => {
    const r = read();
    return typeof r === 'boolean' ? r : r.urls && r.results;
  };
  const w = window as unknown as { inputTiming: Promise<InputTiming> };
  w.inputTiming = new Promise((resolve, reject) => {
    let longest = 0;
    let urlsMs: number | undefined;
    let resultsMs: number | undefined;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let start = 0;
    const stages = new MutationObserver(() => {
      if (start === 0) return;
      const r = read();
      if (typeof r === 'boolean') return;
      if (r.urls && urlsMs === undefined) urlsMs = performance.now() - start;
      if (r.results && resultsMs === undefined) resultsMs = performance.now() - start;
    });
    stages.observe(document.body, { subtree: true, childList: true, characterData: true });
    const onInput = (event: Event) => {
      if (start === 0) start = event.timeStamp;
    };
    for (const type of startOn) document.addEventListener(type, onInput, { capture: true, once: true });
    const check = () => {
      if (start !== 0 && done()) {
        const ms = performance.now() - start;
        stages.disconnect();
        const marks = performance.getEntriesByName('robots-lens:workbench-evaluated');
        const mark = marks[marks.length - 1] as PerformanceMark | undefined;
        const evaluatedMs = mark !== undefined && mark.startTime >= start ? mark.startTime - start : undefined;
        const engineMs = evaluatedMs === undefined ? undefined : (mark?.detail as { engineMs?: number } | null)?.engineMs;
        // The long tasks are reported after they end: let the last one in.
        setTimeout(() => {
          observer.disconnect();
          resolve({ ms, longestTaskMs: longest, urlsMs, resultsMs, evaluatedMs, engineMs });
        }, 50);
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    setTimeout(() => reject(new Error('not done within 60 s')), 60_000);
  });
}

async function inputTiming(page: Page): Promise<InputTiming> {
  return page.evaluate(() => (window as unknown as { inputTiming: Promise<InputTiming> }).inputTiming);
}

/** The medians of where an edit's time went, for the report's note. */
function stagesNote(samples: readonly InputTiming[]): string {
  const of = (pick: (s: InputTiming) => number | undefined) => round(median(samples.map(pick).filter((v): v is number => v !== undefined)));
  return (
    `URL count changed after ${of((s) => s.urlsMs)} ms; the evaluation reached the page after ${of((s) => s.evaluatedMs)} ms ` +
    `(engine ${of((s) => s.engineMs)} ms in the worker); the results' counts changed after ${of((s) => s.resultsMs)} ms; shown at the next frame`
  );
}

/** In the page: whether the URL count and the live file's results each say `n` URLs. */
function countsSay(n: number): string {
  return `() => {
    const urls = document.querySelector('[data-testid="url-count"]')?.textContent ?? '';
    const results = document.querySelector('[data-testid="results-counts"]')?.textContent ?? '';
    const m = /The live file allows ([\\d,]+) URLs? and disallows ([\\d,]+) URL/.exec(results);
    const total = m ? Number(m[1].replaceAll(',', '')) + Number(m[2].replaceAll(',', '')) : -1;
    return { urls: urls.startsWith(${JSON.stringify(`${n.toLocaleString('en')} URL`)}), results: total === ${n} };
  }`;
}

async function openWorkbench(origin: string): Promise<Page> {
  const page = await fixture.ext.context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await page.locator('[data-testid="results-counts"]').waitFor();
  return page;
}

const URL_LIST = '#wb-urls-list';

/** A CPU profile of `page` while `work` runs, written to artifacts/speed-<file>.cpuprofile and its top self times kept in the report. */
async function profiled<T>(page: Page, what: string, file: string, work: () => Promise<T>): Promise<T> {
  const cdp = await fixture.ext.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    writeFileSync(join(ARTIFACTS_DIR, `speed-${file}.cpuprofile`), JSON.stringify(profile));
    profiles[what] = selfTimes(profile);
    await cdp.detach();
  }
}

/** Pastes the clipboard over the list's text and times it to the counts (and the longest task). */
async function timedPaste(page: Page, n: number): Promise<{ ms: number; longestTaskMs: number }> {
  await page.bringToFront();
  // Focused, not clicked: the list's text field is as tall as its 10,000 lines, most of them scrolled out of its box.
  await page.focus(URL_LIST);
  await page.keyboard.press('Control+A');
  await page.evaluate(armInputTimer, countsSay(n));
  await page.keyboard.press('Control+V');
  return inputTiming(page);
}

test('(b) the workbench: 10,000 URLs pasted, one line added, 100,000 URLs pasted', async () => {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(WORKBENCH_ROBOTS) }));
  const origin = site!.origin;
  const paths = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? `/drafts/${i}.html` : `/public/${i}.html`)).join('\n');

  // The reference for a paste: the same 10,000 lines into a plain textarea, to its input event's next frame.
  await toClipboard(paths(10_000), referenceSite.origin);
  const plain: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await fixture.ext.context.newPage();
    await page.goto(`${referenceSite.origin}/textarea.html`);
    await page.click('#list');
    await page.evaluate(armInputTimer, `() => document.querySelector('#list').value.length > 0`);
    await page.keyboard.press('Control+V');
    plain.push((await inputTiming(page)).ms);
    await page.close();
  }
  references.plainTextareaPaste10k = { median: round(median(plain)), samples: plain.map(round) };
  const ref = await referenceMedian('workbench', 3);

  const page = await openWorkbench(origin);
  try {
    await toClipboard(paths(10_000), origin);
    const paste10k: { ms: number; longestTaskMs: number }[] = [];
    const addLine: InputTiming[] = [];
    const removeLine: InputTiming[] = [];
    for (let i = 0; i < RUNS; i++) {
      paste10k.push(await timedPaste(page, 10_000));
      // One more line typed at the end, at once (as a paste of one line or an autocompleted line arrives).
      await page.keyboard.press('Control+End');
      await page.evaluate(armInputTimer, countsSay(10_001));
      await page.keyboard.insertText('\n/more/13.html');
      addLine.push(await inputTiming(page));
      // And removed again, the whole line at one key (the editor's Ctrl+Shift+K).
      await page.evaluate(armInputTimer, [countsSay(10_000), ['keydown']] as const);
      await page.keyboard.press('Control+Shift+K');
      removeLine.push(await inputTiming(page));
      // Added once more, not timed: the next paste of the 10,000 then changes the counts.
      await page.evaluate(armInputTimer, countsSay(10_001));
      await page.keyboard.insertText('\n/more/13.html');
      await inputTiming(page);
    }
    // Where the time goes: one more paste of 10,000 and one more line, profiled (not counted in the figures).
    await profiled(page, 'workbench page, pasting 10,000 URLs', 'workbench-paste-10k', () => timedPaste(page, 10_000));
    await page.keyboard.press('Control+End');
    await page.evaluate(armInputTimer, countsSay(10_001));
    await profiled(page, 'workbench page, one line added to 10,000', 'workbench-add-line', async () => {
      await page.keyboard.insertText('\n/more/13.html');
      return inputTiming(page);
    });
    await page.evaluate(armInputTimer, [countsSay(10_000), ['keydown']] as const);
    await profiled(page, 'workbench page, one line removed from 10,001', 'workbench-remove-line', async () => {
      await page.keyboard.press('Control+Shift+K');
      return inputTiming(page);
    });
    const value10k = round(median(paste10k.map((s) => s.ms)));
    rows.push({
      what: 'workbench: paste 10,000 URLs → counts shown',
      value: value10k,
      unit: 'ms',
      samples: paste10k.map((s) => round(s.ms)),
      reference: round(ref),
      longestTaskMs: Math.max(...paste10k.map((s) => s.longestTaskMs)),
      target: '≤ 250 ms',
      pass: value10k <= 250,
      note: `a plain textarea takes the same paste in ${references.plainTextareaPaste10k.median} ms`,
    });
    const valueRemove = round(median(removeLine.map((s) => s.ms)));
    rows.push({
      what: 'workbench: one line removed from 10,001 → count reads 10,000',
      value: valueRemove,
      unit: 'ms',
      samples: removeLine.map((s) => round(s.ms)),
      reference: round(ref),
      longestTaskMs: Math.max(...removeLine.map((s) => s.longestTaskMs)),
      target: '≤ 50 ms',
      pass: valueRemove <= 50,
      note: stagesNote(removeLine),
    });
    const valueAdd = round(median(addLine.map((s) => s.ms)));
    rows.push({
      what: 'workbench: one line added to 10,000 → count reads 10,001',
      value: valueAdd,
      unit: 'ms',
      samples: addLine.map((s) => round(s.ms)),
      reference: round(ref),
      longestTaskMs: Math.max(...addLine.map((s) => s.longestTaskMs)),
      target: '≤ 50 ms',
      pass: valueAdd <= 50,
      note: stagesNote(addLine),
    });

    // 100,000: the list's limit. Fewer runs: each takes seconds.
    await toClipboard(paths(100_000), origin);
    const paste100k: { ms: number; longestTaskMs: number }[] = [];
    for (let i = 0; i < 3; i++) {
      // From a short list each time, so the paste replaces little.
      await toClipboard('/a.html', origin);
      await timedPaste(page, 1);
      await toClipboard(paths(100_000), origin);
      paste100k.push(await timedPaste(page, 100_000));
    }
    await toClipboard('/a.html', origin);
    await timedPaste(page, 1);
    await toClipboard(paths(100_000), origin);
    await profiled(page, 'workbench page, pasting 100,000 URLs', 'workbench-paste-100k', () => timedPaste(page, 100_000));
    const value100k = round(median(paste100k.map((s) => s.ms)));
    const longest = Math.max(...paste100k.map((s) => s.longestTaskMs));
    rows.push({
      what: 'workbench: paste 100,000 URLs → counts shown',
      value: value100k,
      unit: 'ms',
      samples: paste100k.map((s) => round(s.ms)),
      reference: round(ref),
      longestTaskMs: longest,
      target: '≤ 2000 ms, no task > 100 ms',
      pass: value100k <= 2000 && longest <= 100,
    });
    // The counts are right: half the paths are under /drafts/, which the live file disallows for Googlebot.
    const results = await page.textContent('[data-testid="results-counts"]');
    expect(results).toContain('The live file allows 50,000 URLs and disallows 50,000 URLs.');
  } finally {
    await page.close();
  }
}, 300_000);

// ---------------------------------------------------------------------------------------------
// (c) The popup's Links section over 30 cached origins.

const ORIGINS = 30;

test('(c) the Links section: 2,000 and 20,000 links across 30 cached origins', async () => {
  const others = fixture.closeLater(
    ...(await Promise.all(
      Array.from({ length: ORIGINS }, () => startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /no/\n') })),
    )),
  );
  // Half the links of each origin under /no/ (disallowed), half under /yes/.
  const linksPage = (n: number) => {
    const links = Array.from({ length: n }, (_, i) => {
      const origin = others[Math.floor(i / 2) % ORIGINS]!.origin;
      return `<a href="${origin}/${i % 2 ? 'no' : 'yes'}/${i}">${i}</a>`;
    }).join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title><link rel="icon" href="data:,"></head><body>${links}</body></html>`;
  };
  const [home] = fixture.closeLater(
    await startSite({
      '/robots.txt': robotsBody('User-agent: *\nDisallow:\n'),
      '/links-2000.html': html(linksPage(2_000)),
      '/links-20000.html': html(linksPage(20_000)),
    }),
  );
  const ref = await referenceMedian('links', 3);

  for (const { n, runs, target, ms: targetMs } of [
    { n: 2_000, runs: RUNS, target: '≤ 150 ms', ms: 150 },
    { n: 20_000, runs: 3, target: '≤ 1000 ms, no task > 100 ms', ms: 1000 },
  ]) {
    const tab = await fixture.ext.openTab(`${home!.origin}/links-${n}.html`);
    const summary = `${(n / 2).toLocaleString('en')} of ${n.toLocaleString('en')} links disallowed for Googlebot`;
    const timings: { ms: number; longestTaskMs: number }[] = [];
    // The first opening fetches the 30 robots.txt files (cached afterwards); the runs after it are timed,
    // and one more is profiled (the popup and the worker), not counted.
    for (let i = 0; i <= runs + 1; i++) {
      const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
      const open = () =>
        page.evaluate(async (summary) => {
          let longest = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
          });
          observer.observe({ type: 'longtask' });
          const toggle = document.querySelector<HTMLElement>('[data-testid="links-toggle"]');
          if (!toggle) throw new Error('no links toggle');
          const t0 = performance.now();
          toggle.click();
          const done = () =>
            document.querySelector('[data-testid="links-section"]')?.getAttribute('data-state') === 'read' &&
            !document.querySelector('[data-testid="links-progress"]') &&
            (document.querySelector('[data-testid="links-summary"]')?.textContent ?? '').includes(summary);
          await new Promise<void>((resolve, reject) => {
            const check = () => (done() ? resolve() : requestAnimationFrame(check));
            requestAnimationFrame(check);
            setTimeout(() => reject(new Error('the verdicts did not all show within 60 s')), 60_000);
          });
          const ms = performance.now() - t0;
          await new Promise((resolve) => setTimeout(resolve, 50));
          observer.disconnect();
          return { ms, longestTaskMs: longest };
        }, summary);
      if (i <= runs) {
        const timing = await open();
        if (i > 0) timings.push(timing);
      } else {
        const worker = await workerSession();
        await worker.send('Profiler.enable');
        await worker.send('Profiler.setSamplingInterval', { interval: 100 });
        await worker.send('Profiler.start');
        await profiled(page, `popup page, opening Links on ${n} links`, `links-${n}`, open);
        const { profile } = await worker.send<{ profile: CpuProfile }>('Profiler.stop');
        writeFileSync(join(ARTIFACTS_DIR, `speed-worker-links-${n}.cpuprofile`), JSON.stringify(profile));
        profiles[`service worker, while Links opened on ${n} links`] = selfTimes(profile);
        await worker.detach();
      }
      await page.close();
    }
    // Each origin's robots.txt was fetched once, by the first opening.
    expect(others.every((site) => site.hits('/robots.txt') === 1)).toBe(true);
    const value = round(median(timings.map((t) => t.ms)));
    const longest = Math.max(...timings.map((t) => t.longestTaskMs));
    rows.push({
      what: `popup Links: ${n.toLocaleString('en')} links, 30 cached origins → every verdict`,
      value,
      unit: 'ms',
      samples: timings.map((t) => round(t.ms)),
      reference: round(ref),
      longestTaskMs: longest,
      target,
      pass: value <= targetMs && (n < 20_000 || longest <= 100),
    });
  }
}, 300_000);

// ---------------------------------------------------------------------------------------------
// (d) Memory, and (2) where the popup-open time goes on the 853 KB file.

async function usedHeap(send: <T>(method: string, params?: Record<string, unknown>) => Promise<T>): Promise<number> {
  await send('HeapProfiler.enable');
  await send('HeapProfiler.collectGarbage');
  const { usedSize } = await send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
  return usedSize;
}

async function workerSession(): Promise<TargetSession> {
  await fixture.ext.worker();
  const browser = fixture.ext.context.browser();
  if (!browser) throw new Error('no browser behind the context');
  const cdp = await browser.newBrowserCDPSession();
  return TargetSession.attach(cdp, 'service_worker', `chrome-extension://${fixture.ext.extensionId}/`);
}

test('(d) memory: the popup on the 853 KB file, the worker holding 64 cached 500 KiB files; (2) CPU profiles of opening the popup', async () => {
  // The worker's work on the file happens once, when the badge fetches it: profiled here.
  const worker = await workerSession();
  await worker.send('Profiler.enable');
  await worker.send('Profiler.setSamplingInterval', { interval: 100 });
  await worker.send('Profiler.start');
  const { tabId } = await siteTab(robotsOfSize(853_000));
  const { profile: fetchProfile } = await worker.send<{ profile: CpuProfile }>('Profiler.stop');
  writeFileSync(join(ARTIFACTS_DIR, 'speed-worker-fetch-853kb.cpuprofile'), JSON.stringify(fetchProfile));
  profiles['service worker, fetching the 853 KB file for the badge'] = selfTimes(fetchProfile);

  // The popup's heap once its verdict and robots.txt view are shown.
  const page = await fixture.ext.openPopup(tabId, { viewport: POPUP_VIEWPORT });
  await readPopup(page);
  const pageCdp: CDPSession = await fixture.ext.context.newCDPSession(page);
  const popupHeap = await usedHeap((method, params) => pageCdp.send(method as 'Runtime.getHeapUsage', params as never) as never);
  await pageCdp.detach();
  await page.close();
  expect(popupHeap).toBeGreaterThan(0);
  rows.push({
    what: 'popup JS heap, 853 KB robots.txt',
    value: round(popupHeap / MB),
    unit: 'MB',
    target: '≤ 30 MB',
    pass: popupHeap <= 30 * MB,
  });

  // CPU profiles of one popup opening: the popup page from before its navigation, and the worker meanwhile.
  const profiled = await fixture.ext.context.newPage();
  await profiled.setViewportSize(POPUP_VIEWPORT);
  const profCdp = await fixture.ext.context.newCDPSession(profiled);
  await profCdp.send('Profiler.enable');
  await profCdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await profCdp.send('Profiler.start');
  await worker.send('Profiler.start');
  await profiled.goto(`${fixture.ext.popupUrl}?tabId=${tabId}`);
  const shown = await readPopup(profiled);
  expect(shown.decidingLine).toBe(2);
  const { profile: workerProfile } = await worker.send<{ profile: CpuProfile }>('Profiler.stop');
  const { profile: popupProfile } = (await profCdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  writeFileSync(join(ARTIFACTS_DIR, 'speed-popup-853kb.cpuprofile'), JSON.stringify(popupProfile));
  writeFileSync(join(ARTIFACTS_DIR, 'speed-worker-853kb.cpuprofile'), JSON.stringify(workerProfile));
  profiles['popup page, opening on the 853 KB file'] = selfTimes(popupProfile);
  profiles['service worker, while that popup opened'] = selfTimes(workerProfile);
  await profCdp.detach();
  await profiled.close();

  // The worker holding 64 different 500 KiB files, asked for by an extension page as the popup asks.
  const before = await usedHeap((method, params) => worker.send(method, params));
  const sites = fixture.closeLater(
    ...(await Promise.all(Array.from({ length: 64 }, () => startSite({ '/robots.txt': robotsBody(robotsOfSize(500 * 1024)) })))),
  );
  const asker = await fixture.ext.context.newPage();
  await asker.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/options/index.html`);
  const held = await asker.evaluate(
    async (origins) => {
      const ask = <T>(type: string, data: unknown) =>
        chrome.runtime.sendMessage({ id: Math.floor(Math.random() * 1e9), type, data, timestamp: Date.now() }) as Promise<{ res: T }>;
      for (const origin of origins) await ask('getRobots', { url: `${origin}/page.html` });
      // Asked again, each is answered from the cache: none was evicted by the others.
      let fromCache = 0;
      for (const origin of origins) {
        if ((await ask<{ fromCache?: boolean }>('getRobots', { url: `${origin}/page.html` })).res.fromCache) fromCache++;
      }
      return { ...(await ask<{ origins: number; bytes: number }>('getCacheStats', undefined)).res, fromCache };
    },
    sites.map((s) => s.origin),
  );
  await asker.close();
  expect(sites.every((s) => s.hits('/robots.txt') === 1)).toBe(true);
  expect(held.fromCache).toBe(64);
  const after = await usedHeap((method, params) => worker.send(method, params));
  await worker.detach();
  rows.push({
    what: 'worker JS heap after 64 different 500 KiB files',
    value: round(after / MB),
    unit: 'MB',
    target: '≤ 60 MB',
    pass: after <= 60 * MB,
    note: `${round(before / MB)} MB before; the cache holds ${held.origins} origins, ${round(held.bytes / MB)} MB as stored`,
  });
}, 300_000);
