import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERDICT_ELEMENT_TIMING, whenVerdictPresented } from '../../../../src/pages/popup/verdict/verdict-presented.ts';

/** A PerformanceObserver that supports 'element' entries and lets the test deliver them. */
class FakeElementObserver {
  static readonly supportedEntryTypes = ['element', 'mark'];
  static current: FakeElementObserver | null = null;
  observing = false;
  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {
    FakeElementObserver.current = this;
  }
  observe(options: { type: string; buffered?: boolean }): void {
    expect(options).toEqual({ type: 'element', buffered: true });
    this.observing = true;
  }
  disconnect(): void {
    this.observing = false;
  }
  deliver(...identifiers: string[]): void {
    if (this.observing) this.callback({ getEntries: () => identifiers.map((identifier) => ({ identifier, entryType: 'element' })) });
  }
}

describe('whenVerdictPresented', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeElementObserver.current = null;
  });

  it('goes on at once where the browser has no Element Timing (Firefox)', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static readonly supportedEntryTypes = ['mark', 'measure'];
      },
    );
    const callback = vi.fn();
    whenVerdictPresented(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the verdict’s own entry, ignores other elements, and calls back once', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeElementObserver);
    const callback = vi.fn();
    whenVerdictPresented(callback, 100);
    FakeElementObserver.current?.deliver('some-image');
    expect(callback).not.toHaveBeenCalled();
    FakeElementObserver.current?.deliver(VERDICT_ELEMENT_TIMING);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakeElementObserver.current?.observing).toBe(false);
  });

  it('goes on after the timeout when no report comes, and not at all once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeElementObserver);
    const late = vi.fn();
    whenVerdictPresented(late, 100);
    vi.advanceTimersByTime(99);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenVerdictPresented(cancelled, 100);
    cancel();
    FakeElementObserver.current?.deliver(VERDICT_ELEMENT_TIMING);
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
