/** The on-page overlay (src/injected/overlay/: legend, tooltip) and its switch in the popup. */
import type { NoParams, Site, SiteList } from './index.ts';

export interface OverlayMessages {
  /** The switch in the popup that turns the overlay on in the page. */
  'overlay.switch.label': NoParams;
  'overlay.switch.hint': { crawler: string };
  /** The page cannot carry the overlay (a browser page, the web store, a file…). */
  'overlay.switch.not-available': NoParams;
  'overlay.switch.failed': NoParams;
  /** The legend's heading. */
  'overlay.title': { crawler: string };
  /** The legend's accessible name. */
  'overlay.legend.label': NoParams;
  'overlay.legend.disallowed': { crawler: string };
  /** nofollow, ugc and sponsored are rel values: they stay as written in every language. */
  'overlay.legend.rel': NoParams;
  'overlay.legend.checking': NoParams;
  'overlay.legend.capped': { links: number; urls: number };
  'overlay.legend.failed': NoParams;
  'overlay.legend.close': NoParams;
  /** The tooltip's first line: the link's verdict for the crawler, or why there is none. */
  'overlay.tip.verdict': {
    verdict: 'allowed' | 'disallowed' | 'unreachable' | 'pending' | 'failed' | 'not-applicable' | 'private';
    crawler: string;
  };
  /** The deciding line of the link's robots.txt: its URL, the line number and the rule as written. */
  'overlay.tip.rule': { robots: Site; line: number; rule: Site };
  'overlay.tip.no-rule': { robots: Site };
  /** The link's rel tokens as the page wrote them. */
  'overlay.tip.rel': { rel: SiteList };
  /** The legend's entry for links whose site's robots.txt is unreachable (shared/link-counts.ts). */
  'overlay.legend.disallowed-for-now': Record<string, never>;
  /** The legend's entry for links both disallowed (or disallowed for now) and marked nofollow, ugc or sponsored. */
  'overlay.legend.both': NoParams;
  /** Under the legend's entries: on a crowded page the marks' labels are shortened or left out; pointing at a link tells all. */
  'overlay.legend.short-labels': NoParams;
}
