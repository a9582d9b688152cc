/**
 * The popup's top answer (src/pages/popup/top-answer/): the page's whole
 * answer for the chosen crawler in one glance, from the facts of
 * core/indexing/overall-answer.ts; the badge's tooltip and the copied report
 * say the same sentences.
 */
import type { Site } from './index.ts';

type NoindexReason = 'noindex' | 'none' | 'unavailable_after';

/** The short title above the sentence: what Google will do with the page. */
export type TopAnswerTitle =
  | 'indexable'
  | 'not_indexable'
  | 'not_now'
  | 'not_crawled'
  | 'without_content'
  | 'elsewhere'
  | 'unclear'
  | 'unknown'
  | 'pending';

export interface TopAnswerMessages {
  'top-answer.title': { title: TopAnswerTitle };
  /** `temporary`: whether a later fetch may read the file (a 5xx, a network error) or the site is treated as disallowed until it changes. */
  'top-answer.robots-unreachable': { crawler: string; temporary: 'yes' | 'no' };
  /** `line`: the deciding line, 0 when the fetch outcome decided. */
  'top-answer.disallowed-noindex': { crawler: string; line: number };
  /** `hidden`: `status` when the page answers an error that the crawler then never sees. */
  'top-answer.disallowed': { crawler: string; line: number; hidden: 'status' | 'none' };
  'top-answer.status-gone': { status: number };
  'top-answer.status-unavailable': { status: number };
  'top-answer.status-redirect': { status: number; target: Site };
  'top-answer.status-redirect-nowhere': { status: number };
  'top-answer.too-many-redirects': { count: number };
  'top-answer.no-answer': Record<string, never>;
  'top-answer.noindex': { crawler: string; reason: NoindexReason; source: 'header' | 'meta' };
  'top-answer.noindex-canonical-elsewhere': { crawler: string; reason: NoindexReason; source: 'header' | 'meta'; url: Site };
  'top-answer.canonical-elsewhere': { crawler: string; url: Site; disallowed: 'yes' | 'no' };
  'top-answer.canonicals-disagree': { count: number };
  'top-answer.incomplete': { crawler: string; count: number };
  'top-answer.index-unknown': { crawler: string };
  'top-answer.pending': Record<string, never>;
  /** `how`: the HTTP answer was seen (200), the page is a redirect's target, or its answer was not seen. */
  'top-answer.indexable': { crawler: string; how: 'seen' | 'redirected' | 'unseen' };
  /** A robots.txt Google cannot read as its site meant (core/body-kind.ts unreadableBody). */
  'top-answer.file': { problem: 'utf16' | 'binary' | 'html' | 'truncated' };
  /** The rows under the verdict, and the lines of the report: their names. */
  'top-answer.label': { part: 'answer' | 'crawl' | 'status' | 'x_robots_tag' | 'meta' | 'canonical' | 'file' | 'crawler' };
  'top-answer.value.none': Record<string, never>;
  'top-answer.value.reading': Record<string, never>;
  'top-answer.value.not-seen': Record<string, never>;
  'top-answer.value.no-answer': Record<string, never>;
  'top-answer.value.too-many-redirects': { count: number };
  'top-answer.value.self': Record<string, never>;
  'top-answer.value.disagree': { count: number };
  /** The copy menu's second form of the report. */
  'top-answer.copy.markdown': Record<string, never>;
}
