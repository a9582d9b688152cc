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
import { useEffect, useMemo, useState } from 'preact/hooks';
import { bytesFromBase64, diffRobots, parseRobotsTxt, ruleKeyword, type RobotsTxt, type UrlEffect } from '../../core/index.ts';
import { sendHistoryMessage, type HistoryVersion, type OriginHistoryAnswer, type VersionSummary } from '../../shared/robots-history.ts';
import { site } from '../../text/text.ts';
import { MessageText, SiteText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { latestAnswer } from '../../shared/latest-answer.ts';
import { ChangedEffects, checkedUrls, type SourceCounts, type VersionChanges } from './history-effects.ts';
import { historyQuery } from './history-address.ts';
import { endComparison, loadVisitedPages, readComparisonSitemaps, showVersionChanges } from './actions.ts';
import { allProfiles, comparisonSitemaps, draftRead, urlList, visitedPages, type ComparisonSitemaps } from './store.ts';
import { sitemapSources } from './urls/sitemap-sources.ts';

/** The most URL × crawler verdicts computed here at once (each side): the page stays responsive. */
export const MAX_HISTORY_CHECKS = 200_000;
/** The most changed verdicts listed in the table. */
const MAX_ROWS = 500;
const DRAFT = 'draft';

function statusOf(v: VersionSummary): number {
  return v.outcome.kind === 'response' ? v.outcome.status : 0;
}

function modelOf(version: HistoryVersion | null): RobotsTxt | null {
  if (version === null) return null;
  return parseRobotsTxt(version.bodyBase64 === null ? new Uint8Array(0) : bytesFromBase64(version.bodyBase64));
}

export function HistoryPanel({ origin }: { origin: string }) {
  const text = useText();
  const [answer, setAnswer] = useState<OriginHistoryAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = historyQuery(location.search);
  const [fromId, setFromId] = useState<string | null>(asked?.from ?? null);
  const [toId, setToId] = useState<string | null>(asked?.to ?? null);
  const [bodies, setBodies] = useState<Map<string, HistoryVersion>>(new Map());

  useEffect(() => {
    let live = true;
    sendHistoryMessage('historyForOrigin', { origin }).then(
      (a) => {
        if (!live) return;
        setAnswer(a);
        const known = new Map<string, HistoryVersion>();
        for (const v of [a.current, a.previous]) if (v) known.set(v.id, v);
        setBodies(known);
        // The change the popup names; with one version only, that version against the draft.
        setFromId((f) => f ?? a.previous?.id ?? a.current?.id ?? null);
        setToId((t) => t ?? (a.previous ? (a.current?.id ?? null) : a.current ? DRAFT : null));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [origin]);

  // A version not yet read is asked for once.
  useEffect(() => {
    for (const id of [fromId, toId]) {
      if (id === null || id === DRAFT || bodies.has(id)) continue;
      void sendHistoryMessage('historyVersion', { origin, id }).then((v) => {
        if (v) setBodies((b) => new Map(b).set(v.id, v));
      });
    }
  }, [fromId, toId, bodies, origin]);

  // The pages opened on this origin are asked for once per origin; the comparison's sources go with the origin.
  useEffect(() => {
    void loadVisitedPages(origin);
    return endComparison;
  }, [origin]);

  const draft = draftRead.value.bytes;
  const urls = urlList.urls.value;
  const profiles = allProfiles.value;
  const sitemaps = comparisonSitemaps.value;
  const visited = visitedPages.value;
  // The two files are read when they change, not when the URLs do; the URLs' effects are kept per URL (history-effects.ts).
  const files = useMemo(() => {
    const before = fromId === DRAFT ? parseRobotsTxt(draft) : modelOf(fromId === null ? null : (bodies.get(fromId) ?? null));
    const after = toId === DRAFT ? parseRobotsTxt(draft) : modelOf(toId === null ? null : (bodies.get(toId) ?? null));
    return before === null || after === null ? null : { before, after, diff: diffRobots(before, after) };
  }, [fromId, toId, bodies, draft]);
  // The list first, then what the sitemaps and the pages opened add (each URL once).
  const sources = useMemo(
    () =>
      checkedUrls(
        urls.map((u) => u.url),
        sitemaps.kind === 'read' ? sitemaps.urls : [],
        visited?.urls ?? [],
      ),
    [urls, sitemaps, visited],
  );
  const [changedEffects] = useState(() => new ChangedEffects());
  const [effectsAsk] = useState(latestAnswer);
  const perSide = Math.max(1, Math.floor(MAX_HISTORY_CHECKS / Math.max(1, profiles.length)));
  // Worked out in slices (a new list or file may mean 350,000 decisions); the last comparison stays
  // on screen, marked busy, until the new one is whole.
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [comparing, setComparing] = useState(false);
  useEffect(() => {
    const ask = effectsAsk.ask();
    if (files === null) {
      setComparison(null);
      setComparing(false);
      return;
    }
    const checked = sources.urls.slice(0, perSide);
    setComparing(true);
    void changedEffects
      .changedInSlices(files.before, files.after, checked, profiles, () => ask.current)
      .then((effects) => {
        if (effects === null || !ask.current) return;
        setComparison({
          diff: files.diff,
          effects,
          checked: checked.length,
          leftOut: sources.urls.length - checked.length,
          counts: sources.counts,
          byCrawler: byCrawler(effects, (e) => profiles[changedEffects.crawlerOf.get(e) ?? -1]?.id),
        });
        setComparing(false);
      });
  }, [files, sources, profiles, changedEffects, effectsAsk, perSide]);
  // The results table marks the rows this comparison changes, while it is shown.
  const changes = comparison?.byCrawler ?? null;
  useEffect(() => showVersionChanges(changes), [changes]);
  const readSitemaps = () => {
    if (files === null) return;
    const named = (file: RobotsTxt) => file.sitemaps.map((s) => s.url);
    void readComparisonSitemaps(
      origin,
      sitemapSources(origin, named(files.before), named(files.after)).map((s) => s.url),
      perSide,
    );
  };

  if (failed) return null;
  const versions = answer?.versions ?? [];
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
              <select value={fromId ?? ''} data-testid="history-from" onChange={(e) => setFromId(e.currentTarget.value)}>
                {options(true)}
              </select>
            </label>
            <label>
              {text.t('history.workbench.to')}
              <select value={toId ?? ''} data-testid="history-to" onChange={(e) => setToId(e.currentTarget.value)}>
                {options(true)}
              </select>
            </label>
          </div>
          {comparison === null ? (
            <p class="hint">{text.t('history.workbench.reading')}</p>
          ) : (
            <>
              <HistoryDiff comparison={comparison} crawlers={profiles.length} busy={comparing} />
              <ComparisonSources
                counts={comparison.counts}
                sitemaps={sitemaps}
                visitedOn={visited?.on ?? true}
                onReadSitemaps={readSitemaps}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

interface Comparison {
  diff: ReturnType<typeof diffRobots>;
  effects: UrlEffect[];
  checked: number;
  leftOut: number;
  counts: SourceCounts;
  byCrawler: VersionChanges;
}

/** The changed verdicts by crawler id, then by URL. */
function byCrawler(effects: readonly UrlEffect[], crawlerId: (e: UrlEffect) => string | undefined): VersionChanges {
  const out = new Map<string, Map<string, UrlEffect>>();
  for (const e of effects) {
    const id = crawlerId(e);
    if (id === undefined) continue;
    let urls = out.get(id);
    if (!urls) out.set(id, (urls = new Map()));
    urls.set(e.url, e);
  }
  return out;
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
