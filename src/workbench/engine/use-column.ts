/**
 * One crawler's stated preference for its purpose over every URL, under one
 * file (core's preferencesForGroups and useSummary), as a UseCode per URL.
 * Most files state nothing, or state it without a path (Content-Signal): one
 * value then fills the column; only Content-Usage lines with a path pattern
 * are matched URL by URL. Crawlers that read the same groups for the same
 * purpose share a column.
 */
import { answerFor, keysForPurpose, preferencesForGroups, useSummary } from '../../core/content-preferences.ts';
import { selectGroupsFor } from '../../core/group-selection.ts';
import type { Group, RobotsTxt } from '../../core/model.ts';
import type { CrawlerProfile } from '../../core/profiles.ts';
import type { UseCode } from '../evaluation-facts.ts';
import type { UrlSet } from './url-set.ts';

const NOT_STATED: UseCode = 0;

function codeFor(groups: readonly Group[], purpose: CrawlerProfile['purpose'], path: string): UseCode {
  const summary = useSummary(answerFor(purpose, preferencesForGroups(groups, path)));
  return summary === null ? NOT_STATED : summary.allows ? 1 : 2;
}

export class UseColumns {
  private readonly columns = new Map<string, Uint8Array>();
  private model: RobotsTxt | null = null;
  private urls: UrlSet | null = null;

  /** The engine's own column (copy it before handing it on). */
  column(model: RobotsTxt | null, profile: CrawlerProfile, urls: UrlSet): Uint8Array {
    if (this.model !== model || this.urls !== urls) {
      this.columns.clear();
      this.model = model;
      this.urls = urls;
    }
    const n = urls.size;
    if (model === null || model.preferences.length === 0 || keysForPurpose(profile.purpose).length === 0)
      return this.uniform(n, NOT_STATED);
    const groups = selectGroupsFor(model, profile, profile.engine).groups;
    const lines = groups.flatMap((g) => g.preferences);
    if (lines.length === 0) return this.uniform(n, NOT_STATED);
    const key = `${profile.engine}|${profile.purpose}|${groups.map((g) => g.index).join(',')}`;
    let column = this.columns.get(key);
    if (column === undefined) {
      column = new Uint8Array(n);
      if (lines.every((p) => p.vocabulary === 'content-signal' || p.pattern === null)) {
        column.fill(codeFor(groups, profile.purpose, '/'));
      } else {
        const paths = urls.paths;
        for (let i = 0; i < n; i++) column[i] = codeFor(groups, profile.purpose, paths[i]!);
      }
      this.columns.set(key, column);
    }
    return column;
  }

  private uniform(n: number, code: UseCode): Uint8Array {
    const key = `uniform:${code}`;
    let column = this.columns.get(key);
    if (column === undefined) {
      column = new Uint8Array(n).fill(code);
      this.columns.set(key, column);
    }
    return column;
  }
}
