/** English: the linter's findings and the diagnostics list. */
import type { CatalogOf } from '../../messages/index.ts';
import type { LintMessages } from '../../messages/lint.ts';

export default {
  'lint.user-agent-read-differently.global': 'Google reads “{value}” as the global “*”: the rest of the line is ignored.',
  'lint.user-agent-read-differently.no-name':
    'Google reads no crawler name in “{value}” (a name is letters, “-” and “_” only): this group applies to no crawler.',
  'lint.user-agent-read-differently.version':
    'Google reads “{value}” as “{readAs}”: the version is ignored, and the group applies to every {readAs}.',
  'lint.user-agent-read-differently.star': 'Google reads “{value}” as “{readAs}”: a “*” after a name is not needed and is ignored.',
  'lint.user-agent-read-differently.first-word':
    'Google reads “{value}” as “{readAs}”: only the first word counts, so this group applies to {readAs}, not to “{value}”.',
  'lint.user-agent-read-differently.cut': '“{value}” is read by Google as “{readAs}”: this group never applies to {value}.',
  'lint.user-agent-empty': 'This user-agent line names no crawler, so it applies to none.',
  'lint.empty-disallow': 'An empty “Disallow:” allows everything; it still makes the group claim its crawlers.',
  'lint.empty-allow': 'An empty “Allow:” matches nothing specific and never decides anything.',
  'lint.pattern-cannot-match': '“{rule}” does not start with “/” or “*”, so it never matches any URL. Did you mean “{suggestion}”?',
  'lint.sitemap-not-absolute':
    'Sitemap “{url}” is not an absolute http(s) URL; crawlers expect a full address such as https://example.com/sitemap.xml.',
  'lint.ignored-by-google.crawl-delay': 'Google ignores Crawl-delay; Bing, Yandex and Coc Coc honour it.',
  'lint.ignored-by-google.host': 'Host was a Yandex-only field (now retired); Google ignores it.',
  'lint.ignored-by-google.clean-param': 'Clean-param is a Yandex-only field; Google ignores it.',
  'lint.ignored-by-google.noindex':
    'Google stopped supporting Noindex in robots.txt in 2019: it has no effect. Use a noindex meta tag or X-Robots-Tag header instead.',
  'lint.ignored-by-google.request-rate': 'Request-rate is a non-standard field; Google ignores it.',
  'lint.ignored-by-google.visit-time': 'Visit-time is a non-standard field; Google ignores it.',
  'lint.ignored-by-google.content-signal':
    'Content-signal states preferences for AI use of content; Google’s parser ignores it, and no crawler is bound to it by robots.txt rules.',
  'lint.ignored-by-google.content-usage': 'Content-usage states preferences for AI use of content; Google’s parser ignores it.',
  'lint.crawl-delay-invalid': 'Crawl-delay “{value}” is not a number of seconds; crawlers that honour Crawl-delay will ignore it.',
  'lint.crawl-delay-capped':
    'Crawl-delay {seconds, number} s: Coc Coc caps crawl-delay at {cap, plural, one {# second} other {# seconds}}.',
  'lint.bare-url.sitemap':
    '“{url}” is a bare URL, not a directive: every crawler ignores this line. To list it as a sitemap, write “{sitemapLine}”.',
  'lint.bare-url.other':
    '“{url}” is a bare URL, not a directive: every crawler ignores this line. To block a page, write “Disallow: /path”; to list a sitemap, write “Sitemap: https://example.com/sitemap.xml”.',
  'lint.unknown-field': '“{field}” is not a robots.txt field: every crawler ignores this line.',
  'lint.line-cut': 'This line is longer than {maxBytes, number} bytes: Google reads only its start and ignores the rest.',
  'lint.nul-byte': 'This line contains a NUL byte: Google stops reading the line there.',
  'lint.missing-colon':
    '“{key}” has no colon after it. Google accepts the two words as “{key}: …”, but other crawlers may not: add the colon.',
  'lint.typo': '“{key}” is a misspelling that Google accepts as “{canonical}”; other crawlers may ignore this line. Write “{canonical}”.',
  'lint.unparsed-line': 'Google cannot read this line as “field: value”, so it is ignored.',
  'lint.utf16':
    'This file is encoded as UTF-16. Crawlers read robots.txt as UTF-8, so Google sees no rules in it at all: every crawler may fetch everything. Save it as UTF-8.',
  'lint.not-utf8':
    'This file is not valid UTF-8 (perhaps Latin-1). Google matches its bytes as they are, so paths with accented letters may not match the URLs crawlers request.',
  'lint.binary': 'This looks like binary data, not a text robots.txt. Google reads what lines it can; most of it is ignored.',
  'lint.bom': 'The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line.',
  'lint.partial-bom':
    'The file starts with part of a UTF-8 byte order mark. Google skips it; other crawlers may read the first line as garbage.',
  'lint.html-body':
    'robots.txt was served as HTML (an error page, a soft 404 or a bot challenge). Google still reads it line by line, but it is almost certainly not the file you meant to publish.',
  'lint.truncated':
    'robots.txt is larger than {maxKiB, number} KiB: Google reads only the first {maxBytes, number} bytes, so rules after line {lastLine, number} are ignored.',
  'lint.truncated.size':
    'robots.txt is larger than {maxKiB, number} KiB ({originalBytes, number} bytes or more): Google reads only the first {maxBytes, number} bytes, so rules after line {lastLine, number} are ignored.',
  'lint.empty-file': 'robots.txt is empty: every crawler may fetch everything.',
  'lint.no-groups.rules-ignored': 'There is no User-agent line, so Google applies none of these rules: every crawler may fetch everything.',
  'lint.no-groups.no-rules': 'There is no User-agent line, so there are no rules: every crawler may fetch everything.',
  'lint.rule-before-user-agent':
    '“{rule}” comes before any User-agent line: Google ignores it (Coc Coc applies it to all robots). Put a “User-agent: *” line above it.',
  'lint.group-without-rules.global': 'This “User-agent: *” group has no Allow or Disallow lines: it restricts nothing.',
  'lint.group-without-rules.named':
    'This group ({userAgents}) has no Allow or Disallow lines: these crawlers may fetch everything, and they ignore the “User-agent: *” group.',
  'lint.no-rules': 'No Allow or Disallow line applies to any group: every crawler may fetch everything.',
  'lint.crawl-delay-outside-group': 'This Crawl-delay comes before any User-agent line, so it belongs to no group.',
  'lint.hidden-character.bidi':
    'This line contains {count, plural, one {an invisible character} other {invisible characters}}, {characters}: it changes the order in which the line is displayed, so what you read is not what crawlers match. Remove {count, plural, one {it} other {them}}.',
  'lint.hidden-character.invisible':
    'This line contains {count, plural, one {an invisible character} other {invisible characters}}, {characters}: it shows as nothing, yet crawlers match it as part of the line. Remove {count, plural, one {it} other {them}}.',
  'lint.hidden-character.named': '{code} ({name})',

  'lint.list.heading': 'Diagnostics',
  'lint.list.count.error': '{count, plural, one {# error} other {# errors}}',
  'lint.list.count.warning': '{count, plural, one {# warning} other {# warnings}}',
  'lint.list.count.info': '{count, plural, one {# note} other {# notes}}',
  'lint.list.severity.error': 'Error:',
  'lint.list.severity.warning': 'Warning:',
  'lint.list.severity.info': 'Note:',
  'lint.list.line': 'Line {line, number, ::integer group-off}',
  'lint.list.file': 'File',
  'lint.list.show-line': 'Show this line',
} as const satisfies CatalogOf<LintMessages>;
