/**
 * What the draft changes in stated preferences, across every crawler of the
 * evaluation: how many crawlers the draft stops allowing a use for (a refusal
 * where the live file had none), or starts allowing it for, and where — the
 * common folder of the URLs concerned when they share one, else how many
 * URLs. The use is named by what the crawlers are for (training, AI answers,
 * search). Messages with their parameters; the page words them.
 */
import type { CrawlerGroup } from '../../../core/index.ts';
import type { MessageIn } from '../../../text/messages/index.ts';
import type { AiUseMessages } from '../../../text/messages/ai-use.ts';
import type { CrawlerColumn, TestUrl } from '../engine/evaluation-facts.ts';

export type UseChangeMessage = Extract<MessageIn<AiUseMessages>, { key: `use.draft.${'stops' | 'starts'}-allowing.${string}` }>;

export type UseWord = 'training' | 'answers' | 'search';

/** The use a crawler group's preferences are about; null for groups no preference concerns. */
export function useWordOf(group: CrawlerGroup): UseWord | null {
  switch (group) {
    case 'ai-training':
      return 'training';
    case 'ai-search':
    case 'user-triggered':
      return 'answers';
    case 'search':
    case 'google-special':
      return 'search';
    default:
      return null;
  }
}

interface Tally {
  crawlers: number;
  urls: Set<number>;
}

/** The folder every path shares (`/blog/`), or null when they share only the root. */
export function commonFolder(paths: readonly string[]): string | null {
  if (paths.length === 0) return null;
  let prefix = paths[0]!;
  for (const p of paths) {
    let i = 0;
    while (i < prefix.length && i < p.length && prefix[i] === p[i]) i++;
    prefix = prefix.slice(0, i);
  }
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  return folder.length > 1 ? folder : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

export function useChangeMessages(columns: readonly CrawlerColumn[], urls: readonly Pick<TestUrl, 'url'>[]): UseChangeMessage[] {
  const stops = new Map<UseWord, Tally>();
  const starts = new Map<UseWord, Tally>();
  for (const c of columns) {
    const word = useWordOf(c.group);
    if (word === null || c.use === undefined) continue;
    const { live, draft } = c.use;
    let stopped = false;
    let started = false;
    for (let i = 0; i < live.length; i++) {
      const a = live[i]!;
      const b = draft[i]!;
      if (a === b) continue;
      if (b === 2) {
        stopped = true;
        tallyOf(stops, word).urls.add(i);
      } else if (b === 1) {
        started = true;
        tallyOf(starts, word).urls.add(i);
      }
    }
    if (stopped) tallyOf(stops, word).crawlers++;
    if (started) tallyOf(starts, word).crawlers++;
  }
  const out: UseChangeMessage[] = [];
  for (const [kind, tallies] of [
    ['stops', stops],
    ['starts', starts],
  ] as const) {
    for (const [use, t] of tallies) {
      if (t.crawlers === 0) continue;
      const folder = commonFolder([...t.urls].map((i) => pathOf(urls[i]?.url ?? '')));
      const key = kind === 'stops' ? 'use.draft.stops-allowing' : 'use.draft.starts-allowing';
      out.push(
        folder === null
          ? { key: `${key}.urls`, params: { use, count: t.crawlers, urls: t.urls.size } }
          : { key: `${key}.folder`, params: { use, count: t.crawlers, folder: { site: folder } } },
      );
    }
  }
  return out;
}

function tallyOf(map: Map<UseWord, Tally>, word: UseWord): Tally {
  let t = map.get(word);
  if (t === undefined) {
    t = { crawlers: 0, urls: new Set() };
    map.set(word, t);
  }
  return t;
}
