/** How robots.txt was fetched: URL, redirect hops, status, content type, size, truncation, age, cache. */
import { Fragment } from 'preact';
import type { FetchFacts as Facts, RobotsRecord } from '../shared/robots-record.ts';
import { MAX_ROBOTS_BYTES } from '../core/index.ts';
import { formatAge, formatUntil } from '../shared/time-text.ts';
import { formatBytes, formatStatus } from './format.ts';
import { SiteText } from './site-text.tsx';
import { pillClass } from './refresh-bar.tsx';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';

interface FetchFactsProps {
  record: RobotsRecord;
  result: RecordVerdict;
  /** Whether the record came from the extension's cache rather than a fetch for this page. */
  fromCache: boolean;
  /** The clock the ages are counted from (epoch ms). */
  now: number;
}

export function FetchFacts({ record, result, fromCache, now: t }: FetchFactsProps) {
  const facts = record.latest.facts;
  return (
    <section class="panel" aria-labelledby="fetch-heading" data-testid="fetch-facts">
      <h2 id="fetch-heading" class="panel-title">
        Fetch
      </h2>
      <dl class="facts">
        <dt>Requested</dt>
        <dd>
          <code class="url">
            <SiteText text={facts.robotsUrl} />
          </code>
        </dd>
        {facts.hops.length > 0 && (
          <>
            <dt>Redirects</dt>
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
                      <span class="visually-hidden">redirects to</span>
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
        <dt>Final URL</dt>
        <dd>
          {facts.finalUrl ? (
            <code class="url">
              <SiteText text={facts.finalUrl} />
            </code>
          ) : (
            <span class="muted">none answered</span>
          )}
        </dd>
        <dt>Status</dt>
        <dd data-testid="fetch-status">
          <StatusText facts={facts} />
        </dd>
        <dt>Content type</dt>
        <dd>
          {facts.contentType ? (
            <code>
              <SiteText text={facts.contentType} />
            </code>
          ) : (
            <span class="muted">not given</span>
          )}
        </dd>
        <dt>Size</dt>
        <dd>
          {formatBytes(facts.receivedBytes)}
          {facts.truncated ? ' or more' : ''}
          {facts.truncated && (
            <span class="fact-warning" data-testid="truncated">
              {' '}
              Truncated: only the first 500 KiB ({MAX_ROBOTS_BYTES.toLocaleString('en-US')} bytes) are read; the rest is ignored.
            </span>
          )}
        </dd>
        <dt>Fetched</dt>
        <dd>
          {formatAge(t - facts.fetchedAt)} <span class="muted">({new Date(facts.fetchedAt).toLocaleString()})</span>, in{' '}
          {Math.round(facts.durationMs)} ms
        </dd>
        <dt>Cache</dt>
        <dd>
          {fromCache ? 'Served from the extension’s cache' : 'Fetched for this popup'}; next refetch {formatUntil(record.expiresAt - t)}.
        </dd>
        {result.used === 'last-good' && record.lastGood && <LastGood record={record} now={t} />}
        <dt>Cookies</dt>
        <dd>
          {facts.credentials === 'include'
            ? 'Sent (the option for staging sites is on). Real crawlers never send cookies.'
            : 'Not sent, like a real crawler.'}
        </dd>
      </dl>
      <HeaderList headers={facts.headers} />
    </section>
  );
}

function StatusText({ facts }: { facts: Facts }) {
  const o = facts.outcome;
  if (o.kind === 'network-error') {
    return (
      <span class="status-pill status-error">
        No answer: {o.error}
        {o.detail ? ` (${o.detail})` : ''}
      </span>
    );
  }
  if (o.kind === 'redirect-refused') {
    return <span class="status-pill status-error">Redirect not followed</span>;
  }
  return <span class={`status-pill ${pillClass(o.status)}`}>{formatStatus(o.status)}</span>;
}

function LastGood({ record, now: t }: { record: RobotsRecord; now: number }) {
  const good = record.lastGood;
  if (!good) return null;
  const o = good.facts.outcome;
  return (
    <>
      <dt>Rules from</dt>
      <dd>
        The last good copy, fetched {formatAge(t - good.facts.fetchedAt)}
        {o.kind === 'response' ? ` (${formatStatus(o.status)}, ${formatBytes(good.facts.receivedBytes)})` : ''}.
      </dd>
    </>
  );
}

function HeaderList({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return null;
  return (
    <details class="headers">
      <summary>Response headers ({entries.length})</summary>
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
