/**
 * The linter's findings (core's Diagnostic, rendered by src/text/lint-text.ts)
 * and the words of the diagnostics list around them.
 *
 * Robots.txt keys (`User-agent`, `Disallow`, `Crawl-delay`…) stay as they are
 * in every language; `directive` and `canonical` are such keys.
 */
import type { NoParams, Site, SiteList } from './index.ts';

export interface LintMessages {
  // How Google reads a user-agent line (core's UserAgentReading), one sentence each.
  'lint.user-agent-read-differently.global': { value: Site };
  'lint.user-agent-read-differently.no-name': { value: Site };
  'lint.user-agent-read-differently.version': { value: Site; readAs: Site };
  'lint.user-agent-read-differently.star': { value: Site; readAs: Site };
  'lint.user-agent-read-differently.first-word': { value: Site; readAs: Site };
  'lint.user-agent-read-differently.cut': { value: Site; readAs: Site };
  'lint.user-agent-empty': NoParams;
  'lint.empty-disallow': NoParams;
  'lint.empty-allow': NoParams;
  /** `rule`: the line as written (“Disallow: private”); `suggestion`: the rule it probably meant (“Disallow: /private”). */
  'lint.pattern-cannot-match': { rule: Site; suggestion: Site };
  'lint.sitemap-not-absolute': { url: Site };
  // Fields Google ignores (core's IgnoredField), one sentence each.
  'lint.ignored-by-google.crawl-delay': NoParams;
  'lint.ignored-by-google.host': NoParams;
  'lint.ignored-by-google.clean-param': NoParams;
  'lint.ignored-by-google.noindex': NoParams;
  'lint.ignored-by-google.request-rate': NoParams;
  'lint.ignored-by-google.visit-time': NoParams;
  'lint.ignored-by-google.content-signal': NoParams;
  'lint.ignored-by-google.content-usage': NoParams;
  'lint.crawl-delay-invalid': { value: Site };
  /** `seconds`: the value as read; `cap`: Coc Coc's cap in seconds. */
  'lint.crawl-delay-capped': { seconds: number; cap: number };
  /** `sitemapLine`: the Sitemap line to write instead (“Sitemap: https://…”). */
  'lint.bare-url.sitemap': { url: Site; sitemapLine: Site };
  'lint.bare-url.other': { url: Site };
  'lint.unknown-field': { field: Site };
  'lint.line-cut': { maxBytes: number };
  'lint.nul-byte': NoParams;
  'lint.missing-colon': { key: Site };
  /** `canonical`: the robots.txt key Google reads it as (User-agent, Disallow, Sitemap). */
  'lint.typo': { key: Site; canonical: string };
  'lint.unparsed-line': NoParams;
  'lint.utf16': NoParams;
  'lint.not-utf8': NoParams;
  'lint.binary': NoParams;
  'lint.bom': NoParams;
  'lint.partial-bom': NoParams;
  'lint.html-body': NoParams;
  /** `maxKiB` and `maxBytes`: Google's limit; `lastLine`: the last line read. */
  'lint.truncated': { maxKiB: number; maxBytes: number; lastLine: number };
  /** …when the size before the cut is known (`originalBytes`). */
  'lint.truncated.size': { maxKiB: number; maxBytes: number; lastLine: number; originalBytes: number };
  'lint.empty-file': NoParams;
  'lint.no-groups.rules-ignored': NoParams;
  'lint.no-groups.no-rules': NoParams;
  'lint.rule-before-user-agent': { rule: Site };
  'lint.group-without-rules.global': NoParams;
  'lint.group-without-rules.named': { userAgents: SiteList };
  'lint.no-rules': NoParams;
  'lint.crawl-delay-outside-group': NoParams;
  /** `count` distinct characters, `characters` their list (“U+202E (right-to-left override), U+200B …”), already in the locale's list form. */
  'lint.hidden-character.bidi': { count: number; characters: string };
  'lint.hidden-character.invisible': { count: number; characters: string };
  /** One hidden character in that list: its code (“U+202E”) and its Unicode name, kept in English as Unicode writes it. */
  'lint.hidden-character.named': { code: string; name: string };

  // The popup's diagnostics list.
  'lint.list.heading': NoParams;
  /** A count per severity; the counts are joined as a list. */
  'lint.list.count.error': { count: number };
  'lint.list.count.warning': { count: number };
  'lint.list.count.info': { count: number };
  /** Read out before each finding by a screen reader. */
  'lint.list.severity.error': NoParams;
  'lint.list.severity.warning': NoParams;
  'lint.list.severity.info': NoParams;
  'lint.list.line': { line: number };
  'lint.list.file': NoParams;
  'lint.list.show-line': NoParams;
}
