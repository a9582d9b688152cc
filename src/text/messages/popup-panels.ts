/** The popup's "every crawler" matrix, find in the robots.txt view, and the diagnostics summary. */
import type { NoParams } from './index.ts';

/** core's CrawlerGroup as an ICU select value (ICU selectors take no hyphen). */
export type CrawlerGroupArg =
  | 'search'
  | 'google_special'
  | 'ai_training'
  | 'ai_search'
  | 'user_triggered'
  | 'seo'
  | 'social'
  | 'ads'
  | 'coccoc'
  | 'custom';

export interface PopupPanelsMessages {
  // Every crawler at a glance.
  'matrix.title': NoParams;
  /** The heading's small words: how many crawlers may fetch the page. */
  'matrix.count': { allowed: number; total: number };
  'matrix.group': { group: CrawlerGroupArg };
  'matrix.state.allowed': NoParams;
  'matrix.state.disallowed': NoParams;
  'matrix.state.unreachable': NoParams;
  /** The deciding line's number beside a verdict. */
  'matrix.line': { line: number };
  /** A cell's tooltip and accessible name: crawler, verdict, line (0: none), and that a click chooses it. */
  'matrix.cell.label': { crawler: string; state: 'allowed' | 'disallowed' | 'unreachable'; line: number };
  'matrix.cell.chosen': { crawler: string };
  // Find in the robots.txt view.
  'find.label': NoParams;
  'find.placeholder': NoParams;
  'find.count': { current: number; total: number; capped: 'yes' | 'no' };
  'find.none': NoParams;
  'find.previous': NoParams;
  'find.next': NoParams;
  'find.clear': NoParams;
  // The diagnostics fold (its heading and counts are the list's own: lint.list.*).
  'diagnostics.show': { count: number };
  'diagnostics.hide': NoParams;
}
