/**
 * Which message says each linter finding (core's Diagnostic): one key per
 * sentence, the file's own text passed as site text. Every surface (the
 * popup's list and file view, the CLI) renders findings through here.
 */
import type { Diagnostic, DiagnosticCode, MessagePart, Severity } from '../core/index.ts';
import { CONTENT_SIGNAL_KEYS, codePointLabel, type PreferenceVocabulary } from '../core/index.ts';
import type { Message } from './messages/index.ts';
import { site, type Text } from './text.ts';

type Finding<C extends DiagnosticCode> = Extract<Diagnostic, { code: C }>;

/** Google's limit in KiB, as the sentence names it. */
const KIB = 1024;

export function diagnosticMessage(d: Diagnostic, text: Text): Message {
  switch (d.code) {
    case 'user-agent-read-differently':
      return userAgentMessage(d);
    case 'pattern-cannot-match': {
      const { directive, pattern, suggestion } = d.params;
      return {
        key: 'lint.pattern-cannot-match',
        params: { rule: site(`${directive}: ${pattern}`), suggestion: site(`${directive}: ${suggestion}`) },
      };
    }
    case 'sitemap-not-absolute':
      return { key: 'lint.sitemap-not-absolute', params: { url: site(d.params.url) } };
    case 'ignored-by-google':
      return { key: `lint.ignored-by-google.${d.params.field}` };
    case 'crawl-delay-invalid':
      return { key: 'lint.crawl-delay-invalid', params: { value: site(d.params.value) } };
    case 'crawl-delay-capped':
      return { key: 'lint.crawl-delay-capped', params: { seconds: d.params.seconds, cap: d.params.cap } };
    case 'bare-url': {
      const url = d.params.url;
      return d.params.looksLikeSitemap
        ? { key: 'lint.bare-url.sitemap', params: { url: site(url), sitemapLine: site(`Sitemap: ${url}`) } }
        : { key: 'lint.bare-url.other', params: { url: site(url) } };
    }
    case 'unknown-field':
      return { key: 'lint.unknown-field', params: { field: site(d.params.field) } };
    case 'line-cut':
      return { key: 'lint.line-cut', params: { maxBytes: d.params.maxBytes } };
    case 'missing-colon':
      return { key: 'lint.missing-colon', params: { key: site(d.params.key) } };
    case 'typo':
      return { key: 'lint.typo', params: { key: site(d.params.key), canonical: d.params.canonical } };
    case 'truncated': {
      const { maxBytes, originalBytes, lastLine } = d.params;
      const maxKiB = Math.floor(maxBytes / KIB);
      return originalBytes === null
        ? { key: 'lint.truncated', params: { maxKiB, maxBytes, lastLine } }
        : { key: 'lint.truncated.size', params: { maxKiB, maxBytes, lastLine, originalBytes } };
    }
    case 'no-groups':
      return { key: d.params.rulesBeforeUserAgent > 0 ? 'lint.no-groups.rules-ignored' : 'lint.no-groups.no-rules' };
    case 'rule-before-user-agent':
      return { key: 'lint.rule-before-user-agent', params: { rule: site(d.params.rule) } };
    case 'group-without-rules':
      return d.params.global
        ? { key: 'lint.group-without-rules.global' }
        : { key: 'lint.group-without-rules.named', params: { userAgents: { siteList: d.params.userAgents } } };
    case 'hidden-character':
      return hiddenCharacterMessage(d, text);
    case 'preference-line':
    case 'preference-problem':
    case 'preference-outside-group':
    case 'preference-contradicts-rules':
    case 'preference-unknown-labels':
    case 'preference-lines-capped':
    case 'managed-block':
      return preferenceMessage(d, text);
    case 'user-agent-empty':
    case 'empty-disallow':
    case 'empty-allow':
    case 'nul-byte':
    case 'unparsed-line':
    case 'utf16':
    case 'not-utf8':
    case 'binary':
    case 'bom':
    case 'partial-bom':
    case 'html-body':
    case 'empty-file':
    case 'no-rules':
    case 'crawl-delay-outside-group':
      // A finding without facts has one sentence, keyed by its code.
      return { key: `lint.${d.code}` };
  }
}

function userAgentMessage(d: Finding<'user-agent-read-differently'>): Message {
  const value = site(d.params.value);
  const readAs = site(d.params.readAs);
  switch (d.params.reading) {
    case 'global':
      return { key: 'lint.user-agent-read-differently.global', params: { value } };
    case 'no-name':
      return { key: 'lint.user-agent-read-differently.no-name', params: { value } };
    case 'version':
    case 'star':
    case 'first-word':
    case 'cut':
      return { key: `lint.user-agent-read-differently.${d.params.reading}`, params: { value, readAs } };
  }
}

/** A robots.txt key as written in files (`Content-Signal`), never translated. */
const DIRECTIVE: Record<PreferenceVocabulary, string> = { 'content-signal': 'Content-Signal', 'content-usage': 'Content-Usage' };

type PreferenceFinding = Finding<
  | 'preference-line'
  | 'preference-problem'
  | 'preference-outside-group'
  | 'preference-contradicts-rules'
  | 'preference-unknown-labels'
  | 'preference-lines-capped'
  | 'managed-block'
>;

/** Findings about stated preferences and CDN-managed lines (core's content-preferences.ts reads them). */
function preferenceMessage(d: PreferenceFinding, text: Text): Message {
  const list = (items: string[]) => new Intl.ListFormat(text.locale).format(items);
  switch (d.code) {
    case 'preference-line': {
      const tools = list(d.params.reportedAsErrorBy.map((r) => text.t(`lint.preference-reporter.${r}`)));
      return { key: `lint.preference-line.${d.params.vocabulary}`, params: { tools } };
    }
    case 'preference-problem': {
      const directive = DIRECTIVE[d.params.vocabulary];
      const p = d.params.problem;
      switch (p.code) {
        case 'empty':
          return { key: 'lint.preference-problem.empty', params: { directive } };
        case 'not-key-value':
          return { key: 'lint.preference-problem.not-key-value', params: { directive, part: site(p.part) } };
        case 'unknown-key':
          return {
            key: 'lint.preference-problem.unknown-key',
            params: { key: site(p.key), known: [...CONTENT_SIGNAL_KEYS, 'use'].join(', ') },
          };
        case 'bad-value':
          return {
            key: 'lint.preference-problem.bad-value',
            params: { key: site(p.key), value: site(p.value), expected: p.expected.join(', ') },
          };
        case 'repeated-key':
          return { key: 'lint.preference-problem.repeated-key', params: { key: site(p.key) } };
      }
      break;
    }
    case 'preference-outside-group':
      return { key: 'lint.preference-outside-group', params: { directive: DIRECTIVE[d.params.vocabulary] } };
    case 'preference-contradicts-rules':
      return {
        key: 'lint.preference-contradicts-rules',
        params: { key: site(d.params.key), path: site(d.params.path), ruleLine: d.params.ruleLine },
      };
    case 'preference-unknown-labels':
      return { key: 'lint.preference-unknown-labels', params: { labels: { siteList: d.params.labels }, count: d.params.labels.length } };
    case 'preference-lines-capped':
      return { key: 'lint.preference-lines-capped', params: { count: d.params.count, max: d.params.max } };
    case 'managed-block':
      return d.params.closed
        ? { key: 'lint.managed-block.cloudflare', params: { endLine: d.params.endLine } }
        : { key: 'lint.managed-block.cloudflare-unclosed' };
  }
  throw new Error('unreachable');
}

/** "U+202E (right-to-left override), U+200B (zero-width space)": the list in the locale's form, the count for its plural. */
function hiddenCharacterMessage(d: Finding<'hidden-character'>, text: Text): Message {
  const { codePoints, bidi } = d.params;
  const characters = new Intl.ListFormat(text.locale).format(
    codePoints.map((cp) => {
      const name = UNICODE_NAMES[cp];
      const code = codePointLabel(cp);
      return name ? text.t('lint.hidden-character.named', { code, name }) : code;
    }),
  );
  const params = { count: codePoints.length, characters };
  return bidi ? { key: 'lint.hidden-character.bidi', params } : { key: 'lint.hidden-character.invisible', params };
}

/**
 * Unicode's names for the hidden characters a site owner is most likely to
 * meet (others get their code alone): names, like code points, are the same
 * in every language, so they are not translated.
 */
const UNICODE_NAMES: Readonly<Record<number, string>> = {
  0x061c: 'arabic letter mark',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero-width no-break space',
  0x00ad: 'soft hyphen',
};

/** A finding as plain text, site text isolated (a tooltip, the CLI). */
export function diagnosticText(text: Text, d: Diagnostic): string {
  return text.render(diagnosticMessage(d, text));
}

/** A finding in parts, site text marked, for <SiteText>. */
export function diagnosticParts(text: Text, d: Diagnostic): MessagePart[] {
  return text.renderParts(diagnosticMessage(d, text));
}

/** "1 error, 2 warnings, 3 notes": each severity present, counted, as a list. */
export function severityCounts(text: Text, list: readonly Diagnostic[]): string {
  const n: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of list) n[d.severity]++;
  const counts: string[] = [];
  if (n.error) counts.push(text.t('lint.list.count.error', { count: n.error }));
  if (n.warning) counts.push(text.t('lint.list.count.warning', { count: n.warning }));
  if (n.info) counts.push(text.t('lint.list.count.info', { count: n.info }));
  return new Intl.ListFormat(text.locale, { type: 'unit' }).format(counts);
}

/** The word a screen reader says before a finding ("Warning:"). */
export function severityWord(text: Text, severity: Severity): string {
  return text.t(`lint.list.severity.${severity}`);
}
