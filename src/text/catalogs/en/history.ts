/** English for robots.txt over time (src/text/messages/history.ts). */
import type { CatalogOf } from '../../messages/index.ts';
import type { HistoryMessages } from '../../messages/history.ts';

export default {
  'history.options.heading': 'robots.txt history',
  'history.options.hint':
    'Robots Lens keeps each version of robots.txt it fetches, so you can see what changed and when. Clearing the cache leaves the history alone. The oldest versions go first; a site’s current version is kept.',
  'history.options.reading': 'Reading the history…',
  'history.options.holds':
    'Holds {versions, plural, one {# version} other {# versions}} of {sites, plural, one {# site} other {# sites}} ({size}).',
  'history.options.quota':
    'Storage was full {when}: {count, plural, one {the oldest version was} other {the # oldest versions were}} dropped to keep the newest.',
  'history.options.versions-label': 'Versions kept per site',
  'history.options.size-label': 'Space for the history (MiB)',
  'history.options.save-limits': 'Save the limits',
  'history.options.limits-saved': 'Limits saved.',
  'history.options.export': 'Export the history',
  'history.options.exported': 'Exported the history of {sites, plural, one {# site} other {# sites}}.',
  'history.options.import': 'Import a history file',
  'history.options.imported':
    'Imported {added, plural, one {# new version} other {# new versions}} for {sites, plural, one {# site} other {# sites}}.',
  'history.options.import-dropped': '{count, plural, one {# damaged version was} other {# damaged versions were}} left out.',
  'history.options.import-bounds':
    'To stay within the limits, {count, plural, one {# old version was} other {# old versions were}} dropped.',
  'history.options.import-refused':
    'Nothing was imported: {reason, select, foreign {this is not a Robots Lens history file} large {the file is larger than {limit}} newer {the file comes from a newer Robots Lens} other {the file is damaged}}.',
  'history.options.clear': 'Clear the history',
  'history.options.cleared': 'History cleared.',
  'history.options.failed': 'The history could not be read or changed: {error}',
  'history.popup.changed':
    'robots.txt changed {when}: {added, plural, one {# rule added} other {# rules added}}, {removed, number} removed.',
  'history.popup.changed-no-rules': 'robots.txt changed {when}, but no rule did.',
  'history.popup.see-diff': 'See what changed',
  'history.workbench.heading': 'robots.txt over time',
  'history.workbench.none': 'No version of this site’s robots.txt is kept yet. Robots Lens keeps each version it fetches.',
  'history.workbench.reading': 'Reading the versions…',
  'history.workbench.version': '{first, date, medium} {first, time, short} ({status, select, 0 {no answer} other {HTTP {status}}})',
  'history.workbench.draft': 'The draft',
  'history.workbench.from': 'Compare',
  'history.workbench.to': 'with',
  'history.workbench.same': 'No rule, crawl-delay or sitemap differs between these two.',
  'history.workbench.summary': '{added, plural, one {# rule added} other {# rules added}}, {removed, number} removed.',
  'history.workbench.group': '{status, select, added {New group} removed {Group removed} other {Group}}: User-agent {agents}',
  'history.workbench.rule-added': 'Added: {rule}',
  'history.workbench.rule-removed': 'Removed: {rule}',
  'history.workbench.crawl-delay': 'Crawl-delay: {before} → {after}',
  'history.workbench.sitemap-added': 'Sitemap added: {url}',
  'history.workbench.sitemap-removed': 'Sitemap removed: {url}',
  'history.workbench.no-urls': 'Add URLs to the list, or read the sitemaps, to see what the change does to them.',
  'history.workbench.effect':
    '{changed, plural, =0 {No verdict changes} one {# verdict changes} other {# verdicts change}} for {urls, plural, one {# URL} other {# URLs}} and {crawlers, plural, one {# crawler} other {# crawlers}}.',
  'history.workbench.left-out': 'Only the first URLs were checked; {count, plural, one {# was} other {# were}} left out.',
  'history.workbench.col-crawler': 'Crawler',
  'history.workbench.col-before': 'Before',
  'history.workbench.col-after': 'After',
  'history.workbench.verdict-none': '{allowed, select, yes {allowed} other {disallowed}}, no rule decides',
  'history.workbench.verdict-line': '{allowed, select, yes {allowed} other {disallowed}}, line {line, number, ::integer group-off}: {rule}',
  'history.watch.changed-title': 'robots.txt changed on {host}',
  'history.watch.changed-body':
    '{added, plural, one {# rule added} other {# rules added}}, {removed, number} removed. Click to see what changed.',
  'history.watch.failing-title': 'robots.txt of {host} can no longer be fetched',
  'history.watch.failing-body': 'Google reads this as “crawl nothing for now”. Click to open the site in the workbench.',
  'history.watch.heading': 'Watch list',
  'history.watch.hint':
    'Robots Lens fetches the robots.txt of the sites on this list on a schedule and tells you when it changes or can no longer be fetched. Nothing is fetched for a site that is not on the list.',
  'history.watch.add-label': 'Site to watch',
  'history.watch.add': 'Watch',
  'history.watch.remove': 'Remove',
  'history.watch.interval-label': 'Check every',
  'history.watch.interval': '{minutes, select, 60 {hour} 360 {6 hours} 1440 {day} other {week}}',
  'history.watch.empty': 'No site is watched yet.',
  'history.watch.entry':
    '{state, select, changed {changed {when}} failing {cannot be fetched} checked {checked {when}} other {not checked yet}}',
  'history.watch.permission-needed':
    'Watching is off: Robots Lens needs your permission to wake up on a schedule and to show notifications.',
  'history.watch.grant': 'Allow and turn watching on',
  'history.watch.denied': 'The permission was not given, so watched sites are not checked.',
  'history.watch.failed': 'The watch list could not be changed: {error}',
  'history.watch.popup-watch': 'Watch this site',
  'history.watch.popup-watching': 'Watched: you are told when its robots.txt changes.',
  'history.watch.badge-changed': 'Watched: its robots.txt changed since you last looked.',
  'history.watch.not-a-site': 'Only an http or https site can be watched.',
  'history.watch.too-many': 'At most {max, number} sites can be watched.',
  'history.visited.label': 'Keep the addresses of the pages I open, to test robots.txt changes against them',
  'history.visited.hint':
    'Off unless you turn it on. While it is on, Robots Lens keeps the address of each page you open, on this device only, so the workbench can show what a robots.txt change does to the pages you actually use. User names, passwords and the part after # are left out; an address longer than {max, number} characters is not kept. The oldest visits go first. Turning this off, or clearing the history, forgets them all.',
  'history.visited.holds': 'Holds {pages, plural, one {# page} other {# pages}} of {sites, plural, one {# site} other {# sites}}.',
  'history.visited.per-site-label': 'Pages kept per site',
  'history.visited.total-label': 'Pages kept in all',
  'history.visited.on': 'The pages you open are kept from now on.',
  'history.visited.off': 'The pages you open are no longer kept; those kept were forgotten.',
  'history.workbench.sources':
    'URLs checked: {list, number} from the list, {sitemaps, number} from the sitemaps, {visited, number} from the pages you opened.',
  'history.workbench.visited-off':
    'The pages you open on this site can be checked too: turn that on in the options, under robots.txt history.',
  'history.workbench.read-sitemaps': 'Read the sitemaps these versions list',
  'history.workbench.sitemaps-reading':
    'Reading the sitemaps: {files, plural, one {# file} other {# files}} read, {urls, plural, one {# URL} other {# URLs}} so far…',
  'history.workbench.sitemaps-read':
    'Read {files, plural, one {# sitemap file} other {# sitemap files}}: {urls, plural, one {# URL} other {# URLs}}.{failed, plural, =0 {} one { # file could not be read.} other { # files could not be read.}}',
  'history.results.row-changed':
    'Between the versions: {before, select, yes {allowed} other {disallowed}} → {after, select, yes {allowed} other {disallowed}}',
  'history.results.count':
    'Between the versions compared, {changed, plural, =0 {no URL of this list changes} one {# URL of this list changes} other {# URLs of this list change}} for {crawler}.',
  'history.results.only-changed': 'Only the URLs that change between the versions',
} as const satisfies CatalogOf<HistoryMessages>;
