/**
 * The command line's own words (src/cli): its help, its usage errors, the
 * fetch facts of a live check, and the `matrix` and `urls` commands. The
 * CLI prints English (src/text/bundled.ts); the other catalogs keep the
 * domain so every locale has every domain.
 */
import type { NoParams, Site } from './index.ts';

/** Why a robots.txt file or stdin could not be read: an errno code, or what the file is instead of a regular file. */
export type InputReason =
  | 'ENOENT'
  | 'EISDIR'
  | 'EACCES'
  | 'ENOTDIR'
  | 'ELOOP'
  | 'ENAMETOOLONG'
  | 'EMFILE'
  | 'fifo'
  | 'device'
  | 'socket'
  | 'socket-or-device';

/** Which positional argument of `check` is missing. */
export type CheckArgument = 'file' | 'crawler' | 'url';

export interface CliMessages {
  /** Every error line on stderr: the command's name, then what went wrong. */
  'cli.error': { message: string };
  'cli.error.internal': { detail: Site };
  'cli.error.unknown-command': { command: Site; commands: string };

  'cli.args.unknown-option': { command: string; option: Site; known: string };
  'cli.args.unknown-option-none': { command: string; option: Site };
  'cli.args.takes-no-value': { command: string; option: string };
  'cli.args.needs-value': { command: string; option: string };
  'cli.args.unknown-engine': { command: string; engine: Site; engines: string };
  'cli.args.bad-timeout': { command: string; value: Site };
  'cli.args.unexpected-argument': { command: string; argument: Site };
  'cli.args.crawler-twice': { command: string };
  'cli.args.missing-url': { command: string };

  'cli.check.missing': { argument: CheckArgument };
  'cli.check.not-a-url': { url: Site };
  'cli.check.not-a-web-url': { url: Site };
  'cli.urls.missing-input': NoParams;

  /** How a crawler was given, in the `check` output. */
  'cli.crawler.profile': { name: string; id: string; tokens: string };
  'cli.crawler.token': { token: Site };
  /** An unknown crawler name: the closest profile names (`close`), or every one (`unknown`). */
  'cli.crawler.unknown-close': { crawler: Site; names: string };
  'cli.crawler.unknown': { crawler: Site; names: string };

  /** The fetch facts of a live check, one line each. */
  'cli.facts.robots-url': { url: Site };
  'cli.facts.hop': { hop: number; status: number; from: Site; to: Site };
  'cli.facts.answer': { status: number; contentType: Site; bytes: number; ms: number };
  'cli.facts.answer-no-type': { status: number; bytes: number; ms: number };
  'cli.facts.truncated': { received: number; kept: number };
  'cli.facts.no-answer': { ms: number };
  'cli.facts.reading': { meaning: string };
  'cli.facts.unreachable': NoParams;

  /** `matrix`: the table's head, and a crawler decided by the fetch (no line). */
  'cli.matrix.head.crawler': NoParams;
  'cli.matrix.head.engine': NoParams;
  'cli.matrix.head.verdict': NoParams;
  'cli.matrix.head.line': NoParams;
  'cli.matrix.verdict': { state: 'allowed' | 'disallowed' | 'unreachable' };
  'cli.matrix.by-outcome': NoParams;

  /** `urls`: why an input line got no answer. */
  'cli.urls.error.blank': { line: number };
  'cli.urls.error.json': { line: number };
  'cli.urls.error.not-a-web-url': { line: number };
  'cli.urls.error.too-long': { line: number; bytes: number; limit: number };

  /** Reading a robots.txt file or stdin (`path` is the file name, or "stdin"). */
  'cli.input.unreadable': { path: Site; reason: InputReason };
  'cli.input.too-large': { path: Site; limit: number };
  /** Any other failure: `detail` is the system's own message. */
  'cli.input.failed': { path: Site; detail: Site };

  'cli.lint.missing': NoParams;
  'cli.lint.unexpected-argument': { argument: Site };

  /** `batch`: its arguments, why an input line got no answer (`cli.batch.line` wraps each reason), and --stats. */
  'cli.batch.unexpected-argument': { argument: Site };
  'cli.batch.line': { line: number; message: string };
  'cli.batch.too-long': { bytes: number; limit: number };
  'cli.batch.blank': NoParams;
  'cli.batch.invalid-json': { detail: Site };
  'cli.batch.not-an-object': NoParams;
  'cli.batch.missing-robots': NoParams;
  /** `fields`: the JSON fields given, each quoted, joined by listOf(). */
  'cli.batch.robots-twice': { fields: string };
  'cli.batch.not-a-string': { field: string };
  'cli.batch.file-empty': NoParams;
  'cli.batch.missing-url': NoParams;
  'cli.batch.crawler-twice': NoParams;
  'cli.batch.missing-crawler': NoParams;
  'cli.batch.unknown-engine': { engine: Site };
  'cli.batch.bad-base64': { detail: Site };
  'cli.batch.cannot-read': { path: Site };
  'cli.batch.stats': { lines: number; answered: number; errors: number; parsed: number; hits: number };

  /** `check`'s text output, one line each (format-verdict.ts). */
  'cli.verdict.line': { line: number; text: Site };
  /** The deciding line with how it matched: `details` joins the cli.verdict.match-* notes with "; ". */
  'cli.verdict.line-details': { line: number; text: Site; details: string };
  'cli.verdict.match-priority': { priority: number };
  'cli.verdict.match-escaped': { pattern: Site };
  'cli.verdict.match-index-htm': { pattern: Site };
  'cli.verdict.no-line': NoParams;
  /** `explanation`: the verdict's sentences, each a whole message of the verdict domain. */
  'cli.verdict.why': { explanation: string };
  'cli.verdict.crawler': { crawler: string; engine: string; path: Site };
  'cli.verdict.groups-none': NoParams;
  'cli.verdict.groups': { scope: 'global' | 'specific'; token: Site };
  'cli.verdict.other-matches': NoParams;
  'cli.verdict.other-match': { line: number; text: Site; outcome: string };
  'cli.verdict.more-matches': { count: number };
  'cli.verdict.crawl-delay': { seconds: number; line: number; crawler: Site; honoured: 'yes' | 'no' };
  'cli.verdict.crawl-delay-capped': {
    seconds: number;
    line: number;
    effective: number;
    max: number;
    crawler: Site;
    honoured: 'yes' | 'no';
  };
  'cli.verdict.truncated-stream': { kept: number };
  'cli.verdict.truncated-file': { bytes: number; kept: number };

  /** `--help`, one block per command. */
  'cli.usage.intro': NoParams;
  'cli.usage.synopsis': NoParams;
  'cli.usage.check': { profiles: string };
  'cli.usage.live': { timeout: number; hops: number; limit: number };
  /** The JSON shapes (`{"crawler", …}`) are formats the code writes, given as parameters. */
  'cli.usage.matrix': { shape: string };
  'cli.usage.urls': { answerShape: string; errorShape: string };
  'cli.usage.batch': { maxLineBytes: number; answerShape: string; errorShape: string };
  'cli.usage.lint': NoParams;
  'cli.usage.robots-main': NoParams;
  'cli.usage.input': NoParams;
  /** The caps: robots.txt, --no-limit, an input line of urls and of batch, a line that never ends. */
  'cli.usage.size-limit': { limit: number; ceiling: number; urlsLine: number; batchLine: number; giveUp: number };
  'cli.usage.exit-codes': NoParams;
  /** `escapeExample`: how a hidden character is printed (\u{202E}). */
  'cli.usage.output': { escapeExample: string };

  /** The URL checked, as a browser requests it (src/cli/browser-url.ts); `typed` when it was written otherwise. */
  'cli.verdict.url': { url: Site };
  'cli.verdict.url-read': { url: Site; typed: Site };
  'cli.args.not-a-url': { command: string; url: Site };
  /** An argument that NFKC folds into an option (`--crawler＝x`): `plain` is the folded form. */
  'cli.args.lookalike-option': { command: string; option: Site; plain: Site };
  'cli.urls.error.not-a-url': { line: number };
  /** A line with no end in sight (`/dev/zero`): the command stops reading. */
  'cli.input.endless-line': { path: Site; line: number; bytes: number };
  /** `urls`, live: a site's robots.txt was cut at Google's limit (on stderr, once per fetch). */
  'cli.urls.note.truncated': { url: Site; received: number; kept: number };
  /** `--help`: which commands read a URL as a browser requests it, which keep Google's raw reading; typed names refused. */
  'cli.usage.url-reading': NoParams;
  /** `diff` and `test`: robots.txt over time, and hand-written expectations checked in CI. */
  'cli.args.bad-format': { command: string; value: Site; formats: string };
  'cli.args.crawlers-twice': { command: string };
  'cli.diff.missing': NoParams;
  'cli.diff.stdin-twice': NoParams;
  'cli.diff.no-urls': NoParams;
  'cli.diff.urls-too-large': { path: Site; limit: number };
  'cli.diff.too-many-urls': { limit: number };
  /** The group of rules written before any user-agent line. */
  'cli.diff.no-user-agent': NoParams;
  /** The user-agents that name a group, quoted and joined. */
  'cli.diff.agents': { agents: Site };
  'cli.diff.verdict': { allowed: 'yes' | 'no' };
  'cli.diff.no-rule': NoParams;
  'cli.diff.by-line': { line: number; rule: Site };
  /** A live copy the HTTP outcome decides (no body is read): what the outcome means. */
  'cli.diff.outcome': { side: 'old' | 'new'; url: Site; meaning: string };
  'cli.diff.same': NoParams;
  'cli.diff.summary': { added: number; removed: number };
  'cli.diff.group': { status: 'added' | 'removed' | 'changed'; agents: string };
  'cli.diff.rule-new': { line: number; rule: Site };
  'cli.diff.rule-old': { line: number; rule: Site };
  'cli.diff.crawl-delay': { before: Site; after: Site };
  'cli.diff.sitemap': { url: Site };
  'cli.diff.probed': { paths: number };
  /** One URL whose verdict changes: `before`/`after` are cli.diff.verdict, the whys cli.diff.by-line, no-rule or an outcome. */
  'cli.diff.effect': { crawler: Site; url: Site; before: string; after: string; beforeWhy: string; afterWhy: string };
  /** Same verdict, another deciding rule. */
  'cli.diff.effect-rule': { crawler: Site; url: Site; before: string; after: string; beforeWhy: string; afterWhy: string };
  'cli.diff.total': { changed: number; urls: number; crawlers: number };
  'cli.diff.annotation-title': { crawler: Site };
  'cli.test.missing': NoParams;
  'cli.test.too-large': { path: Site; limit: number };
  'cli.test.not-utf8': { path: Site };
  'cli.test.empty': { path: Site };
  'cli.test.too-many': { limit: number };
  'cli.test.yaml-syntax': { line: number; detail: Site };
  'cli.test.line.yaml-shape': { line: number };
  'cli.test.line.bad-verdict': { line: number; word: Site };
  'cli.test.line.no-url': { line: number };
  'cli.test.line.not-a-url': { line: number; url: Site };
  'cli.test.line.problem': { line: number; problem: string };
  'cli.test.mismatch': { file: Site; line: number; crawler: Site; url: Site; expected: string; got: string; why: string };
  'cli.test.total': { met: number; total: number };
  'cli.test.annotation-title': { crawler: Site };
  'cli.usage.diff': { limit: number };
  'cli.usage.test': NoParams;
}
