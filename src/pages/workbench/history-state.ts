/**
 * The robots.txt history card's state (history-panel.tsx): its slice of the
 * page's store, and what views read of it. The store (store.ts) creates the
 * page's one; only the actions layer (history-actions.ts) writes it, and the
 * card reads it as `HistoryReading`, with the two files compared and the URLs
 * checked worked out here from the slice and the rest of the store.
 */
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { bytesFromBase64, diffRobots, parseRobotsTxt, type RobotsTxt, type UrlEffect } from '../../core/index.ts';
import type { HistoryVersion, OriginHistoryAnswer } from '../../shared/robots-history.ts';
import { checkedUrls, type SourceCounts, type VersionChanges } from './history-effects.ts';

/** The most URL × crawler verdicts computed at once (each side): the page stays responsive. */
export const MAX_HISTORY_CHECKS = 200_000;
/** The version id that stands for the draft. */
export const DRAFT = 'draft';

/** The sitemaps the compared versions name, read on the person's request. */
export type ComparisonSitemaps =
  | { kind: 'idle' }
  | { kind: 'reading'; files: number; urls: number }
  | { kind: 'read'; urls: readonly string[]; files: number; failed: number };

/** What a comparison found: the rule changes, the verdicts they move, and the URLs it checked. */
export interface Comparison {
  diff: ReturnType<typeof diffRobots>;
  effects: UrlEffect[];
  checked: number;
  leftOut: number;
  counts: SourceCounts;
  byCrawler: VersionChanges;
}

/** The two files compared, read, and their rule-by-rule difference. */
interface ComparedFiles {
  before: RobotsTxt;
  after: RobotsTxt;
  diff: ReturnType<typeof diffRobots>;
}

/** The card's writable signals (written by history-actions.ts alone). */
export interface HistorySlice {
  /** The origin the card shows (null before it is shown). */
  origin: Signal<string | null>;
  /** The worker's versions of the origin's robots.txt (null until it answers). */
  answer: Signal<OriginHistoryAnswer | null>;
  /** The worker did not give the history: the card is not shown. */
  failed: Signal<boolean>;
  /** The versions compared: an id, `DRAFT`, or null while none is chosen. */
  fromId: Signal<string | null>;
  toId: Signal<string | null>;
  /** The versions read so far, by id. */
  bodies: Signal<ReadonlyMap<string, HistoryVersion>>;
  /** The comparison shown; the last one stays, marked busy (`comparing`), until a new one is whole. */
  comparison: Signal<Comparison | null>;
  comparing: Signal<boolean>;
  /** The sitemaps the versions name, as read for the comparison. */
  sitemaps: Signal<ComparisonSitemaps>;
  /** The pages the person opened on this origin, newest first (null until asked; `on`: whether they are kept). */
  visited: Signal<{ on: boolean; urls: readonly string[] } | null>;
}

export function createHistorySlice(): HistorySlice {
  return {
    origin: signal<string | null>(null),
    answer: signal<OriginHistoryAnswer | null>(null),
    failed: signal(false),
    fromId: signal<string | null>(null),
    toId: signal<string | null>(null),
    bodies: signal<ReadonlyMap<string, HistoryVersion>>(new Map()),
    comparison: signal<Comparison | null>(null),
    comparing: signal(false),
    sitemaps: signal<ComparisonSitemaps>({ kind: 'idle' }),
    visited: signal<{ on: boolean; urls: readonly string[] } | null>(null),
  };
}

/** What the card reads: the slice read-only, and what it adds up to. */
export type HistoryReading = { readonly [K in keyof HistorySlice]: ReadonlySignal<HistorySlice[K]['value']> } & {
  /** The two files compared (null while one is not read yet). */
  readonly files: ReadonlySignal<ComparedFiles | null>;
  /** The URLs checked: the list first, then what the sitemaps and the pages opened add (each URL once). */
  readonly sources: ReadonlySignal<{ urls: string[]; counts: SourceCounts }>;
  /** How many URLs are checked at most, so that URLs × crawlers stays within `MAX_HISTORY_CHECKS`. */
  readonly perSide: ReadonlySignal<number>;
};

function modelOf(version: HistoryVersion | null): RobotsTxt | null {
  if (version === null) return null;
  return parseRobotsTxt(version.bodyBase64 === null ? new Uint8Array(0) : bytesFromBase64(version.bodyBase64));
}

/** The slice as the card reads it, with the rest of the store it depends on: the draft as read, the list's URLs, the crawlers. */
export function historyReading(
  slice: HistorySlice,
  store: {
    draft: ReadonlySignal<Uint8Array>;
    urls: ReadonlySignal<readonly { url: string }[]>;
    crawlers: ReadonlySignal<readonly unknown[]>;
  },
): HistoryReading {
  const side = (id: string | null): RobotsTxt | null =>
    id === DRAFT ? parseRobotsTxt(store.draft.value) : modelOf(id === null ? null : (slice.bodies.value.get(id) ?? null));
  return {
    ...slice,
    // The two files are read when they change, not when the URLs do; the URLs' effects are kept per URL (history-effects.ts).
    files: computed(() => {
      const before = side(slice.fromId.value);
      const after = side(slice.toId.value);
      return before === null || after === null ? null : { before, after, diff: diffRobots(before, after) };
    }),
    sources: computed(() => {
      const sitemaps = slice.sitemaps.value;
      return checkedUrls(
        store.urls.value.map((u) => u.url),
        sitemaps.kind === 'read' ? sitemaps.urls : [],
        slice.visited.value?.urls ?? [],
      );
    }),
    perSide: computed(() => Math.max(1, Math.floor(MAX_HISTORY_CHECKS / Math.max(1, store.crawlers.value.length)))),
  };
}
