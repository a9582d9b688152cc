/** The toolbar badge's tooltip (src/worker/badge/badge-look.ts). */
import type { Site } from './index.ts';

type Decision = 'allowed' | 'disallowed';

export interface BadgeMessages {
  'badge.loading': { crawler: string };
  /** `reason`: why the page has no robots.txt, already in words (a page.not-applicable message). */
  'badge.not-applicable': { reason: string };
  /** `error`: what went wrong inside the worker, as the runtime said it. */
  'badge.error': { error: Site };
  /** `decision`: one of the badge.decided… messages; `note`, when there is one, the last-good-copy note. */
  'badge.verdict': { crawler: string; decision: string };
  'badge.verdict-with-note': { crawler: string; decision: string; note: string };
  /** `kind` names the rule's key, which stays `Allow`/`Disallow` in every language; `pattern` is the file's. */
  'badge.decided-by-rule': { verdict: Decision; line: number; kind: 'allow' | 'disallow'; pattern: Site };
  'badge.decided-by-line': { verdict: Decision; line: number };
  /** `group`: whose rules were looked at: a token's group, the `*` group, or none known. */
  'badge.no-rule-matched': { verdict: Decision; group: 'token' | 'global' | 'unknown'; token: Site };
  'badge.no-group': { verdict: Decision };
  /**
   * An allowed page its indexing rules keep out of the index: `source` says
   * where the rule is; `value` is the header value or the meta tag's content,
   * `name` the meta tag's name (both site text; `name` empty for a header).
   */
  'badge.noindex': { reason: 'noindex' | 'none' | 'unavailable_after'; source: 'header' | 'meta'; name: Site; value: Site };
  /** `verdict`: the tooltip's verdict lines (a badge.verdict… message); `noindex`: a badge.noindex message. */
  'badge.with-noindex': { verdict: string; noindex: string };
  /** The badge tooltip's line for an allowed page whose indexing signals were not all read (`count` not read). */
  'badge.incomplete': { count: number };
}
