/**
 * The states of a fetched robots.txt that deserve a callout of their own:
 * network error, 4xx, 5xx, redirect trouble, HTML served as robots.txt, an
 * empty file. Pure, so the rules are tested without a browser.
 */
import {
  MAX_REDIRECT_HOPS,
  UNREACHABLE_LIMIT_DAYS,
  isBlankBody,
  looksLikeHtml,
  statusClass,
  type EngineName,
  type MessagePart,
  type Outage,
} from '../core/index.ts';
import type { FetchFacts } from '../shared/robots-record.ts';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';
import { text as catalog } from '../text/bundled.ts';
import { outcomeMessageParts, outcomeTitleParts } from '../text/outcome-text.ts';
import type { Text } from '../text/text.ts';
import { formatStatus } from './format.ts';

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

type NoticeInput = Pick<RecordVerdict, 'reading' | 'used' | 'bytes' | 'outage' | 'verdict'>;

export function recordNotices(facts: FetchFacts, r: NoticeInput): RecordNotice[] {
  const notices: RecordNotice[] = [];
  const o = facts.outcome;
  const title = outcomeTitleParts(catalog, r.reading);
  const text = outcomeMessageParts(catalog, r.reading);
  if (o.redirects > MAX_REDIRECT_HOPS) {
    notices.push({ kind: 'too-many-redirects', tone: 'warning', title, text });
  } else if (o.kind === 'network-error') {
    notices.push({ kind: 'network-error', tone: 'error', title, text });
  } else if (o.kind === 'redirect-refused') {
    notices.push({ kind: 'redirect-refused', tone: 'error', title, text });
  } else if (statusClass(o.status) === 'server-error') {
    const status = formatStatus(o.status);
    notices.push({ kind: 'server-error', tone: 'error', title: catalog.parts('popup.notice.server-error.title', { status }), text });
  } else if (statusClass(o.status) === 'client-error') {
    const status = formatStatus(o.status);
    notices.push({ kind: 'client-error', tone: 'info', title: catalog.parts('popup.notice.client-error.title', { status }), text });
  } else if (r.reading.action !== 'parse') {
    notices.push({ kind: 'unusual-status', tone: 'warning', title, text });
  }

  if (r.outage) notices.push(outageNotice(r.outage, r.used, r.verdict.engine));

  const parsedLatest = r.reading.action === 'parse' && r.used === 'latest';
  if (parsedLatest && looksLikeHtml(facts.contentType, r.bytes)) {
    notices.push({
      kind: 'html',
      tone: 'warning',
      title: ['robots.txt is an HTML page'],
      text: [
        'The server sent a web page instead of a plain-text robots.txt. Google still reads it line by line, ' +
          'but it is almost always a “not found” page answered with 200 or a bot challenge: check what the server sends to crawlers.',
      ],
    });
  }
  if (parsedLatest && isBlankBody(r.bytes)) {
    notices.push({
      kind: 'empty',
      tone: 'info',
      title: ['robots.txt is empty'],
      text: ['The file has no rules at all, so every crawler may fetch every page.'],
    });
  }
  if (facts.credentials === 'include') {
    notices.push({
      kind: 'cookies',
      tone: 'warning',
      title: ['Fetched with your cookies'],
      text: [
        'The option for staging sites behind a login is on, so this robots.txt was fetched with your browser’s cookies. ' +
          'Crawlers never send cookies: on a public site they may be served a different file.',
      ],
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
export function outageNotice(outage: Outage, used: RecordVerdict['used'], engine: EngineName, words: Text = catalog): RecordNotice {
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
