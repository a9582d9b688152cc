/**
 * The "Indexing" section: may the chosen crawler index the page (not only
 * fetch it), what says so (the header line or the meta tag, as the site
 * wrote it), the canonical, how results may show the page, and the conflicts
 * a person should know about, said plainly. It renders only its props.
 */
import './indexing.css';
import type { ComponentChildren } from 'preact';
import type { Blocker, IndexingConflict, IndexingFacts, IndexingLimits, SourcedDirectives } from '../../../core/indexing/index.ts';
import type { HeadersMissing } from '../../../shared/page-signals.ts';
import type { Message } from '../../../text/messages/index.ts';
import type { LengthLimit } from '../../../text/messages/indexing.ts';
import { site } from '../../../text/text.ts';
import { BlockIcon, CheckIcon, InfoIcon, PauseIcon, WarningIcon } from '../../../ui/icons.tsx';
import { MessageText, SiteText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';

export type IndexingView =
  | { kind: 'loading' }
  | { kind: 'not-available' }
  | { kind: 'failed' }
  | {
      kind: 'facts';
      facts: IndexingFacts;
      crawler: string;
      /** Canonical URLs on other sites whose robots.txt was not read yet (so no conflict can be claimed about them). */
      uncheckedCanonicals: string[];
      /** Their robots.txt is being fetched, as the person asked. */
      checking: boolean;
      /** Why the response headers are not known, as the worker saw it (absent: no reason seen, or the headers are there). */
      headersMissing?: HeadersMissing;
      /** The headers came from the worker's second request for the page, not from the tab's own response. */
      headersFromSecondRequest?: boolean;
    };

interface IndexingSectionProps {
  view: IndexingView;
  /** Reads the robots.txt of the canonicals on other sites (a request to each of those sites). */
  onCheckCanonicals: () => void;
  /** The page's own HTTP answer (page-answer-line.tsx), first under the heading. */
  answer?: ComponentChildren;
  /**
   * The page's HTTP answer already keeps it out of the index (a 404, a 503, …): then "indexable"
   * from the headers and meta tags alone would contradict the line above it, so it is not said.
   */
  answerBlocks?: boolean;
  /** The comparison of the served HTML with the rendered page (served-compare.tsx), last, when the page could be read. */
  served?: ComponentChildren;
}

export function IndexingSection({ view, onCheckCanonicals, answer, answerBlocks = false, served }: IndexingSectionProps) {
  const text = useText();
  return (
    <section class="panel indexing" aria-labelledby="indexing-heading" data-testid="indexing" data-state={stateOf(view)}>
      <h2 id="indexing-heading" class="panel-title">
        {text.t('indexing.heading')}
      </h2>
      {answer}
      {view.kind === 'facts' ? (
        <IndexingFactsView view={view} onCheckCanonicals={onCheckCanonicals} answerBlocks={answerBlocks} />
      ) : (
        <p class="why-fact muted" data-testid="indexing-state">
          {text.t(view.kind === 'loading' ? 'indexing.loading' : view.kind === 'failed' ? 'indexing.failed' : 'indexing.not-available')}
        </p>
      )}
      {view.kind === 'facts' && served}
    </section>
  );
}

function stateOf(view: IndexingView): string {
  return view.kind === 'facts' ? view.facts.state : view.kind;
}

function IndexingFactsView({
  view,
  onCheckCanonicals,
  answerBlocks,
}: {
  view: Extract<IndexingView, { kind: 'facts' }>;
  onCheckCanonicals: () => void;
  answerBlocks: boolean;
}) {
  const { facts, crawler } = view;
  const text = useText();
  return (
    <>
      <p class={`indexing-state indexing-${facts.state}`} data-testid="indexing-state" hidden={answerBlocks && facts.state === 'indexable'}>
        <span class="indexing-icon" aria-hidden="true">
          <StateIcon state={facts.state} />
        </span>
        <span>
          {facts.state === 'incomplete'
            ? text.t('indexing.state.incomplete', { crawler, count: facts.unread })
            : text.t(`indexing.state.${facts.state}`, { crawler })}
        </span>
      </p>
      {facts.blockers.length > 0 && (
        <ul class="indexing-list indexing-blockers" data-testid="indexing-blockers">
          {facts.blockers.map((b, i) => (
            <li key={i}>
              <MessageText parts={text.renderParts(blockerMessage(b))} />
            </li>
          ))}
        </ul>
      )}
      {facts.nofollow && <p class="why-fact">{text.t('indexing.nofollow')}</p>}
      {facts.conflicts.length > 0 && (
        <div class="notices" data-testid="indexing-conflicts">
          {facts.conflicts.map((c, i) => (
            <div key={i} class="notice notice-warning" role="note" data-testid="indexing-conflict" data-code={c.code}>
              <span class="notice-icon">
                <WarningIcon size={16} />
              </span>
              <p class="notice-text">
                <MessageText parts={text.renderParts(conflictMessage(c, crawler))} />
              </p>
            </div>
          ))}
        </div>
      )}
      <Canonical facts={facts} unchecked={view.uncheckedCanonicals} checking={view.checking} onCheck={onCheckCanonicals} />
      <Limits limits={facts.limits} />
      <Sources sources={facts.sources} />
      {facts.unknown.length > 0 && <Detail message={{ key: 'indexing.unknown-values', params: { values: { siteList: facts.unknown } } }} />}
      {facts.invalid.length > 0 && <Detail message={{ key: 'indexing.invalid-values', params: { values: { siteList: facts.invalid } } }} />}
      {facts.otherCrawlers.length > 0 && (
        <Detail message={{ key: 'indexing.other-crawlers', params: { crawler, names: { siteList: facts.otherCrawlers } } }} />
      )}
      {facts.missing.includes('headers') && (
        <Note
          message={{ key: headersNotSeenKey(view.headersMissing) }}
          testId="indexing-headers-note"
          reason={view.headersMissing ?? 'not-seen'}
        />
      )}
      {view.headersFromSecondRequest && !facts.missing.includes('headers') && (
        <Note message={{ key: 'indexing.headers-second-request' }} testId="indexing-headers-note" reason="second-request" />
      )}
      {facts.capped && <Note message={{ key: 'indexing.capped' }} />}
    </>
  );
}

/** The note for headers not seen: the reason the worker saw, or the plain one when it saw none. */
function headersNotSeenKey(why: HeadersMissing | undefined) {
  switch (why) {
    case 'push-state':
    case 'back-forward-cache':
    case 'before-start':
    case 'prerender':
    case 'too-large':
      return `indexing.headers-not-seen.${why}` as const;
    default:
      return 'indexing.headers-not-seen' as const;
  }
}

function StateIcon({ state }: { state: IndexingFacts['state'] }) {
  if (state === 'indexable') return <CheckIcon size={16} />;
  return state === 'not-indexable' ? <BlockIcon size={16} /> : <PauseIcon size={16} />;
}

interface CanonicalProps {
  facts: IndexingFacts;
  unchecked: string[];
  checking: boolean;
  onCheck: () => void;
}

function Canonical({ facts, unchecked, checking, onCheck }: CanonicalProps) {
  const text = useText();
  const c = facts.canonical;
  const message: Message =
    c.kind === 'none'
      ? { key: 'indexing.canonical.none' }
      : c.kind === 'self'
        ? { key: 'indexing.canonical.self' }
        : c.kind === 'other'
          ? { key: 'indexing.canonical.other', params: { url: site(c.url) } }
          : { key: 'indexing.canonical.disagree', params: { count: c.urls.length, urls: { siteList: c.urls } } };
  return (
    <div class="why-block" data-testid="indexing-canonical" data-kind={c.kind}>
      <h3 class="why-subtitle">{text.t('indexing.canonical.heading')}</h3>
      <p class="why-fact indexing-wrap">
        <MessageText parts={text.renderParts(message)} />
      </p>
      {unchecked.length > 0 && (
        <div class="indexing-unchecked" data-testid="indexing-canonical-unchecked">
          <p class="why-detail indexing-wrap">
            <MessageText
              parts={text.renderParts({
                key: 'indexing.canonical.unchecked',
                params: { count: unchecked.length, urls: { siteList: unchecked } },
              })}
            />
          </p>
          <button type="button" class="button button-small" onClick={onCheck} disabled={checking} data-testid="indexing-check-canonical">
            {text.t(checking ? 'indexing.canonical.checking' : 'indexing.canonical.check')}
          </button>
        </div>
      )}
      {facts.invalidCanonicals.length > 0 && (
        <Detail message={{ key: 'indexing.canonical.invalid', params: { targets: { siteList: facts.invalidCanonicals } } }} />
      )}
    </div>
  );
}

function Limits({ limits }: { limits: IndexingLimits }) {
  const text = useText();
  const messages = limitMessages(limits);
  if (messages.length === 0) return null;
  return (
    <div class="why-block" data-testid="indexing-limits">
      <h3 class="why-subtitle">{text.t('indexing.limits.heading')}</h3>
      <ul class="indexing-list">
        {messages.map((m) => (
          <li key={m.key}>{text.render(m)}</li>
        ))}
      </ul>
    </div>
  );
}

function Sources({ sources }: { sources: readonly SourcedDirectives[] }) {
  const text = useText();
  if (sources.length === 0) return null;
  return (
    <div class="why-block" data-testid="indexing-sources">
      <h3 class="why-subtitle">{text.t('indexing.sources.heading')}</h3>
      <ul class="indexing-list indexing-sources">
        {sources.map((s, i) => (
          <li key={i} data-applies={s.applies ? 'true' : 'false'} class={s.applies ? undefined : 'indexing-other'}>
            <span class="indexing-source-label">{text.render(sourceLabel(s))}</span>{' '}
            <code class="indexing-source-value">
              <SiteText text={s.source.kind === 'header' ? s.source.value : s.source.content} />
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ message }: { message: Message }) {
  const text = useText();
  return (
    <p class="why-detail indexing-wrap">
      <MessageText parts={text.renderParts(message)} />
    </p>
  );
}

function Note({ message, testId, reason }: { message: Message; testId?: string; reason?: string }) {
  const text = useText();
  return (
    <p class="note" role="note" data-testid={testId} data-reason={reason}>
      <InfoIcon size={14} />
      <span>{text.render(message)}</span>
    </p>
  );
}

function sourceLabel(s: SourcedDirectives): Message {
  const src = s.source;
  if (src.kind === 'header') {
    const scope = src.scope === null ? 'all' : s.applies ? 'mine' : 'other';
    return { key: 'indexing.source.header', params: { scope, name: site(src.scope ?? '') } };
  }
  const scope = src.name === 'robots' ? 'all' : s.applies ? 'mine' : 'other';
  return { key: 'indexing.source.meta', params: { scope, name: site(src.name) } };
}

export function blockerMessage(b: Blocker): Message {
  const when = b.reason === 'unavailable_after' ? b.date : 0;
  return b.source.kind === 'header'
    ? { key: 'indexing.blocker.header', params: { reason: b.reason, value: site(b.source.value), date: when } }
    : { key: 'indexing.blocker.meta', params: { reason: b.reason, name: site(b.source.name), value: site(b.source.content), date: when } };
}

function conflictMessage(c: IndexingConflict, crawler: string): Message {
  switch (c.code) {
    case 'disallowed-and-noindex':
      return { key: 'indexing.conflict.disallowed-and-noindex', params: { crawler } };
    case 'canonical-disallowed':
      return { key: 'indexing.conflict.canonical-disallowed', params: { crawler, url: site(c.url), line: c.line } };
    case 'noindex-with-canonical-elsewhere':
      return { key: 'indexing.conflict.noindex-with-canonical-elsewhere', params: { url: site(c.url) } };
    case 'header-meta-disagree':
      return { key: 'indexing.conflict.header-meta-disagree', params: { about: c.about } };
  }
}

function lengthLimit(n: number): LengthLimit {
  return n === -1 ? 'unlimited' : n === 0 ? 'zero' : 'some';
}

function limitMessages(l: IndexingLimits): Message[] {
  const out: Message[] = [];
  if (l.nosnippet) out.push({ key: 'indexing.limit.nosnippet' });
  if (l.maxSnippet !== null)
    out.push({ key: 'indexing.limit.max-snippet', params: { limit: lengthLimit(l.maxSnippet), chars: l.maxSnippet } });
  if (l.maxImagePreview !== null) out.push({ key: 'indexing.limit.max-image-preview', params: { size: l.maxImagePreview } });
  if (l.maxVideoPreview !== null) {
    out.push({ key: 'indexing.limit.max-video-preview', params: { limit: lengthLimit(l.maxVideoPreview), seconds: l.maxVideoPreview } });
  }
  if (l.noimageindex) out.push({ key: 'indexing.limit.noimageindex' });
  if (l.notranslate) out.push({ key: 'indexing.limit.notranslate' });
  if (l.indexifembedded) out.push({ key: 'indexing.limit.indexifembedded' });
  if (l.unavailableAfter !== null) out.push({ key: 'indexing.limit.unavailable-after', params: { date: l.unavailableAfter } });
  return out;
}
