/**
 * A Preact hook around @tanstack/virtual-core's Virtualizer (the
 * framework-agnostic core; this is what its React adapter does): it keeps one
 * Virtualizer per component, hands it the current options on every render,
 * and renders again when the scroll position or the viewport changes, so only
 * the rows in view (plus `overscan`) ever become DOM nodes.
 */
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'preact/hooks';

export interface VirtualRowsOptions {
  count: number;
  /** Every row has this height in CSS pixels (the table's rows are one line each). */
  rowHeight: number;
  getScrollElement: () => HTMLElement | null;
  overscan?: number;
  /** Space above the first row inside the scroll element (a sticky header). */
  scrollMargin?: number;
}

export function useVirtualRows({ count, rowHeight, getScrollElement, overscan = 8, scrollMargin = 0 }: VirtualRowsOptions) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = {
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: () => rerender(1),
  };
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, HTMLElement>(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });
  return virtualizer;
}
