/**
 * The robots.txt history card's actions: the only code that writes the
 * card's slice of the store (history-state.ts) and the marks its comparison
 * leaves on the results. Part of the workbench's actions layer (see
 * actions.ts): the card calls these, never sets a signal itself. Every
 * answer that comes back later (the worker's versions, a version's body, the
 * sliced comparison, the sitemaps, the pages opened) is written only while
 * it is the latest asked (src/shared/latest-answer.ts).
 */
import { batch, effect, type Signal } from '@preact/signals';
import type { CrawlerProfile, RobotsTxt, UrlEffect } from '../../core/index.ts';
import { latestAnswer } from '../../shared/latest-answer.ts';
import { sendHistoryMessage, sendVisitedMessage, type HistoryVersion } from '../../shared/robots-history.ts';
import { importSitemaps } from '../../url-lists/sitemap-import.ts';
import { historyQuery } from './history-address.ts';
import { ChangedEffects, type VersionChanges } from './history-effects.ts';
import { DRAFT, type HistoryReading, type HistorySlice } from './history-state.ts';
import { sitemapSources } from './urls/sitemap-sources.ts';

export interface HistoryActions {
  /**
   * The card appears: it starts afresh, on the versions the address asks for
   * (`search`, the page's query), and its work starts (reading the versions
   * compared, comparing them). Gives what stops that work when the card goes.
   */
  open(search: string): () => void;
  /** The card is for this origin: its versions and the pages opened on it are asked for. Gives what ends the comparison's sources and marks. */
  showOrigin(origin: string): () => void;
  chooseFrom(id: string): void;
  chooseTo(id: string): void;
  /** Reads the sitemaps the compared versions name (and /sitemap.xml), up to as many URLs as the comparison checks. */
  readSitemaps(): void;
}

/** The results' marks of a comparison (store.ts's `versionChanges` and `versionChangesOnly`). */
interface Marks {
  versionChanges: Signal<VersionChanges | null>;
  versionChangesOnly: Signal<boolean>;
}

export function historyActions(
  slice: HistorySlice,
  reading: HistoryReading,
  crawlers: { readonly value: readonly CrawlerProfile[] },
  marks: Marks,
): HistoryActions {
  const { origin, answer, failed, fromId, toId, bodies, comparison, comparing, sitemaps, visited } = slice;
  /** The card shown now: what an earlier showing asked is dropped. */
  const showings = latestAnswer();
  const versionsAnswer = latestAnswer();
  const comparisons = latestAnswer();
  const sitemapsAnswer = latestAnswer();
  const visitedAnswer = latestAnswer();
  let sitemapsReading: AbortController | null = null;

  /** Asks the worker for the pages the person opened on the origin (none when they do not keep them). */
  async function loadVisitedPages(forOrigin: string): Promise<void> {
    const ask = visitedAnswer.ask();
    try {
      const [view, urls] = await Promise.all([
        sendVisitedMessage('visitedView'),
        sendVisitedMessage('visitedForOrigin', { origin: forOrigin }),
      ]);
      if (ask.current) visited.value = { on: view.on, urls };
    } catch {
      // The worker did not answer: the comparison goes on with the other sources.
      if (ask.current) visited.value = { on: false, urls: [] };
    }
  }

  /** Within the sitemap reader's bounds and address policy, up to `limit` URLs. */
  async function readComparisonSitemaps(forOrigin: string, roots: readonly string[], limit: number): Promise<void> {
    sitemapsReading?.abort();
    const controller = new AbortController();
    sitemapsReading = controller;
    const ask = sitemapsAnswer.ask();
    sitemaps.value = { kind: 'reading', files: 0, urls: 0 };
    let result: Awaited<ReturnType<typeof importSitemaps>>;
    try {
      result = await importSitemaps(roots, {
        origin: forOrigin,
        signal: controller.signal,
        limit,
        onProgress: (p) => {
          if (ask.current) sitemaps.value = { kind: 'reading', files: p.filesDone, urls: p.urls };
        },
      });
    } catch {
      if (ask.current) sitemaps.value = { kind: 'read', urls: [], files: 0, failed: roots.length };
      return;
    }
    if (!ask.current) return;
    sitemapsReading = null;
    sitemaps.value = {
      kind: 'read',
      // A URL of another origin is not judged by this origin's robots.txt.
      urls: result.urls.filter((u) => !u.otherOrigin).map((u) => u.url),
      files: result.files.filter((f) => f.kind !== null).length,
      failed: result.files.filter((f) => f.kind === null).length,
    };
  }

  /** The comparison closed (another origin, or the card gone): its sources and marks go, a sitemap read under way stops. */
  function endComparison(): void {
    sitemapsReading?.abort();
    sitemapsReading = null;
    sitemapsAnswer.ask();
    visitedAnswer.ask();
    batch(() => {
      sitemaps.value = { kind: 'idle' };
      visited.value = null;
      marks.versionChanges.value = null;
      marks.versionChangesOnly.value = false;
    });
  }

  return {
    open(search) {
      const showing = showings.ask();
      const asked = historyQuery(search);
      batch(() => {
        origin.value = null;
        answer.value = null;
        failed.value = false;
        fromId.value = asked?.from ?? null;
        toId.value = asked?.to ?? null;
        bodies.value = new Map();
        comparison.value = null;
        comparing.value = false;
      });
      // One cache of the URLs' effects per showing of the card.
      const changedEffects = new ChangedEffects();

      // A version chosen and not yet read is asked for.
      const stopReading = effect(() => {
        const o = origin.value;
        if (o === null) return;
        const known = bodies.value;
        for (const id of [fromId.value, toId.value]) {
          if (id === null || id === DRAFT || known.has(id)) continue;
          void sendHistoryMessage('historyVersion', { origin: o, id }).then((v) => {
            if (v && showing.current) bodies.value = new Map(bodies.peek()).set(v.id, v);
          });
        }
      });

      // Worked out in slices (a new list or file may mean 350,000 decisions); the last comparison stays
      // on screen, marked busy, until the new one is whole. The results table marks the rows it changes.
      const stopComparing = effect(() => {
        const files = reading.files.value;
        const sources = reading.sources.value;
        const profiles = crawlers.value;
        const perSide = reading.perSide.value;
        const ask = comparisons.ask();
        if (files === null) {
          batch(() => {
            if (comparison.peek() !== null) marks.versionChanges.value = null;
            comparison.value = null;
            comparing.value = false;
          });
          return;
        }
        const checked = sources.urls.slice(0, perSide);
        comparing.value = true;
        void changedEffects
          .changedInSlices(files.before, files.after, checked, profiles, () => ask.current)
          .then((effects) => {
            if (effects === null || !ask.current) return;
            const changes = byCrawler(effects, (e) => profiles[changedEffects.crawlerOf.get(e) ?? -1]?.id);
            batch(() => {
              comparison.value = {
                diff: files.diff,
                effects,
                checked: checked.length,
                leftOut: sources.urls.length - checked.length,
                counts: sources.counts,
                byCrawler: changes,
              };
              comparing.value = false;
              marks.versionChanges.value = changes;
            });
          });
      });

      return () => {
        showings.ask();
        comparisons.ask();
        stopReading();
        stopComparing();
      };
    },

    showOrigin(o) {
      origin.value = o;
      const ask = versionsAnswer.ask();
      sendHistoryMessage('historyForOrigin', { origin: o }).then(
        (a) => {
          if (!ask.current) return;
          const known = new Map<string, HistoryVersion>();
          for (const v of [a.current, a.previous]) if (v) known.set(v.id, v);
          batch(() => {
            answer.value = a;
            bodies.value = known;
            // The change the popup names; with one version only, that version against the draft.
            fromId.value = fromId.peek() ?? a.previous?.id ?? a.current?.id ?? null;
            toId.value = toId.peek() ?? (a.previous ? (a.current?.id ?? null) : a.current ? DRAFT : null);
          });
        },
        () => {
          if (ask.current) failed.value = true;
        },
      );
      // The pages opened on this origin are asked for once per origin; the comparison's sources go with the origin.
      void loadVisitedPages(o);
      return () => {
        versionsAnswer.ask();
        endComparison();
      };
    },

    chooseFrom(id) {
      fromId.value = id;
    },

    chooseTo(id) {
      toId.value = id;
    },

    readSitemaps() {
      const files = reading.files.peek();
      const o = origin.peek();
      if (files === null || o === null) return;
      const named = (file: RobotsTxt) => file.sitemaps.map((s) => s.url);
      void readComparisonSitemaps(
        o,
        sitemapSources(o, named(files.before), named(files.after)).map((s) => s.url),
        reading.perSide.peek(),
      );
    },
  };
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
