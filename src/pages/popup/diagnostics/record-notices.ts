/**
 * The states of a fetched robots.txt that deserve a callout of their own:
 * network error, 4xx, 5xx, redirect trouble, HTML served as robots.txt, an
 * empty file. Pure, so the rules are tested without a browser.
 */
import {
  MAX_REDIRECT_HOPS,
  UNREACHABLE_LIMIT_DAYS,
  statusClass,
  type EngineName,
  type MessagePart,
  type Outage,
} from '../../../core/index.ts';
import type { FetchFacts } from '../../../robots/robots-record.ts';
import type { VerdictView } from '../../../robots/record-view.ts';
import type { FileView } from '../../../robots/record-details.ts';
import { text as catalog } from '../../../text/bundled.ts';
import { outcomeMessageParts, outcomeTitleParts } from '../../../text/outcome-text.ts';
import type { Text } from '../../../text/text.ts';
import { formatStatus } from '../../../ui/format.ts';

export type NoticeKind =
  | 'network-error'
  | 'too-many-redirects'
  | 'redirect-refused'
  | 'client-error'
  | 'server-error'
  | 'unusual-status'
  | 'outage'
  | 'html'
  | 'empty'
  | 'cookies';

export interface RecordNotice {
  kind: NoticeKind;
  tone: 'info' | 'warning' | 'error';
  /** Site text (a redirect target, the browser's error name) marked for isolation. */
  title: MessagePart[];
  text: MessagePart[];
}

/** The verdict's facts, and what the worker read of the file it came from (null: none was read, or not yet). */
export type NoticeInput = Pick<VerdictView, 'reading' | 'used' | 'outage' | 'verdict'> & {
  file: Pick<FileView, 'htmlLike' | 'blank'> | null;
};

/** The notices for a record, in `words` (the page's text: a component passes useText()). */
export function recordNotices(facts: FetchFacts, r: NoticeInput, words: Text = catalog): RecordNotice[] {
  const notices: RecordNotice[] = [];
  const o = facts.outcome;
  const title = outcomeTitleParts(words, r.reading);
  // When no line decided, the verdict banner already says what the outcome means: a notice does not say it
  // again. It is left out, or keeps only its title where that adds something (the browser's error name, where
  // a refused redirect points). With a last good copy standing in, the banner speaks of rules, and the notice
  // is where the outcome is told.
  const bannerSaysIt = r.verdict.explanation === null;
  const text = bannerSaysIt ? [] : outcomeMessageParts(words, r.reading);
  if (o.redirects > MAX_REDIRECT_HOPS) {
    if (!bannerSaysIt) notices.push({ kind: 'too-many-redirects', tone: 'warning', title, text });
  } else if (o.kind === 'network-error') {
    notices.push({ kind: 'network-error', tone: 'error', title, text });
  } else if (o.kind === 'redirect-refused') {
    notices.push({ kind: 'redirect-refused', tone: 'error', title, text });
  } else if (statusClass(o.status) === 'server-error') {
    const status = formatStatus(o.status);
    if (!bannerSaysIt)
      notices.push({ kind: 'server-error', tone: 'error', title: words.parts('popup.notice.server-error.title', { status }), text });
  } else if (statusClass(o.status) === 'client-error') {
    const status = formatStatus(o.status);
    if (!bannerSaysIt)
      notices.push({ kind: 'client-error', tone: 'info', title: words.parts('popup.notice.client-error.title', { status }), text });
  } else if (r.reading.action !== 'parse' && !bannerSaysIt) {
    notices.push({ kind: 'unusual-status', tone: 'warning', title, text });
  }

  if (r.outage) notices.push(outageNotice(r.outage, r.used, r.verdict.engine, words));

  const parsedLatest = r.reading.action === 'parse' && r.used === 'latest';
  if (parsedLatest && r.file?.htmlLike) {
    notices.push({
      kind: 'html',
      tone: 'warning',
      title: words.parts('verdict-ui.notice.html.title'),
      text: words.parts('verdict-ui.notice.html.text'),
    });
  }
  if (parsedLatest && r.file?.blank) {
    notices.push({
      kind: 'empty',
      tone: 'info',
      title: words.parts('verdict-ui.notice.empty.title'),
      text: words.parts('verdict-ui.notice.empty.text'),
    });
  }
  if (facts.credentials === 'include') {
    notices.push({
      kind: 'cookies',
      tone: 'warning',
      title: words.parts('verdict-ui.notice.cookies.title'),
      text: words.parts('verdict-ui.notice.cookies.text'),
    });
  }
  return notices;
}

/**
 * "Failing since Nov 3, 19 days" and what Google does about it, from the
 * outage's facts (its first failure and whole days since). The date is
 * written in the catalog's language, with the year once the outage is old
 * enough for it to be another one.
 */
export function outageNotice(outage: Outage, used: VerdictView['used'], engine: EngineName, words: Text = catalog): RecordNotice {
  const title = words.parts('popup.notice.outage.title', {
    since: outage.since,
    days: outage.days,
    withYear: outage.days > 300 ? 'yes' : 'no',
  });
  const limit = UNREACHABLE_LIMIT_DAYS;
  const text =
    engine !== 'google'
      ? words.parts('popup.notice.outage.coccoc')
      : !outage.pastLimit
        ? words.parts('popup.notice.outage.counting', { limit })
        : used === 'last-good'
          ? words.parts('popup.notice.outage.cached-copy', { limit })
          : words.parts('popup.notice.outage.no-copy', { limit });
  return { kind: 'outage', tone: outage.pastLimit ? 'warning' : 'error', title, text };
}
