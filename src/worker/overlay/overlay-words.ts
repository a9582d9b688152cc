/**
 * The overlay's words, rendered here in the text layer for the page: the
 * legend's, each link URL's tooltip lines from its decision, and the line for
 * each rel combination. The page gets finished parts (site text marked),
 * never a catalog.
 */
import {
  LINK_REL_TOKENS,
  OVERLAY_MAX_LINKS,
  OVERLAY_MAX_URLS,
  relKey,
  type OverlayMark,
  type OverlayTip,
  type OverlayWords,
} from '../../shared/overlay-view.ts';
import type { UrlDecision } from '../../shared/page-signals.ts';
import { site, type Text } from '../../text/text.ts';
import type { MessagePart } from '../../core/index.ts';

export function overlayWords(text: Text, crawler: string): OverlayWords {
  return {
    locale: text.locale,
    title: text.parts('overlay.title', { crawler }),
    disallowed: text.parts('overlay.legend.disallowed', { crawler }),
    disallowedForNow: text.parts('overlay.legend.disallowed-for-now'),
    rel: text.parts('overlay.legend.rel'),
    checking: text.parts('overlay.legend.checking'),
    capped: text.parts('overlay.legend.capped', { links: OVERLAY_MAX_LINKS, urls: OVERLAY_MAX_URLS }),
    failed: text.parts('overlay.legend.failed'),
    close: text.t('overlay.legend.close'),
    legendLabel: text.t('overlay.legend.label'),
    both: text.parts('overlay.legend.both'),
    labelsNote: text.parts('overlay.legend.short-labels'),
  };
}

/** One tooltip per decision: the verdict for the crawler, then the deciding line of that origin's robots.txt. */
export function overlayTip(text: Text, crawler: string, decision: UrlDecision): OverlayTip {
  const mark: OverlayMark =
    decision.state === 'not-applicable' || decision.state === 'failed' || decision.state === 'private' ? 'unknown' : decision.state;
  const lines: MessagePart[][] = [text.parts('overlay.tip.verdict', { verdict: decision.state, crawler })];
  const robots = site(`${decision.origin}/robots.txt`);
  if (decision.line > 0 && decision.rule !== null) {
    lines.push(text.parts('overlay.tip.rule', { robots, line: decision.line, rule: site(decision.rule) }));
  } else if (decision.state === 'allowed' || decision.state === 'disallowed') {
    lines.push(text.parts('overlay.tip.no-rule', { robots }));
  }
  return { url: decision.url, mark, lines };
}

/** The tooltip line of every combination of nofollow, sponsored and ugc (seven: cheaper than asking the page which occur). */
export function relTips(text: Text): Record<string, MessagePart[]> {
  const out: Record<string, MessagePart[]> = {};
  const n = LINK_REL_TOKENS.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const tokens = LINK_REL_TOKENS.filter((_, i) => mask & (1 << i));
    out[relKey(tokens)] = text.parts('overlay.tip.rel', { rel: { siteList: tokens } });
  }
  return out;
}
