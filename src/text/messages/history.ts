/** robots.txt over time: the options page's history section, the popup's "changed" line, the workbench's comparison. */
import type { NoParams, Site } from './index.ts';

export interface HistoryMessages {
  'history.options.heading': NoParams;
  'history.options.hint': NoParams;
  'history.options.reading': NoParams;
  'history.options.holds': { versions: number; sites: number; size: string };
  /** Storage was full: `when` is "2 days ago", `count` the versions dropped to keep the newest. */
  'history.options.quota': { when: string; count: number };
  'history.options.versions-label': NoParams;
  'history.options.size-label': NoParams;
  'history.options.save-limits': NoParams;
  'history.options.limits-saved': NoParams;
  'history.options.export': NoParams;
  'history.options.exported': { sites: number };
  'history.options.import': NoParams;
  'history.options.imported': { added: number; sites: number };
  'history.options.import-dropped': { count: number };
  'history.options.import-bounds': { count: number };
  /** `limit`: the largest file read, as "64 MiB". */
  'history.options.import-refused': { reason: 'foreign' | 'large' | 'newer' | 'damaged'; limit: string };
  'history.options.clear': NoParams;
  'history.options.cleared': NoParams;
  'history.options.failed': { error: Site };

  /** `when`: "2 days ago". */
  'history.popup.changed': { when: string; added: number; removed: number };
  'history.popup.changed-no-rules': { when: string };
  'history.popup.see-diff': NoParams;

  'history.workbench.heading': NoParams;
  'history.workbench.none': NoParams;
  'history.workbench.reading': NoParams;
  /** A version in the pickers: when it was first seen, and its HTTP status (0: no answer). */
  'history.workbench.version': { first: number; status: number };
  'history.workbench.draft': NoParams;
  'history.workbench.from': NoParams;
  'history.workbench.to': NoParams;
  'history.workbench.same': NoParams;
  'history.workbench.summary': { added: number; removed: number };
  'history.workbench.group': { status: 'added' | 'removed' | 'changed'; agents: Site };
  'history.workbench.rule-added': { rule: Site };
  'history.workbench.rule-removed': { rule: Site };
  'history.workbench.crawl-delay': { before: Site; after: Site };
  'history.workbench.sitemap-added': { url: Site };
  'history.workbench.sitemap-removed': { url: Site };
  'history.workbench.no-urls': NoParams;
  'history.workbench.effect': { changed: number; urls: number; crawlers: number };
  'history.workbench.left-out': { count: number };
  'history.workbench.col-crawler': NoParams;
  'history.workbench.col-before': NoParams;
  'history.workbench.col-after': NoParams;
  'history.workbench.verdict-none': { allowed: 'yes' | 'no' };
  'history.workbench.verdict-line': { allowed: 'yes' | 'no'; line: number; rule: Site };
  /** The watch list's notifications: `host` is the site's host name. */
  'history.watch.changed-title': { host: string };
  'history.watch.changed-body': { added: number; removed: number };
  'history.watch.failing-title': { host: string };
  'history.watch.failing-body': NoParams;
  'history.watch.heading': NoParams;
  'history.watch.hint': NoParams;
  'history.watch.add-label': NoParams;
  'history.watch.add': NoParams;
  'history.watch.remove': NoParams;
  'history.watch.interval-label': NoParams;
  /** Every hour, 6 hours, day, week (the interval in minutes). */
  'history.watch.interval': { minutes: '60' | '360' | '1440' | '10080' };
  'history.watch.empty': NoParams;
  /** A watched site's state: `when` is "2 days ago". */
  'history.watch.entry': { state: 'changed' | 'failing' | 'checked' | 'waiting'; when: string };
  'history.watch.permission-needed': NoParams;
  'history.watch.grant': NoParams;
  'history.watch.denied': NoParams;
  'history.watch.failed': { error: Site };
  'history.watch.popup-watch': NoParams;
  'history.watch.popup-watching': NoParams;
  /** Added to the badge's tooltip of a watched site that changed since the person last looked. */
  'history.watch.badge-changed': NoParams;
  'history.watch.not-a-site': NoParams;
  'history.watch.too-many': { max: number };

  /** The pages visited (options page, history card): kept only once the person turns it on. `max`: the longest address kept. */
  'history.visited.label': NoParams;
  'history.visited.hint': { max: number };
  'history.visited.holds': { pages: number; sites: number };
  'history.visited.per-site-label': NoParams;
  'history.visited.total-label': NoParams;
  'history.visited.on': NoParams;
  'history.visited.off': NoParams;
  /** The workbench's comparison: where the URLs it checked came from (each URL counted once, the list first). */
  'history.workbench.sources': { list: number; sitemaps: number; visited: number };
  'history.workbench.visited-off': NoParams;
  'history.workbench.read-sitemaps': NoParams;
  'history.workbench.sitemaps-reading': { files: number; urls: number };
  /** `failed`: sitemap files that could not be read. */
  'history.workbench.sitemaps-read': { files: number; urls: number; failed: number };
  /** A results-table row whose verdict differs between the two versions compared, for the table's crawler. */
  'history.results.row-changed': { before: 'yes' | 'no'; after: 'yes' | 'no' };
  'history.results.count': { changed: number; crawler: string };
  'history.results.only-changed': NoParams;
}
