/**
 * A hostile page cannot hold the worker: its robots.txt has 28,000 rules
 * `Disallow: /*<5 letters of its own>` (504 KB), and the page pushes a path of
 * 680,000 characters in which every 3-letter window of those pieces occurs,
 * so no index rules a rule out. Meanwhile a second tab is opened: its badge
 * must come while the first tab is still being decided, and the worker must
 * keep answering. The figures (the second badge's time from its commit, the
 * worker's slowest answer) are printed and recorded; the assertions are about
 * liveness, with generous bounds (the machine running the tests is shared).
 *
 * A second flood, with nothing timed around it, is profiled in the worker
 * (artifacts/hostile-pushstate-worker.cpuprofile: where its time went) and
 * traced in the browser (artifacts/hostile-pushstate-trace.json): the worker
 * thread's longest task in its own CPU time is the figure a shared machine
 * does not inflate, beside the same on the wall clock. Apart, so that the
 * tracing's own cost does not weigh on the first flood's figures.
 *
 * Last, the floor: the same push and flood in a browser of its own whose only
 * extension paints a badge at each commit (support/badge-floor.ts). Its
 * figures are the browser's own time (its main thread commits every pushed
 * address, 80–100 ms of CPU each at 680,000 characters), printed and recorded
 * beside ours: what ours takes beyond them is ours.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startBadgeFloor } from './support/badge-floor.ts';
import { type ExtensionHarness, useExtension } from './support/extension.ts';
import { median, ms, recordMetrics } from './support/metrics.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { type CpuProfile, longestBusy, selfTimes, TargetSession } from './support/target-session.ts';
import { startTrace } from './support/worker-trace.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const LETTERS = 'abcdefghijklmnopqrst';
const PATH_LENGTH = 680_000;
/** What "the worker stayed live" allows on a loaded shared machine (ms): see the assertions. */
const LIVENESS_MS = 20_000;

/** Every 3-letter word over LETTERS, written out one after another (24,000 characters). */
function everyTrigram(): string {
  let out = '';
  for (const x of LETTERS) for (const y of LETTERS) for (const z of LETTERS) out += x + y + z;
  return out;
}

/** 28,000 distinct 5-letter pieces none of which occurs in the repeated everyTrigram() text. */
function absentPieces(): string[] {
  const cycle = everyTrigram();
  const wrapped = cycle + cycle.slice(0, 4);
  const occurring = new Set<string>();
  for (let i = 0; i < cycle.length; i++) occurring.add(wrapped.slice(i, i + 5));
  const pieces = new Set<string>();
  let state = 20;
  while (pieces.size < 28_000) {
    let piece = '';
    for (let i = 0; i < 5; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      piece += LETTERS[(state >>> 16) % LETTERS.length]!;
    }
    if (!occurring.has(piece)) pieces.add(piece);
  }
  return [...pieces];
}

/** The tab showing `origin` as a Playwright page (tabs the worker opened show up in the shared context). */
async function pageOf(origin: string, harness: ExtensionHarness = fixture.ext): Promise<Page> {
  for (let i = 0; i < 100; i++) {
    const found = harness.context.pages().find((p) => p.url().startsWith(origin));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no page for ${origin}`);
}

/**
 * Starts timing the worker's own event loop: a 5 ms interval in the worker
 * whose lateness is the longest stretch the worker ran without a break.
 * Returns a function that stops it and gives the longest lateness (ms).
 */
async function watchWorkerLoop(): Promise<() => Promise<number>> {
  const worker = await fixture.ext.worker();
  await worker.evaluate(() => {
    const g = globalThis as unknown as { loopWatch?: { worst: number; last: number; timer: ReturnType<typeof setInterval> } };
    const watch = { worst: 0, last: performance.now(), timer: 0 as unknown as ReturnType<typeof setInterval> };
    watch.timer = setInterval(() => {
      const now = performance.now();
      watch.worst = Math.max(watch.worst, now - watch.last - 5);
      watch.last = now;
    }, 5);
    g.loopWatch = watch;
  });
  return () =>
    worker.evaluate(() => {
      const g = globalThis as unknown as { loopWatch?: { worst: number; timer: ReturnType<typeof setInterval> } };
      clearInterval(g.loopWatch!.timer);
      return g.loopWatch!.worst;
    });
}

/**
 * How long the worker takes to answer, sampled every 20 ms until `until()`; and, timed inside the
 * worker, how long one call to the browser (reading a badge) takes it meanwhile — the kind of wait
 * a tab's decision is made of, spent in the browser process rather than in the worker.
 */
async function workerLatencies(
  until: () => boolean,
  tabId: number,
  harness: ExtensionHarness = fixture.ext,
): Promise<{ answers: number[]; browserCalls: number[] }> {
  const worker = await harness.worker();
  const answers: number[] = [];
  const browserCalls: number[] = [];
  while (!until()) {
    const started = performance.now();
    browserCalls.push(
      await worker.evaluate(async (tabId) => {
        const t = performance.now();
        await chrome.action.getBadgeText({ tabId });
        return performance.now() - t;
      }, tabId),
    );
    answers.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { answers, browserCalls };
}

test('a page pushing a 680,000-character path on a 28,000-piece robots.txt: another tab’s badge comes meanwhile', async () => {
  const pieces = absentPieces();
  const body = `User-agent: *\n${pieces.map((p) => `Disallow: /*${p}\n`).join('')}`;
  expect(body.length).toBeLessThan(512_000);
  const [hostile, plain] = fixture.closeLater(
    await startSite({ '/robots.txt': robotsBody(body) }),
    await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n') }),
  );
  const cycle = everyTrigram();
  const longPath = `/${cycle.repeat(Math.ceil(PATH_LENGTH / cycle.length)).slice(0, PATH_LENGTH - 1)}`;
  expect(pieces.some((p) => longPath.includes(p))).toBe(false);

  const first = await fixture.ext.openTab(`${hostile!.origin}/app`, 60_000);
  expect(first.text).toBe('OK');
  const page = await pageOf(hostile!.origin);

  // 1. One push, the file's automaton not built yet: the second tab is opened at once.
  await page.evaluate((path) => history.pushState({}, '', path), longPath);
  const second = await fixture.ext.openTab(`${plain!.origin}/private/page`, 60_000);
  const firstWhenSecondCame = await fixture.ext.badge(first.tabId);
  expect(second.text).toBe('NO');
  const settledFirst = await waitForBadge(first.tabId, 'OK', 60_000);
  expect(settledFirst).toBe('OK');

  // 2. A flood: a new 680,000-character path every 25 ms for 4 s. The worker keeps answering,
  // and a third tab's badge comes while the hostile tab is still being decided.
  const flood = pushFlood(page, longPath.slice(0, -4), 160);
  let floodEndedAt = Number.POSITIVE_INFINITY;
  void flood.then(() => {
    floodEndedAt = Date.now();
  });
  let flooding = true;
  const stopWatch = await watchWorkerLoop();
  const latencies = workerLatencies(() => !flooding, first.tabId);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const third = await fixture.ext.openTab(`${plain!.origin}/open`, 60_000);
  const thirdCameAt = Date.now();
  const firstWhenThirdCame = await fixture.ext.badge(first.tabId);
  await flood;
  flooding = false;
  const { answers: answered, browserCalls } = await latencies;
  const longestBlock = await stopWatch();
  expect(third.text).toBe('OK');
  expect(await waitForBadge(first.tabId, 'OK', 60_000)).toBe('OK');

  // 3. Another flood of 80 pushes, profiled and traced, until the hostile tab shows its verdict again.
  const profiler = await workerSession();
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 1000 });
  await profiler.send('Profiler.start');
  // Started after the profiler, whose own start is a long task of the worker.
  const stopTrace = await startTrace(fixture.ext.context.browser()!);
  await pushFlood(page, `${longPath.slice(0, -5)}z`, 80);
  expect(await waitForBadge(first.tabId, 'OK', 60_000)).toBe('OK');
  const trace = await stopTrace();
  const { profile } = await profiler.send<{ profile: CpuProfile }>('Profiler.stop');
  await profiler.detach();
  writeFileSync(join(ARTIFACTS_DIR, 'hostile-pushstate-trace.json'), JSON.stringify({ traceEvents: trace.events }));
  // Where the worker's time went during the flood (open the file in DevTools' Performance panel).
  writeFileSync(join(ARTIFACTS_DIR, 'hostile-pushstate-worker.cpuprofile'), JSON.stringify(profile));
  const busiest = longestBusy(profile);

  // 4. The floor: the same page, push and flood in a browser whose only extension paints a badge at each commit.
  const floor = await measureFloor(hostile!.origin, plain!.origin, longPath);

  const figures = {
    secondBadgeFromCommitMs: Math.round(second.commitToBadgeMs ?? -1),
    firstBadgeWhenSecondCame: firstWhenSecondCame.text,
    thirdBadgeFromCommitMs: Math.round(third.commitToBadgeMs ?? -1),
    // How long after the browser's commit the worker heard of it (the flood's events queued ahead of it), not in the figure above.
    secondCommitHeardAfterMs: Math.round(second.commitHeardAfterMs ?? -1),
    thirdCommitHeardAfterMs: Math.round(third.commitHeardAfterMs ?? -1),
    firstBadgeWhenThirdCame: firstWhenThirdCame.text,
    // Whether the third badge came while the hostile page was still pushing (the goal: a worker
    // the hostile tab holds would answer only after the flood). A figure, not an assertion: the
    // browser process itself is busy with the flood, so on a loaded run it can come just after.
    thirdBadgeDuringFlood: thirdCameAt < floodEndedAt,
    workerAnswersDuringFlood: answered.length,
    workerAnswerMedianMs: Math.round(median(answered)),
    workerAnswerMaxMs: Math.round(Math.max(...answered)),
    // One call from the worker to the browser (a badge read), timed in the worker during the flood.
    browserCallMedianMs: Math.round(median(browserCalls)),
    browserCallMaxMs: Math.round(Math.max(...browserCalls)),
    workerLongestBlockMs: Math.round(longestBlock),
    // The second flood's, from the worker's CPU profile: its longest run of samples without idle, and what ran in it.
    workerLongestBusyInProfileMs: busiest.ms,
    workerLongestBusyFunctions: busiest.fns,
    workerSelfTimesDuringFlood: selfTimes(profile, 12),
    // The second flood's, from the trace: the worker thread's tasks, the longest in its own CPU time (the goal: ≤ 50 ms) and on the wall clock, and its garbage collection.
    workerTrace: trace.worker,
    // The browser's main thread during the second flood (every extension call and event waits for it).
    browserMainDuringFlood: trace.browserMain,
    // The same, where no extension does any work: see measureFloor.
    floor,
  };
  console.log(
    `hostile pushState: second tab's badge ${ms(figures.secondBadgeFromCommitMs)} after its commit was heard, heard ${ms(figures.secondCommitHeardAfterMs)} after it (first tab then showed “${figures.firstBadgeWhenSecondCame}”); ` +
      `during a 4 s flood, third tab's badge ${ms(figures.thirdBadgeFromCommitMs)} after its commit was heard, heard ${ms(figures.thirdCommitHeardAfterMs)} after it (hostile tab then “${figures.firstBadgeWhenThirdCame}”, ${figures.thirdBadgeDuringFlood ? 'during' : 'after'} the flood), worker answered ${answered.length} times, median ${ms(figures.workerAnswerMedianMs)}, slowest ${ms(figures.workerAnswerMaxMs)}, a call from it to the browser median ${ms(figures.browserCallMedianMs)}, slowest ${ms(figures.browserCallMaxMs)}; the worker's longest stretch without a break ${ms(figures.workerLongestBlockMs)}; ` +
      `second flood, profile: longest busy run ${ms(busiest.ms)}, in it ${busiest.fns.map((f) => `${f.fn} ${ms(f.selfMs)}`).join(', ')}`,
  );
  const t = trace.worker;
  console.log(
    `worker thread during a second flood of 80 pushes (trace): ${t.tasks} tasks, longest ${ms(t.longestTaskCpuMs)} of CPU time (${ms(t.longestTaskMs)} on the wall clock), ` +
      `${t.tasksOver50MsCpu} over 50 ms of CPU (${t.tasksOver50Ms} on the wall clock), ${ms(t.cpuMs)} of CPU in all; ` +
      `garbage collection ${t.majorGcs} full and ${t.minorGcs} young, ${ms(t.gcCpuMs)} of CPU, longest ${ms(t.longestGcCpuMs)}`,
  );
  console.log(
    `worker self time during the second flood: ${figures.workerSelfTimesDuringFlood.map((f) => `${f.fn} ${ms(f.selfMs)}`).join(', ')}`,
  );
  const b = trace.browserMain;
  const fb = floor.browserMainDuringFlood;
  console.log(
    `the floor (the same pushes, a browser whose only extension paints a badge at each commit): second tab's badge ${ms(floor.secondBadgeFromCommitMs)} after its commit was heard (ours ${ms(figures.secondBadgeFromCommitMs)}), ` +
      `third, during the flood, ${ms(floor.thirdBadgeFromCommitMs)} (ours ${ms(figures.thirdBadgeFromCommitMs)}), a call to the browser during the flood median ${ms(floor.browserCallMedianMs)}, slowest ${ms(floor.browserCallMaxMs)} ` +
      `(ours ${ms(figures.browserCallMedianMs)}, ${ms(figures.browserCallMaxMs)}); the browser's main thread during the 80 pushes: ${ms(fb.cpuMs)} of CPU, longest task ${ms(fb.longestTaskMs)} (ours ${ms(b.cpuMs)}, ${ms(b.longestTaskMs)})`,
  );
  recordMetrics('hostilePushState', figures);
  // Liveness, not speed: before, one decision of such an address held the worker for 30–50 s, and
  // another tab waited as long. The bound sits well below that and well above what a loaded shared
  // machine adds (the third tab's badge, opened mid-flood, came 6.8 s after its commit at load 18;
  // the browser process, busy with the flood's addresses, and the other processes' load make that
  // time, not the worker: its longest task stays under 20 ms of CPU). The figures above are the speed.
  expect(second.commitToBadgeMs).not.toBeNull();
  expect(second.commitToBadgeMs!).toBeLessThan(LIVENESS_MS);
  expect(third.commitToBadgeMs).not.toBeNull();
  expect(third.commitToBadgeMs!).toBeLessThan(LIVENESS_MS);
  expect(longestBlock).toBeLessThan(LIVENESS_MS);
}, 300_000);

/**
 * The same page, push and flood as the test, in a browser of its own whose
 * only extension paints "OK" at each commit and listens to nothing else
 * (support/badge-floor.ts): what a badge costs there is the browser's own
 * time, busy with the page's addresses (each pushed address of 680,000
 * characters is committed on the browser's main thread), not any work of an
 * extension. Ours beside it says how much of ours is ours.
 */
async function measureFloor(hostileOrigin: string, plainOrigin: string, longPath: string) {
  const floor = await startBadgeFloor();
  try {
    const ext = floor.harness;
    const first = await ext.openTab(`${hostileOrigin}/app`, 60_000);
    const page = await pageOf(hostileOrigin, ext);
    await page.evaluate((path) => history.pushState({}, '', path), longPath);
    const second = await ext.openTab(`${plainOrigin}/private/page`, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const flood = pushFlood(page, longPath.slice(0, -4), 160);
    let flooding = true;
    void flood.then(() => {
      flooding = false;
    });
    const latencies = workerLatencies(() => !flooding, first.tabId, ext);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await ext.openTab(`${plainOrigin}/open`, 60_000);
    await flood;
    const { browserCalls } = await latencies;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stopTrace = await startTrace(ext.context.browser()!);
    await pushFlood(page, `${longPath.slice(0, -5)}z`, 80);
    const trace = await stopTrace();
    return {
      secondBadgeFromCommitMs: Math.round(second.commitToBadgeMs ?? -1),
      secondCommitHeardAfterMs: Math.round(second.commitHeardAfterMs ?? -1),
      thirdBadgeFromCommitMs: Math.round(third.commitToBadgeMs ?? -1),
      thirdCommitHeardAfterMs: Math.round(third.commitHeardAfterMs ?? -1),
      browserCallMedianMs: Math.round(median(browserCalls)),
      browserCallMaxMs: Math.round(Math.max(...browserCalls)),
      browserMainDuringFlood: trace.browserMain,
    };
  } finally {
    await floor.stop();
  }
}

/** Has the page push `count` addresses `path` + a counter, 25 ms apart; resolves after the last. */
function pushFlood(page: Page, path: string, count: number): Promise<void> {
  return page.evaluate(
    ({ path, count }) =>
      new Promise<void>((resolve) => {
        let i = 0;
        const timer = setInterval(() => {
          history.pushState({}, '', `${path}${(i++).toString(36)}`);
          if (i === count) {
            clearInterval(timer);
            resolve();
          }
        }, 25);
      }),
    { path, count },
  );
}

/** A DevTools session with the extension's service worker (Playwright offers none), for its CPU profile. */
async function workerSession(): Promise<TargetSession> {
  await fixture.ext.worker();
  const browser = fixture.ext.context.browser();
  if (!browser) throw new Error('no browser behind the context');
  const cdp = await browser.newBrowserCDPSession();
  return TargetSession.attach(cdp, 'service_worker', `chrome-extension://${fixture.ext.extensionId}/`);
}

async function waitForBadge(tabId: number, text: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const badge = await fixture.ext.badge(tabId);
    if (badge.text === text || Date.now() > deadline) return badge.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
