/**
 * A performance trace of the shared Chromium (DevTools Tracing), read for the
 * extension's service worker thread: how long each of its tasks ran, on the
 * wall clock and in the thread's own CPU time, and its garbage collection.
 * The CPU time is what the worker's code and collector cost; on a machine
 * other processes share, the wall clock also counts the time the thread
 * waited for a core, so both are reported.
 */
import type { Browser } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds on the wall clock, and in the thread's CPU time when the platform gives it. */
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface WorkerTraceFigures {
  /** Tasks the worker thread ran while the trace was on. */
  tasks: number;
  /** ms: the longest task, on the wall clock and in thread CPU time (the two may be different tasks). */
  longestTaskMs: number;
  longestTaskCpuMs: number;
  /** Tasks over 50 ms, on the wall clock and in CPU time. */
  tasksOver50Ms: number;
  tasksOver50MsCpu: number;
  /** ms of CPU time the thread used in all. */
  cpuMs: number;
  /** Garbage collections (full and young), the CPU time they and incremental marking took, and the longest. */
  majorGcs: number;
  minorGcs: number;
  gcCpuMs: number;
  longestGcCpuMs: number;
}

/**
 * The browser process's main thread (CrBrowserMain): where every extension
 * call is answered and every event dispatched, and where the browser commits
 * each address a page pushes. When it is busy, every extension waits.
 */
export interface BrowserMainFigures {
  tasks: number;
  /** ms: its tasks' CPU time in all, and on the wall clock. */
  cpuMs: number;
  busyMs: number;
  /** ms: the longest task, on the wall clock and in CPU time. */
  longestTaskMs: number;
  longestTaskCpuMs: number;
}

const CATEGORIES = ['devtools.timeline', 'v8', 'disabled-by-default-v8.gc', 'disabled-by-default-devtools.timeline'];
const GC_EVENTS = new Set(['MajorGC', 'MinorGC', 'V8.GCIncrementalMarking']);

/** Starts tracing; the function returned stops it and gives the events and the worker thread's figures. */
export async function startTrace(
  browser: Browser,
): Promise<() => Promise<{ events: TraceEvent[]; worker: WorkerTraceFigures; browserMain: BrowserMainFigures }>> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (batch) => {
    events.push(...(batch.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return { events, worker: workerFigures(events), browserMain: browserMainFigures(events) };
  };
}

const ms = (us: number | undefined) => (us ?? 0) / 1000;
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * The figures of the busiest "ServiceWorker thread" in the trace: the test
 * sites register no service worker, and the extension's is the one at work.
 */
function workerFigures(events: readonly TraceEvent[]): WorkerTraceFigures {
  const workerThreads = new Set<string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'ServiceWorker thread') workerThreads.add(`${e.pid}:${e.tid}`);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !workerThreads.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push(e);
    byThread.set(thread, list);
  }
  const taskCount = (list: readonly TraceEvent[]) => list.filter((e) => e.name === 'RunTask').length;
  const busiest = [...byThread.values()].sort((a, b) => taskCount(b) - taskCount(a))[0] ?? [];
  const tasks = busiest.filter((e) => e.name === 'RunTask');
  const gcs = busiest.filter((e) => GC_EVENTS.has(e.name));
  return {
    tasks: tasks.length,
    longestTaskMs: round(Math.max(0, ...tasks.map((e) => ms(e.dur)))),
    longestTaskCpuMs: round(Math.max(0, ...tasks.map((e) => ms(e.tdur)))),
    tasksOver50Ms: tasks.filter((e) => ms(e.dur) > 50).length,
    tasksOver50MsCpu: tasks.filter((e) => ms(e.tdur) > 50).length,
    cpuMs: round(tasks.reduce((sum, e) => sum + ms(e.tdur), 0)),
    majorGcs: gcs.filter((e) => e.name === 'MajorGC').length,
    minorGcs: gcs.filter((e) => e.name === 'MinorGC').length,
    gcCpuMs: round(gcs.reduce((sum, e) => sum + ms(e.tdur), 0)),
    longestGcCpuMs: round(Math.max(0, ...gcs.map((e) => ms(e.tdur)))),
  };
}

function browserMainFigures(events: readonly TraceEvent[]): BrowserMainFigures {
  const processes = new Set<number>();
  for (const e of events) if (e.name === 'process_name' && e.args?.name === 'Browser') processes.add(e.pid);
  const threads = new Set<string>();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name === 'CrBrowserMain' && processes.has(e.pid)) threads.add(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`));
  return {
    tasks: tasks.length,
    cpuMs: round(tasks.reduce((sum, e) => sum + ms(e.tdur), 0)),
    busyMs: round(tasks.reduce((sum, e) => sum + ms(e.dur), 0)),
    longestTaskMs: round(Math.max(0, ...tasks.map((e) => ms(e.dur)))),
    longestTaskCpuMs: round(Math.max(0, ...tasks.map((e) => ms(e.tdur)))),
  };
}
