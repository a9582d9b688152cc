/**
 * The site's robots.txt over time, in the workbench: compare any two versions
 * the worker kept (src/worker/history/robots-history.ts), or a version and the
 * draft. It says what changed rule by rule (src/core/robots-diff.ts: a rule
 * that only moved is no change) and what that does to URLs for every
 * crawler: the workbench's list, the sitemaps the two versions name (read on
 * the person's request, within the sitemap reader's bounds), and the pages
 * the person opened on the origin when they keep them (options page). Each
 * verdict that changes is said in words and in a table with the deciding line
 * before and after; the results table marks the list's rows it changes.
 * The popup's "robots.txt changed" line and a watch-list notification open
 * the workbench on a comparison (history-address.ts).
 */
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { ruleKeyword, type UrlEffect } from '../../core/index.ts';
import type { VersionSummary } from '../../shared/robots-history.ts';
import { site } from '../../text/text.ts';
import { MessageText, SiteText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import type { SourceCounts } from './history-effects.ts';
import { historySection } from './actions.ts';
import { allProfiles, versionHistory } from './store.ts';
import { DRAFT, type Comparison, type ComparisonSitemaps } from './history-state.ts';

/** The most changed verdicts listed in the table. */
const MAX_ROWS = 500;

function statusOf(v: VersionSummary): number {
  return v.outcome.kind === 'response' ? v.outcome.status : 0;
}

/**
 * The card keeps no state of its own: what it shows is the store's history
 * slice (history-state.ts), and every change goes through history-actions.ts.
 */
export function HistoryPanel({ origin }: { origin: string }) {
  const text = useText();
  // Each showing of the card starts afresh on the versions the address asks for (before it is first painted).
  useLayoutEffect(() => historySection.open(location.search), []);
  // The origin's versions and the pages opened on it are asked for once per origin; the comparison's sources go with the origin.
  useEffect(() => historySection.showOrigin(origin), [origin]);

  const { answer, failed, fromId: from, toId: to, comparison: shown, comparing, sitemaps, visited } = versionHistory;
  const fromId = from.value;
  const toId = to.value;
  const comparison = shown.value;
  const profiles = allProfiles.value;

  if (failed.value) return null;
  const versions = answer.value?.versions ?? [];
  const label = (v: VersionSummary) => text.t('history.workbench.version', { first: v.firstSeen, status: statusOf(v) });
  const options = (withDraft: boolean) => (
    <>
      {[...versions].reverse().map((v) => (
        <option key={v.id} value={v.id}>
          {label(v)}
        </option>
      ))}
      {withDraft && <option value={DRAFT}>{text.t('history.workbench.draft')}</option>}
    </>
  );
  return (
    <section class="card history-card" aria-labelledby="history-heading" data-testid="history-card">
      <h2 id="history-heading">{text.t('history.workbench.heading')}</h2>
      {versions.length === 0 && fromId === null ? (
        <p class="hint">{text.t('history.workbench.none')}</p>
      ) : (
        <>
          <div class="history-pick">
            <label>
              {text.t('history.workbench.from')}
              <select value={fromId ?? ''} data-testid="history-from" onChange={(e) => historySection.chooseFrom(e.currentTarget.value)}>
                {options(true)}
              </select>
            </label>
            <label>
              {text.t('history.workbench.to')}
              <select value={toId ?? ''} data-testid="history-to" onChange={(e) => historySection.chooseTo(e.currentTarget.value)}>
                {options(true)}
              </select>
            </label>
          </div>
          {comparison === null ? (
            <p class="hint">{text.t('history.workbench.reading')}</p>
          ) : (
            <>
              <HistoryDiff comparison={comparison} crawlers={profiles.length} busy={comparing.value} />
              <ComparisonSources
                counts={comparison.counts}
                sitemaps={sitemaps.value}
                visitedOn={visited.value?.on ?? true}
                onReadSitemaps={historySection.readSitemaps}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Where the checked URLs came from, the sitemaps' reading, and a word when the pages opened are not kept. */
function ComparisonSources({
  counts,
  sitemaps,
  visitedOn,
  onReadSitemaps,
}: {
  counts: SourceCounts;
  sitemaps: ComparisonSitemaps;
  visitedOn: boolean;
  onReadSitemaps: () => void;
}) {
  const text = useText();
  return (
    <div class="history-sources" data-testid="history-sources">
      <p data-testid="history-source-counts">{text.t('history.workbench.sources', counts)}</p>
      {!visitedOn && <p class="hint">{text.t('history.workbench.visited-off')}</p>}
      <div class="history-sitemaps">
        <button
          type="button"
          class="button"
          disabled={sitemaps.kind === 'reading'}
          data-testid="history-read-sitemaps"
          onClick={onReadSitemaps}
        >
          {text.t('history.workbench.read-sitemaps')}
        </button>
        {sitemaps.kind !== 'idle' && (
          <span class="hint" role="status" data-testid="history-sitemaps-status">
            {sitemaps.kind === 'reading'
              ? text.t('history.workbench.sitemaps-reading', { files: sitemaps.files, urls: sitemaps.urls })
              : text.t('history.workbench.sitemaps-read', { files: sitemaps.files, urls: sitemaps.urls.length, failed: sitemaps.failed })}
          </span>
        )}
      </div>
    </div>
  );
}

/** "disallowed, line 7: Disallow: /shop", or "allowed, no rule". */
function VerdictCell({ side }: { side: UrlEffect['before'] }) {
  const text = useText();
  const allowed = side.allowed ? 'yes' : 'no';
  return side.rule === null ? (
    text.t('history.workbench.verdict-none', { allowed })
  ) : (
    <MessageText parts={text.parts('history.workbench.verdict-line', { allowed, line: side.line, rule: site(side.rule) })} />
  );
}

function HistoryDiff({ comparison, crawlers, busy }: { comparison: Comparison; crawlers: number; busy: boolean }) {
  const text = useText();
  const { diff, effects, checked, leftOut } = comparison;
  return (
    <div class="history-diff" data-testid="history-diff" aria-busy={busy ? 'true' : 'false'}>
      <p data-testid="history-summary">
        {diff.same
          ? text.t('history.workbench.same')
          : text.t('history.workbench.summary', { added: diff.rulesAdded, removed: diff.rulesRemoved })}
      </p>
      {diff.groups.length > 0 && (
        <ul class="history-groups">
          {diff.groups.map((g) => (
            <li key={g.key.join(' ')}>
              <MessageText
                parts={text.parts('history.workbench.group', {
                  status: g.status,
                  agents: site(g.key.length === 0 ? '—' : g.userAgents.join(', ')),
                })}
              />
              <ul>
                {g.added.map((r) => (
                  <li key={`+${r.kind}${r.pattern}`} class="history-added">
                    <MessageText
                      parts={text.parts('history.workbench.rule-added', { rule: site(`${ruleKeyword(r.kind)}: ${r.pattern}`) })}
                    />
                  </li>
                ))}
                {g.removed.map((r) => (
                  <li key={`-${r.kind}${r.pattern}`} class="history-removed">
                    <MessageText
                      parts={text.parts('history.workbench.rule-removed', { rule: site(`${ruleKeyword(r.kind)}: ${r.pattern}`) })}
                    />
                  </li>
                ))}
                {g.crawlDelay && (
                  <li>
                    <MessageText
                      parts={text.parts('history.workbench.crawl-delay', {
                        before: site(g.crawlDelay.before?.value ?? '—'),
                        after: site(g.crawlDelay.after?.value ?? '—'),
                      })}
                    />
                  </li>
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {(diff.sitemapsAdded.length > 0 || diff.sitemapsRemoved.length > 0) && (
        <ul class="history-groups">
          {diff.sitemapsAdded.map((s) => (
            <li key={`+${s.url}`} class="history-added">
              <MessageText parts={text.parts('history.workbench.sitemap-added', { url: site(s.url) })} />
            </li>
          ))}
          {diff.sitemapsRemoved.map((s) => (
            <li key={`-${s.url}`} class="history-removed">
              <MessageText parts={text.parts('history.workbench.sitemap-removed', { url: site(s.url) })} />
            </li>
          ))}
        </ul>
      )}
      <p data-testid="history-effect">
        {checked === 0
          ? text.t('history.workbench.no-urls')
          : text.t('history.workbench.effect', { changed: effects.length, urls: checked, crawlers })}
        {leftOut > 0 && ` ${text.t('history.workbench.left-out', { count: leftOut })}`}
      </p>
      {effects.length > 0 && (
        <div class="history-table-wrap">
          <table class="history-table" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{text.t('history.workbench.col-crawler')}</th>
                <th scope="col">URL</th>
                <th scope="col">{text.t('history.workbench.col-before')}</th>
                <th scope="col">{text.t('history.workbench.col-after')}</th>
              </tr>
            </thead>
            <tbody>
              {effects.slice(0, MAX_ROWS).map((e) => (
                <tr key={`${e.crawlerName} ${e.url}`}>
                  <td>{e.crawlerName}</td>
                  <td class="history-url">
                    <SiteText text={e.url} />
                  </td>
                  <td>
                    <VerdictCell side={e.before} />
                  </td>
                  <td>
                    <VerdictCell side={e.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
