/**
 * The page's whole answer (core/indexing/overall-answer.ts) in words: the
 * title and sentence of the headline, the sentence for a robots.txt Google
 * cannot read as intended, the rows under the verdict (HTTP status,
 * X-Robots-Tag, meta robots, canonical), and the two forms "Copy report"
 * puts on the clipboard: plain lines in the popup's language, and Markdown
 * for a ticket. The popup, the badge's tooltip and the report say the same
 * sentences because they are made here once.
 */
import type { MessagePart } from '../core/index.ts';
import type { IndexingFacts } from '../core/indexing/indexing-decision.ts';
import type { Headline, OverallAnswer, Severity, StatusPart } from '../core/indexing/overall-answer.ts';
import type { UnreadableBody } from '../core/body-kind.ts';
import type { Message } from './messages/index.ts';
import type { TopAnswerTitle } from './messages/top-answer.ts';
import { copyableText } from './report-text.ts';
import { site, type Text } from './text.ts';

export function headlineTitle(h: Headline): TopAnswerTitle {
  switch (h.code) {
    case 'robots-unreachable':
    case 'disallowed':
      return 'not_crawled';
    case 'disallowed-noindex':
      return 'without_content';
    case 'status-unavailable':
      return 'not_now';
    case 'status-redirect':
    case 'canonical-elsewhere':
      return 'elsewhere';
    case 'canonicals-disagree':
      return 'unclear';
    case 'status-gone':
    case 'too-many-redirects':
    case 'no-answer':
    case 'noindex':
    case 'noindex-canonical-elsewhere':
      return 'not_indexable';
    case 'incomplete':
    case 'index-unknown':
      return 'unknown';
    case 'pending':
      return 'pending';
    case 'indexable':
      return 'indexable';
  }
}

/** The sentence that says why, for `crawler` (its name as the popup shows it). */
export function headlineMessage(h: Headline, crawler: string): Message {
  switch (h.code) {
    case 'robots-unreachable':
      return { key: 'top-answer.robots-unreachable', params: { crawler, temporary: h.temporary ? 'yes' : 'no' } };
    case 'disallowed-noindex':
      return { key: 'top-answer.disallowed-noindex', params: { crawler, line: h.line } };
    case 'disallowed':
      return { key: 'top-answer.disallowed', params: { crawler, line: h.line, hidden: h.hidden ?? 'none' } };
    case 'status-gone':
      return { key: 'top-answer.status-gone', params: { status: h.status } };
    case 'status-unavailable':
      return { key: 'top-answer.status-unavailable', params: { status: h.status } };
    case 'status-redirect':
      return h.target === null
        ? { key: 'top-answer.status-redirect-nowhere', params: { status: h.status } }
        : { key: 'top-answer.status-redirect', params: { status: h.status, target: site(h.target) } };
    case 'too-many-redirects':
      return { key: 'top-answer.too-many-redirects', params: { count: h.redirects } };
    case 'no-answer':
      return { key: 'top-answer.no-answer' };
    case 'noindex':
      return { key: 'top-answer.noindex', params: { crawler, reason: h.reason, source: h.source } };
    case 'noindex-canonical-elsewhere':
      return { key: 'top-answer.noindex-canonical-elsewhere', params: { crawler, reason: h.reason, source: h.source, url: site(h.url) } };
    case 'canonical-elsewhere':
      return { key: 'top-answer.canonical-elsewhere', params: { crawler, url: site(h.url), disallowed: h.disallowed ? 'yes' : 'no' } };
    case 'canonicals-disagree':
      return { key: 'top-answer.canonicals-disagree', params: { count: h.count } };
    case 'incomplete':
      return { key: 'top-answer.incomplete', params: { crawler, count: h.unread } };
    case 'index-unknown':
      return { key: 'top-answer.index-unknown', params: { crawler } };
    case 'pending':
      return { key: 'top-answer.pending' };
    case 'indexable':
      return { key: 'top-answer.indexable', params: { crawler, how: h.redirected ? 'redirected' : h.statusSeen ? 'seen' : 'unseen' } };
  }
}

export function fileMessage(problem: UnreadableBody): Message {
  return { key: 'top-answer.file', params: { problem } };
}

export type RowPart = 'status' | 'x_robots_tag' | 'meta' | 'canonical';

/** One row under the verdict: its name, how bad it is, and its value (site text marked). */
export interface AnswerRow {
  part: RowPart;
  severity: Severity;
  value: MessagePart[];
}

/** The rows for the page: its HTTP answer, the rules that apply to the crawler, the canonical. */
export function answerRows(text: Text, answer: OverallAnswer, status: StatusPart, index: IndexingFacts | null): AnswerRow[] {
  // A source that blocks takes the index part's severity (a stop, or a warning behind a disallow that hides it).
  const blockedBy = (kind: 'header' | 'meta'): Severity =>
    index === null ? 'pending' : index.blockers.some((b) => b.source.kind === kind) ? answer.parts.index : 'ok';
  return [
    { part: 'status', severity: answer.parts.status, value: statusValue(text, status) },
    { part: 'x_robots_tag', severity: blockedBy('header'), value: directivesValue(text, index, 'header') },
    { part: 'meta', severity: blockedBy('meta'), value: directivesValue(text, index, 'meta') },
    { part: 'canonical', severity: answer.parts.canonical, value: canonicalValue(text, index) },
  ];
}

function statusValue(text: Text, status: StatusPart): MessagePart[] {
  if (status === null) return [text.t('top-answer.value.reading')];
  switch (status.code) {
    case 'not-seen':
      return [text.t('top-answer.value.not-seen')];
    case 'considered':
      return [status.via !== null ? `${status.via} → ${status.status}` : String(status.status)];
    case 'redirect':
      return status.target === null ? [String(status.status)] : [`${status.status} → `, { site: status.target }];
    case 'not-indexable':
    case 'unavailable':
      return [String(status.status)];
    case 'too-many-redirects':
      return [text.t('top-answer.value.too-many-redirects', { count: status.redirects })];
    case 'network-error':
      return [`${text.t('top-answer.value.no-answer')} (`, { site: status.error }, ')'];
  }
}

/** The values that apply to the crawler, as the site wrote them; "none" when none does. */
function directivesValue(text: Text, index: IndexingFacts | null, kind: 'header' | 'meta'): MessagePart[] {
  if (index === null) return [text.t('top-answer.value.reading')];
  if (index.missing.includes(kind === 'header' ? 'headers' : 'markup')) return [text.t('top-answer.value.not-seen')];
  const values: string[] = [];
  for (const { source, applies } of index.sources) {
    if (!applies || source.kind !== kind) continue;
    values.push(source.kind === 'header' ? source.value : `${source.name}: ${source.content}`);
  }
  if (values.length === 0) return [text.t('top-answer.value.none')];
  const out: MessagePart[] = [];
  values.forEach((v, i) => {
    if (i > 0) out.push('; ');
    out.push({ site: v });
  });
  return out;
}

function canonicalValue(text: Text, index: IndexingFacts | null): MessagePart[] {
  if (index === null) return [text.t('top-answer.value.reading')];
  const c = index.canonical;
  switch (c.kind) {
    case 'none':
      return [text.t(index.missing.length === 2 ? 'top-answer.value.not-seen' : 'top-answer.value.none')];
    case 'self':
      return [text.t('top-answer.value.self')];
    case 'other':
      return [{ site: c.url }];
    case 'disagree':
      return [text.t('top-answer.value.disagree', { count: c.urls.length })];
  }
}

export interface AnswerReport {
  url: string;
  crawler: string;
  answer: OverallAnswer;
  /** The one-line robots.txt report (report-text.ts reportMessage) for the URL. */
  crawl: Message;
  rows: AnswerRow[];
}

/** The whole answer as plain lines in the text's language: the crawl line first (as the one-line report), then the rest. */
export function answerReportText(text: Text, r: AnswerReport): string {
  const label = (part: Parameters<typeof labelOf>[1]) => labelOf(text, part);
  const lines = [
    copyableText(text.renderParts(r.crawl)),
    `${label('answer')}: ${text.t('top-answer.title', { title: headlineTitle(r.answer.headline) })} — ${copyableText(
      text.renderParts(headlineMessage(r.answer.headline, r.crawler)),
    )}`,
  ];
  if (r.answer.file) lines.push(`${label('file')}: ${copyableText(text.renderParts(fileMessage(r.answer.file)))}`);
  for (const row of r.rows) lines.push(`${label(row.part)}: ${copyableText(row.value)}`);
  return lines.join('\n');
}

/** The same answer as Markdown for a ticket: the title in bold, then a list; the site's text in code spans. */
export function answerReportMarkdown(text: Text, r: AnswerReport): string {
  const label = (part: Parameters<typeof labelOf>[1]) => `**${escapeMarkdown(labelOf(text, part))}:**`;
  const title = text.t('top-answer.title', { title: headlineTitle(r.answer.headline) });
  const lines = [
    `**${escapeMarkdown(title)}** — ${markdown(text.renderParts(headlineMessage(r.answer.headline, r.crawler)))}`,
    '',
    `- **URL:** ${codeSpan(r.url)}`,
    `- ${label('crawler')} ${escapeMarkdown(r.crawler)}`,
    `- ${label('crawl')} ${markdown(text.renderParts(r.crawl))}`,
  ];
  if (r.answer.file) lines.push(`- ${label('file')} ${markdown(text.renderParts(fileMessage(r.answer.file)))}`);
  for (const row of r.rows) lines.push(`- ${label(row.part)} ${markdown(row.value)}`);
  return lines.join('\n');
}

function labelOf(text: Text, part: 'answer' | 'crawl' | 'file' | 'crawler' | RowPart): string {
  return text.t('top-answer.label', { part });
}

/** Our words escaped, the site's text in code spans (so no rule or URL is read as Markdown). */
function markdown(parts: readonly MessagePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? escapeMarkdown(p) : codeSpan(p.site))).join('');
}

function escapeMarkdown(words: string): string {
  return words.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

/** A code span that holds any text: a fence longer than its longest run of backticks, on one line. */
function codeSpan(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
