/** The shared components' own words (src/ui/): "and 12 more…" lists, the robots.txt panel, sitemaps, hidden characters. */
import type { NoParams } from './index.ts';

export interface UiMessages {
  /** What a list leaves out for now ("and 120 more sitemaps"), one sentence per kind of list. */
  'ui.more.sitemaps': { count: number };
  'ui.more.diagnostics': { count: number };
  'ui.more.user-agent-lines': { count: number };
  'ui.more.matching-rules': { count: number };
  /** Matching rules beyond what the why panel keeps: no click can show them. */
  'ui.more.matching-rules-unlisted': { count: number };
  /** The button that shows the next step of a list. */
  'ui.more.show': { count: number };

  /** The robots.txt panel's heading count: lines and size; and when the rules come from the last good copy. */
  'ui.file.summary': { lines: number; size: string };
  'ui.file.summary-last-good': { lines: number; size: string };
  'ui.file.go-to-line': { line: number };
  'ui.file.empty': NoParams;
  /** The legend under the file view (three labels). */
  'ui.file.legend.deciding': NoParams;
  'ui.file.legend.group': NoParams;
  'ui.file.legend.diagnostic': NoParams;
  /** The file view's accessible name. */
  'ui.file.view-label': { lines: number };
  /** After a line cut for display. */
  'ui.file.more-characters': { count: number };
  /** After a line's first diagnostic, when it has more. */
  'ui.file.more-diagnostics': { count: number };

  'ui.sitemaps.heading': NoParams;
  'ui.sitemaps.line': { line: number };
  'ui.sitemaps.show-line': NoParams;
  /** A Sitemap line with no value. */
  'ui.sitemaps.empty': NoParams;
  'ui.sitemaps.not-web': NoParams;

  /** Tooltip of an invisible character shown as a token; `label` is its code point ("U+202E"). */
  'ui.hidden-char.title': { label: string };

  /** A size past 1 KiB (src/text/size-text.ts): the value rounded, the binary unit's symbol. */
  'ui.size.kib': { value: number };
  'ui.size.mib': { value: number };
}
