/**
 * The badge's mark for a watched site whose robots.txt changed since the
 * person last looked: a "•" after the verdict and a sentence in the tooltip.
 * It wraps the badge's surface rather than the badge's own logic, so the
 * verdict and its colour stay tab-badge.ts's alone; looking at the site (its
 * popup, its comparison) takes the mark away and repaints (relabel).
 */
import type { Text } from '../../text/text.ts';
import { BADGE_TEXT } from '../badge/badge-look.ts';
import type { BadgeSurface } from '../badge/badge-surface.ts';
import { watchableOrigin } from './watch-list.ts';

export const WATCH_MARK = '•';

/** Only a verdict is marked: loading, errors and pages without robots.txt say nothing of a change. */
const VERDICT_TEXTS: ReadonlySet<string> = new Set([
  BADGE_TEXT.allowed,
  BADGE_TEXT.allowedNoindex,
  BADGE_TEXT.allowedIncomplete,
  BADGE_TEXT.allowedUnreadable,
  BADGE_TEXT.disallowed,
  BADGE_TEXT.disallowedNoindex,
  BADGE_TEXT.unreachable,
  BADGE_TEXT.tooManyRedirects,
  BADGE_TEXT.noAnswer,
]);

/** A verdict's text: one of those, or the page's own HTTP status (404, 503…) in place of OK. */
const isVerdictText = (text: string) => VERDICT_TEXTS.has(text) || /^\d{3}$/.test(text);

export interface WatchBadgeDeps {
  /** The address the tab shows, or null. */
  tabUrl: (tabId: number) => Promise<string | null>;
  /** Whether the origin is watched and changed since the person last looked. */
  marked: (origin: string) => Promise<boolean>;
  text: () => Text;
}

export function watchMarkedSurface(inner: BadgeSurface, deps: WatchBadgeDeps): BadgeSurface {
  return {
    async show(tabId, look, pageUrl) {
      if (!isVerdictText(look.text)) return inner.show(tabId, look, pageUrl);
      let marked = false;
      try {
        // The address decided, when the badge says it: asking the tab is one more round trip to a
        // browser that a page pushing long addresses keeps busy (and hands the whole address back).
        const url = pageUrl ?? (await deps.tabUrl(tabId));
        const origin = url === null ? null : watchableOrigin(url);
        marked = origin !== null && (await deps.marked(origin));
      } catch {
        // No mark rather than no verdict.
      }
      if (!marked) return inner.show(tabId, look, pageUrl);
      return inner.show(
        tabId,
        {
          ...look,
          text: `${look.text}${WATCH_MARK}`,
          title: `${look.title}\n${deps.text().t('history.watch.badge-changed')}`,
        },
        pageUrl,
      );
    },
    async text(tabId) {
      const shown = await inner.text(tabId);
      return shown.endsWith(WATCH_MARK) ? shown.slice(0, -WATCH_MARK.length) : shown;
    },
  };
}
