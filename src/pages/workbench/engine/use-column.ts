/**
 * One crawler's stated preference for its purpose over every URL, under one
 * file (core's preferencesForGroups and useSummary), as a UseCode per URL.
 * Most files state nothing, or state it without a path (Content-Signal): one
 * value then fills the column; only Content-Usage lines with a path pattern
 * are matched URL by URL. Crawlers that read the same groups for the same
 * purpose share a column.
 */
import { answerFor, keysForPurpose, preferencesForGroups, useSummary, type StatedPreferences } from '../../../core/content-preferences.ts';
import { selectGroupsFor } from '../../../core/group-selection.ts';
import type { Group, RobotsTxt } from '../../../core/model.ts';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import type { UseCode } from './evaluation-facts.ts';
import type { UrlSet } from './url-set.ts';

const NOT_STATED: UseCode = 0;

function codeOf(stated: StatedPreferences, purpose: CrawlerProfile['purpose']): UseCode {
  const summary = useSummary(answerFor(purpose, stated));
  return summary === null ? NOT_STATED : summary.allows ? 1 : 2;
}

export class UseColumns {
  private readonly columns = new Map<string, Uint8Array>();
  /** What the groups state, per URL (or once, when no line has a path), shared by every purpose. */
  private readonly stated = new Map<string, StatedPreferences | StatedPreferences[]>();
  private model: RobotsTxt | null = null;
  private urls: UrlSet | null = null;

  /** The engine's own column (copy it before handing it on). */
  column(model: RobotsTxt | null, profile: CrawlerProfile, urls: UrlSet): Uint8Array {
    if (this.model !== model || this.urls !== urls) {
      this.columns.clear();
      this.stated.clear();
      this.model = model;
      this.urls = urls;
    }
    const n = urls.size;
    if (model === null || model.preferences.length === 0 || keysForPurpose(profile.purpose).length === 0)
      return this.uniform(n, NOT_STATED);
    const groups = selectGroupsFor(model, profile, profile.engine).groups;
    if (!groups.some((g) => g.preferences.length > 0)) return this.uniform(n, NOT_STATED);
    const groupsKey = `${profile.engine}|${groups.map((g) => g.index).join(',')}`;
    const key = `${groupsKey}|${profile.purpose}`;
    let column = this.columns.get(key);
    if (column === undefined) {
      const stated = this.statedFor(groupsKey, groups, urls);
      column = new Uint8Array(n);
      if (Array.isArray(stated)) for (let i = 0; i < n; i++) column[i] = codeOf(stated[i]!, profile.purpose);
      else column.fill(codeOf(stated, profile.purpose));
      this.columns.set(key, column);
    }
    return column;
  }

  private statedFor(key: string, groups: readonly Group[], urls: UrlSet): StatedPreferences | StatedPreferences[] {
    let stated = this.stated.get(key);
    if (stated === undefined) {
      const pathFree = groups.every((g) => g.preferences.every((p) => p.vocabulary === 'content-signal' || p.pattern === null));
      stated = pathFree ? preferencesForGroups(groups, '/') : urls.paths.map((path) => preferencesForGroups(groups, path));
      this.stated.set(key, stated);
    }
    return stated;
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
