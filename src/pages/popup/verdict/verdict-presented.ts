/**
 * When the browser has put the verdict on screen.
 *
 * The final verdict's title carries elementtiming="robots-lens-verdict", so
 * Chromium reports when it presented the frame that showed it (Element
 * Timing). The popup renders its heavier parts (why, the file view,
 * diagnostics) only then: rendered right after the verdict's frame was
 * painted, their tens of milliseconds of work competed with that frame's
 * raster and display for the CPU, and the verdict reached the screen later
 * (e2e probe, toolbar popup: about 10 ms later at the median).
 *
 * Browsers without Element Timing (Firefox) go on at once; a timer covers a
 * report that never comes (a popup closed or hidden before it painted).
 */
export const VERDICT_ELEMENT_TIMING = 'robots-lens-verdict';

const REPORT_TIMEOUT_MS = 100;

/** Calls `callback` once the verdict has been presented (or at the latest after a timeout); returns a canceller. */
export function whenVerdictPresented(callback: () => void, timeoutMs = REPORT_TIMEOUT_MS): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    callback();
    return () => undefined;
  }
  let done = false;
  const finish = (call: boolean) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (call) callback();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
    if (entries.some((entry) => entry.identifier === VERDICT_ELEMENT_TIMING)) finish(true);
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(() => finish(true), timeoutMs);
  return () => finish(false);
}
