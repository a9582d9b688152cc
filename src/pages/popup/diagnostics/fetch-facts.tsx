/** How robots.txt was fetched: URL, redirect hops, status, content type, size, truncation, age, cache. */
import './diagnostics.css';
import { Fragment } from 'preact';
import type { FetchFacts as Facts } from '../../../robots/robots-record.ts';
import type { RecordView, VerdictView } from '../../../robots/record-view.ts';
import { MAX_ROBOTS_BYTES } from '../../../core/index.ts';
import { formatAge, formatUntil } from '../../../shared/time-text.ts';
import { site, type Text } from '../../../text/text.ts';
import { sizeText } from '../../../text/size-text.ts';
import { formatStatus } from '../../../ui/format.ts';
import { MessageText, SiteText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import { pillClass } from './refresh-bar.tsx';

interface FetchFactsProps {
  record: RecordView;
  result: Pick<VerdictView, 'used'>;
  /** Whether the record came from the extension's cache rather than a fetch for this page. */
  fromCache: boolean;
  /** The clock the ages are counted from (epoch ms). */
  now: number;
}

export function FetchFacts({ record, result, fromCache, now: t }: FetchFactsProps) {
  const text = useText();
  const locale = text.locale;
  const facts = record.latest.facts;
  const until = formatUntil(record.expiresAt - t, locale);
  return (
    <section class="panel" aria-labelledby="fetch-heading" data-testid="fetch-facts">
      <h2 id="fetch-heading" class="panel-title">
        {text.t('verdict-ui.fetch.heading')}
      </h2>
      <dl class="facts">
        <dt>{text.t('verdict-ui.fetch.requested')}</dt>
        <dd>
          <code class="url">
            <SiteText text={facts.robotsUrl} />
          </code>
        </dd>
        {facts.hops.length > 0 && (
          <>
            <dt>{text.t('verdict-ui.fetch.redirects')}</dt>
            <dd>
              <ol class="hops">
                {facts.hops.map((hop, i) => (
                  <li key={i} class="hop" data-testid="redirect-hop" data-status={String(hop.status)}>
                    <span class={`status-pill ${pillClass(hop.status)}`}>{hop.status}</span>{' '}
                    <code class="url">
                      <SiteText text={hop.url} />
                    </code>
                    <span class="hop-arrow">
                      <span aria-hidden="true"> → </span>
                      <span class="visually-hidden">{text.t('verdict-ui.fetch.redirects-to')}</span>
                    </span>
                    <code class="url">
                      <SiteText text={hop.location} />
                    </code>
                  </li>
                ))}
              </ol>
            </dd>
          </>
        )}
        <dt>{text.t('verdict-ui.fetch.final-url')}</dt>
        <dd>
          {facts.finalUrl ? (
            <code class="url">
              <SiteText text={facts.finalUrl} />
            </code>
          ) : (
            <span class="muted">{text.t('verdict-ui.fetch.none-answered')}</span>
          )}
        </dd>
        <dt>{text.t('verdict-ui.fetch.status')}</dt>
        <dd data-testid="fetch-status">
          <StatusText facts={facts} text={text} />
        </dd>
        <dt>{text.t('verdict-ui.fetch.content-type')}</dt>
        <dd>
          {facts.contentType ? (
            <code>
              <SiteText text={facts.contentType} />
            </code>
          ) : (
            <span class="muted">{text.t('verdict-ui.fetch.not-given')}</span>
          )}
        </dd>
        <dt>{text.t('verdict-ui.fetch.size')}</dt>
        <dd>
          {facts.truncated
            ? text.t('verdict-ui.fetch.size-or-more', { size: sizeText(text, facts.receivedBytes) })
            : sizeText(text, facts.receivedBytes)}
          {facts.truncated && (
            <span class="fact-warning" data-testid="truncated">
              {' '}
              {text.t('verdict-ui.fetch.truncated', { bytes: MAX_ROBOTS_BYTES })}
            </span>
          )}
        </dd>
        <dt>{text.t('verdict-ui.fetch.fetched')}</dt>
        <dd>
          {text.t('verdict-ui.fetch.fetched-at', {
            age: formatAge(t - facts.fetchedAt, locale),
            date: facts.fetchedAt,
            ms: Math.round(facts.durationMs),
          })}
        </dd>
        <dt>{text.t('verdict-ui.fetch.cache')}</dt>
        <dd>{fromCache ? text.t('verdict-ui.fetch.from-cache', { until }) : text.t('verdict-ui.fetch.for-popup', { until })}</dd>
        {result.used === 'last-good' && record.lastGood && <LastGood record={record} now={t} text={text} />}
        <dt>{text.t('verdict-ui.fetch.cookies')}</dt>
        <dd>{text.t(facts.credentials === 'include' ? 'verdict-ui.fetch.cookies-sent' : 'verdict-ui.fetch.cookies-not-sent')}</dd>
      </dl>
      <HeaderList headers={facts.headers} text={text} />
    </section>
  );
}

function StatusText({ facts, text }: { facts: Facts; text: Text }) {
  const o = facts.outcome;
  if (o.kind === 'network-error') {
    const parts = o.detail
      ? text.parts('verdict-ui.status.network-error-detail', { error: o.error, detail: site(o.detail) })
      : text.parts('verdict-ui.status.network-error', { error: o.error });
    return (
      <span class="status-pill status-error">
        <MessageText parts={parts} />
      </span>
    );
  }
  if (o.kind === 'redirect-refused') {
    return <span class="status-pill status-error">{text.t('verdict-ui.fetch.redirect-refused')}</span>;
  }
  // "503 Service Unavailable" is the protocol's own text, the same in every language: not to translate.
  return (
    <span class={`status-pill ${pillClass(o.status)}`} translate={false}>
      {formatStatus(o.status)}
    </span>
  );
}

function LastGood({ record, now: t, text }: { record: RecordView; now: number; text: Text }) {
  const good = record.lastGood;
  if (!good) return null;
  const o = good.facts.outcome;
  const age = formatAge(t - good.facts.fetchedAt, text.locale);
  return (
    <>
      <dt>{text.t('verdict-ui.fetch.rules-from')}</dt>
      <dd>
        {o.kind === 'response'
          ? text.t('verdict-ui.fetch.last-good-status', {
              age,
              status: formatStatus(o.status),
              size: sizeText(text, good.facts.receivedBytes),
            })
          : text.t('verdict-ui.fetch.last-good', { age })}
      </dd>
    </>
  );
}

function HeaderList({ headers, text }: { headers: Record<string, string>; text: Text }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return null;
  return (
    <details class="headers">
      <summary>{text.t('verdict-ui.fetch.headers', { count: entries.length })}</summary>
      <dl class="facts facts-headers">
        {entries.map(([name, value]) => (
          <Fragment key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>
              <code>
                <SiteText text={value} />
              </code>
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
