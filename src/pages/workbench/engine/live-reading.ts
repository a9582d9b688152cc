/**
 * The live file's verdicts for one crawler over every URL: what the popup
 * would say for each (recordSource() decides which copy of robots.txt counts,
 * or which HTTP outcome decides without one; core's selection and rule set
 * decide the rest, as decideVerdict() does). The live file does not change
 * while the draft does, so a column is made once per way of reading it and
 * list of URLs.
 */
import { judge } from '../../../core/evaluate.ts';
import { selectGroupsFor } from '../../../core/group-selection.ts';
import type { RobotsTxt } from '../../../core/model.ts';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import { parsedSnapshot, recordSource } from '../../../robots/verdict-for-record.ts';
import type { ReadingColumn } from './evaluation-facts.ts';
import { STATE_CODE, uniformColumn } from './reading-column.ts';
import type { UrlSet } from './url-set.ts';

export class LiveReading {
  /** Columns by what decided them (a rule set, a selection with none, or an outcome's state). */
  private readonly columns = new Map<unknown, ReadingColumn>();
  private urls: UrlSet | null = null;

  /**
   * `record` null: no live file is known (nothing fetched yet, or no
   * robots.txt applies): every URL reads as allowed by no line, as with an
   * empty file. `now` is when Google's 30-day rule is read.
   */
  constructor(
    readonly record: RobotsRecord | null,
    private readonly now: number,
  ) {}

  /** The engine's own column (copy it before handing it on). */
  column(profile: CrawlerProfile, urls: UrlSet): ReadingColumn {
    if (this.urls !== urls) {
      this.columns.clear();
      this.urls = urls;
    }
    const record = this.record;
    if (record === null) return this.cached('none', () => uniformColumn(urls.size, STATE_CODE.allowed));
    const source = recordSource(record, profile, this.now);
    if (source.kind === 'outcome') return this.cached(`outcome:${source.state}`, () => uniformColumn(urls.size, STATE_CODE[source.state]));
    const selection = selectGroupsFor(parsedSnapshot(source.snapshot).model, profile, profile.engine);
    return this.cached(selection.ruleSet ?? `none:${source.used}`, () => {
      const n = urls.size;
      const states = new Uint8Array(n);
      const lines = new Uint32Array(n);
      const paths = urls.paths;
      for (let i = 0; i < n; i++) {
        const { allowed, line } = judge(selection, paths[i]!);
        states[i] = allowed ? STATE_CODE.allowed : STATE_CODE.disallowed;
        lines[i] = line;
      }
      return { states, lines };
    });
  }

  /** The parsed live file that counts for this crawler, or null when none does (no record, or an HTTP outcome decides). */
  model(profile: CrawlerProfile): RobotsTxt | null {
    if (this.record === null) return null;
    const source = recordSource(this.record, profile, this.now);
    return source.kind === 'outcome' ? null : parsedSnapshot(source.snapshot).model;
  }

  private cached(key: unknown, make: () => ReadingColumn): ReadingColumn {
    let column = this.columns.get(key);
    if (column === undefined) {
      column = make();
      this.columns.set(key, column);
    }
    return column;
  }
}
