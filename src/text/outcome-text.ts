/**
 * Which message says what a fetch outcome means (core's OutcomeReading): its
 * short title (a badge tooltip, a heading) and its sentence (the verdict's
 * reason, a callout). One key per distinct sentence, so a translator sees
 * whole sentences.
 */
import type { OutcomeReading, OutcomeReason } from '../core/index.ts';
import { formatAge } from '../shared/time-text.ts';
import type { LastGoodNote } from '../robots/verdict-for-record.ts';
import type { HostClass } from '../core/host-class.ts';
import type { HostClassArg, Message } from './messages/index.ts';
import { site, type Text } from './text.ts';

type Reason<C extends OutcomeReason['code']> = Extract<OutcomeReason, { code: C }>;

const HOST_CLASS_ARG: Readonly<Record<HostClass, HostClassArg>> = {
  public: 'public',
  loopback: 'loopback',
  private: 'private',
  'link-local': 'link_local',
  unspecified: 'unspecified',
  'single-label': 'single_label',
};

/** "robots.txt answered 503", "robots.txt redirect not followed: …". */
export function outcomeTitle(r: OutcomeReading): Message {
  const reason = r.reason;
  switch (reason.code) {
    case 'parsed':
    case 'client-error':
    case 'server-error':
    case 'not-ok':
      return { key: 'outcome.title.answered', params: { status: reason.status } };
    case 'unusable-redirect':
      return { key: 'outcome.title.unusable-redirect', params: { status: reason.status } };
    case 'unexpected-status':
      return { key: 'outcome.title.unexpected-status', params: { status: reason.status } };
    case 'too-many-redirects':
      return { key: 'outcome.title.too-many-redirects', params: { limit: reason.limit } };
    case 'network-error':
      return r.engine === 'google'
        ? { key: 'outcome.title.network-error.google', params: { error: reason.error } }
        : { key: 'outcome.title.network-error.coccoc', params: { error: reason.error } };
    case 'redirect-refused':
      return refusedTitle(reason);
    case 'long-outage':
      return { key: 'outcome.title.long-outage', params: { days: reason.days } };
  }
}

function refusedTitle(reason: Reason<'redirect-refused'>): Message {
  const targetClass = HOST_CLASS_ARG[reason.targetClass];
  switch (reason.reason) {
    case 'scheme':
      return { key: 'outcome.title.redirect-refused.scheme', params: { scheme: reason.scheme ?? 'none' } };
    case 'private-host':
      return { key: 'outcome.title.redirect-refused.private-host', params: { targetClass } };
    case 'private-address':
      return reason.address
        ? { key: 'outcome.title.redirect-refused.private-address-at', params: { targetClass, address: site(reason.address) } }
        : { key: 'outcome.title.redirect-refused.private-address', params: { targetClass } };
    case 'hidden-location':
      return { key: 'outcome.title.redirect-refused.hidden-location' };
  }
}

/** The sentence(s) that say what the crawler does and why: one message, or a refused redirect's why then what it means. */
export function outcomeMessages(r: OutcomeReading): Message[] {
  const reason = r.reason;
  switch (reason.code) {
    case 'parsed':
    case 'client-error':
    case 'server-error':
    case 'unusable-redirect':
    case 'unexpected-status':
    case 'not-ok':
      // Each status reading has its own sentence, keyed by its code.
      return [{ key: `outcome.message.${reason.code}`, params: { status: reason.status } }];
    case 'too-many-redirects': {
      const params = { redirects: reason.redirects, limit: reason.limit };
      return [
        r.engine === 'google'
          ? { key: 'outcome.message.too-many-redirects.google', params }
          : { key: 'outcome.message.too-many-redirects.coccoc', params },
      ];
    }
    case 'network-error':
      return [
        r.engine === 'google'
          ? { key: 'outcome.message.network-error.google', params: { error: reason.error } }
          : { key: 'outcome.message.network-error.coccoc', params: { error: reason.error } },
      ];
    case 'redirect-refused':
      return [
        refusedWhy(reason),
        { key: r.engine === 'google' ? 'outcome.meaning.redirect-refused.google' : 'outcome.meaning.redirect-refused.coccoc' },
      ];
    case 'long-outage':
      return [{ key: 'outcome.message.long-outage', params: { days: reason.days } }];
  }
}

function refusedWhy(reason: Reason<'redirect-refused'>): Message {
  const targetClass = HOST_CLASS_ARG[reason.targetClass];
  // Only a hop whose Location the browser hid has no target; read any other such hop the same way.
  if (reason.target === null) {
    return reason.reason === 'scheme'
      ? { key: 'outcome.why.redirect-refused.scheme-unknown' }
      : { key: 'outcome.why.redirect-refused.hidden-location' };
  }
  const target = site(reason.target);
  switch (reason.reason) {
    case 'scheme':
      return { key: 'outcome.why.redirect-refused.scheme', params: { target } };
    case 'private-host':
      return { key: 'outcome.why.redirect-refused.private-host', params: { target, targetClass } };
    case 'private-address':
      return reason.address
        ? { key: 'outcome.why.redirect-refused.private-address-at', params: { target, targetClass, address: site(reason.address) } }
        : { key: 'outcome.why.redirect-refused.private-address', params: { target, targetClass } };
    case 'hidden-location':
      return { key: 'outcome.why.redirect-refused.hidden-location' };
  }
}

/** The title as plain text (badge tooltip, headings). */
export function outcomeTitleText(text: Text, r: OutcomeReading): string {
  return text.render(outcomeTitle(r));
}

/** The title with the browser's error name after it, when it gave one ("… reset the connection (net::ERR_CONNECTION_RESET)"). */
export function outcomeTitleParts(text: Text, r: OutcomeReading): ReturnType<Text['parts']> {
  const title = outcomeTitleText(text, r);
  const detail = r.reason.code === 'network-error' ? r.reason.detail : undefined;
  return detail ? text.parts('outcome.title.with-detail', { title, detail: site(detail) }) : [title];
}

/** The sentences, site text marked, separated by a space. */
export function outcomeMessageParts(text: Text, r: OutcomeReading): ReturnType<Text['parts']> {
  return outcomeMessages(r).flatMap((m, i) => (i === 0 ? text.renderParts(m) : [' ', ...text.renderParts(m)]));
}

/** The sentences as plain text, site text isolated. */
export function outcomeMessageText(text: Text, r: OutcomeReading): string {
  return outcomeMessages(r)
    .map((m) => text.render(m))
    .join(' ');
}

/** "robots.txt answered 503 (just now). Google keeps using its last good copy meanwhile: …" */
export function lastGoodNoteText(text: Text, r: OutcomeReading, note: LastGoodNote): string {
  return text.t('note.last-good-copy', {
    outcome: outcomeTitleText(text, r),
    // The same words as the refresh bar: one formatAge, in the text's locale.
    failedAgo: formatAge(note.failedAgeMs, text.locale),
    copyAgo: formatAge(note.copyAgeMs, text.locale),
  });
}
