/** English: the popup's links and resources section, and its setting. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PageLinksMessages } from '../../messages/page-links.ts';

export default {
  'page-links.title': 'Links and resources',
  'page-links.open': 'Check links',
  'page-links.close': 'Hide',
  'page-links.closed-hint':
    'Checks every link on this page and every file it loaded against the robots.txt of its own site, which means fetching the robots.txt of each site they point to.',
  'page-links.reading': 'Reading the page…',
  'page-links.unavailable': 'Not available here.',
  'page-links.unavailable.browser': 'The browser does not let extensions read this page.',
  'page-links.unavailable.not-html': 'This is not a web page with links ({type}).',
  'page-links.failed': 'The links could not be checked: {detail}',
  'page-links.summary.links':
    '{total, plural, one {{disallowed, number} of # link disallowed for {crawler}} other {{disallowed, number} of # links disallowed for {crawler}}}',
  'page-links.summary.no-links': 'No links on this page.',
  'page-links.summary.resources': '{list} disallowed',
  'page-links.summary.resources-allowed':
    '{total, plural, one {The only resource is allowed} other {None of the # resources is disallowed}}',
  'page-links.summary.render': '{crawler} may render this page differently.',
  'page-links.kind-count':
    '{kind, select, script {{count, plural, one {# script} other {# scripts}}} stylesheet {{count, plural, one {# stylesheet} other {# stylesheets}}} ' +
    'image {{count, plural, one {# image} other {# images}}} font {{count, plural, one {# font} other {# fonts}}} ' +
    'frame {{count, plural, one {# frame} other {# frames}}} fetch {{count, plural, one {# fetch or XHR request} other {# fetch or XHR requests}}} ' +
    'other {{count, plural, one {# other resource} other {# other resources}}}}',
  'page-links.progress': 'Fetching robots.txt: {done, number} of {total, number} sites read…',
  'page-links.capped.links': 'This page has {total, number} links; {shown, number} of them are checked.',
  'page-links.capped.resources': 'This page loaded {total, number} resources; {shown, number} of them are checked.',
  'page-links.filter.disallowed': 'Only what is disallowed',
  'page-links.origin.rules': 'Its robots.txt decides (HTTP {status, number, ::integer group-off})',
  'page-links.origin.last-good': 'Its last good robots.txt decides (the latest fetch failed)',
  'page-links.origin.allow-all':
    '{status, plural, =0 {No usable robots.txt: everything allowed} other {No usable robots.txt (HTTP {status, number, ::integer group-off}): everything allowed}}',
  'page-links.origin.unreachable':
    '{status, plural, =0 {robots.txt unreachable: everything disallowed for now} other {robots.txt unreachable (HTTP {status, number, ::integer group-off}): everything disallowed for now}}',
  'page-links.origin.pending': 'robots.txt not read yet',
  'page-links.origin.failed': 'Robots Lens could not look its robots.txt up',
  'page-links.origin.count':
    '{total, plural, one {{disallowed, number} of # URL disallowed} other {{disallowed, number} of # URLs disallowed}}',
  'page-links.state.allowed': 'Allowed',
  'page-links.state.disallowed': 'Disallowed',
  'page-links.state.unreachable': 'Disallowed for now',
  'page-links.state.pending': 'Not checked yet',
  'page-links.state.failed': 'Not checked',
  'page-links.row.rule': 'line {line, number, ::integer group-off}: {rule}',
  'page-links.row.line': 'line {line, number, ::integer group-off}',
  'page-links.kind.link': 'Link',
  'page-links.kind':
    '{kind, select, script {Script} stylesheet {Stylesheet} image {Image} font {Font} frame {Frame} fetch {Fetch/XHR} other {Other resource}}',
  'page-links.rel.title':
    '{rel, select, nofollow {rel="nofollow": the page asks crawlers not to follow this link} ugc {rel="ugc": the page marks this link as user-generated content} other {rel="sponsored": the page marks this link as paid or sponsored}}',
  'page-links.more-rows': 'Show {count, number} more',
  'page-links.more-groups': '{count, plural, one {Show # more site} other {Show # more sites}}',
  'page-links.options.heading': 'Links and resources',
  'page-links.options.label': 'Check every page’s links and resources as the popup opens',
  'page-links.options.hint':
    'When on, opening the popup also checks the links and resources of the page against the robots.txt of each site they point to, fetching those files (at most 6 at once, each site once while its copy is fresh). When off, this happens only when you open “Links and resources”. Off by default.',
  'page-links.options.saved-on': 'Saved. The popup checks every page’s links as it opens.',
  'page-links.options.saved-off': 'Saved. Links are checked only when you open “Links and resources”.',
  'page-links.state.private': 'Not checked: private address',
  'page-links.origin.private': 'On a private address: robots.txt not fetched for a public page',
  'page-links.private.hint':
    '{count, plural, one {# site is on a private address} other {# sites are on private addresses}} (this computer or your network). A public page cannot make Robots Lens fetch from there, so they are not checked.',
  'page-links.private.check': 'Check private addresses',
  'page-links.summary.links-for-now':
    '{count, plural, one {# link disallowed for now: its site’s robots.txt is unreachable.} other {# links disallowed for now: their sites’ robots.txt is unreachable.}}',
  'page-links.summary.resources-for-now':
    '{count, plural, one {# resource disallowed for now: its site’s robots.txt is unreachable.} other {# resources disallowed for now: their sites’ robots.txt is unreachable.}}',

  'page-links.export.csv': 'Export CSV',
  'page-links.export.json': 'Export JSON',
  'page-links.export.workbench': 'Open in the workbench',
} as const satisfies CatalogOf<PageLinksMessages>;
