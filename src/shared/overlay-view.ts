/**
 * What the worker hands the on-page overlay (src/injected/overlay/): its words already
 * rendered in the person's language, so the page never carries a catalog or
 * the formatter, and per link URL the verdict's mark and its tooltip lines.
 * Everything here crosses into the page as JSON (scripting's args, runtime
 * messages), so it holds only plain data.
 */
import type { MessagePart } from '../core/index.ts';

/** The overlay's own words, rendered by the worker in the text layer. */
export interface OverlayWords {
  /** BCP 47 tag of the words, for the shadow root's `lang` and the counts' number format. */
  locale: string;
  /** "Robots Lens · Googlebot". */
  title: MessagePart[];
  /** The legend's entry for outlined links: "Disallowed for Googlebot". */
  disallowed: MessagePart[];
  /** The legend's entry for links whose site's robots.txt is unreachable: "Disallowed for now: robots.txt unreachable". */
  disallowedForNow: MessagePart[];
  /** The legend's entry for links marked nofollow, ugc or sponsored. */
  rel: MessagePart[];
  /** While the robots.txt files are read. */
  checking: MessagePart[];
  /** The page has more links than the overlay checks (rendered with the cap). */
  capped: MessagePart[];
  /** The worker did not answer. */
  failed: MessagePart[];
  /** The button that turns the overlay off. */
  close: string;
  /** The legend's accessible name. */
  legendLabel: string;
  /** The legend's entry for links both disallowed (or disallowed for now) and marked nofollow, ugc or sponsored. */
  both: MessagePart[];
  /** Under the legend's entries: labels are shortened or left out where there is no room; the tooltip says everything. */
  labelsNote: MessagePart[];
}

/**
 * How a link is drawn: outlined as disallowed (or disallowed for now: robots.txt unreachable), or not
 * outlined: allowed, 'pending' (its robots.txt is being fetched: the overlay asks again) or 'unknown'
 * (no verdict to be had: not http(s), or its robots.txt could not be read).
 */
export type OverlayMark = 'disallowed' | 'unreachable' | 'allowed' | 'pending' | 'unknown';

/** One link URL's verdict as the overlay shows it: the mark and the tooltip's lines (verdict, deciding line). */
export interface OverlayTip {
  url: string;
  mark: OverlayMark;
  lines: MessagePart[][];
}

/** The worker's answer to the overlay's links. */
export interface OverlayDecisions {
  tips: OverlayTip[];
  /** The tooltip line for each rel combination that occurs, keyed by its sorted tokens joined with a space ("nofollow ugc"). */
  rel: Record<string, MessagePart[]>;
}

/** The worker's answer when the overlay asks from a tab where it is not on (a stale page, or a page imitating it): no verdicts. */
export interface OverlayRefusal {
  refused: 'overlay-off';
}

/** The rel tokens that tell a crawler how to treat a link, in the order the keys list them. */
export const LINK_REL_TOKENS = ['nofollow', 'sponsored', 'ugc'] as const;

/** The key of a rel combination in OverlayDecisions.rel: its tokens, sorted, joined with a space. */
export function relKey(tokens: readonly string[]): string {
  return [...tokens].sort().join(' ');
}

/**
 * The most distinct link URLs the overlay asks about in one page: beyond
 * them it says how many it left out. The worker checks each URL's origin's
 * robots.txt; at a few kilobytes of answer per hundred URLs this keeps one
 * answer under a megabyte.
 */
export const OVERLAY_MAX_URLS = 5_000;

/** The most link elements read from the page (a page with 100,000 links is read to here and the rest counted). */
export const OVERLAY_MAX_LINKS = 20_000;

/** Whether the overlay is on in a tab, or why it cannot be there. */
export type OverlayState = { kind: 'on' } | { kind: 'off' } | { kind: 'not-available' };
