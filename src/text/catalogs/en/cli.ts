/**
 * The command line's English (src/text/messages/cli.ts). JSON shapes and
 * escape examples in the help are parameters (formats, not words: usage.ts
 * fills them in), and a placeholder such as <url> is written '<'url> (a bare
 * < would open an ICU tag).
 */
import type { CatalogOf } from '../../messages/index.ts';
import type { CliMessages } from '../../messages/cli.ts';

export default {
  'cli.error': 'robots-lens: {message}',
  'cli.error.internal': 'internal error: {detail}',
  'cli.error.unknown-command': 'unknown command “{command}” (commands: {commands}; see --help)',

  'cli.args.unknown-option': '{command}: unknown option {option} (options: {known})',
  'cli.args.unknown-option-none': '{command}: unknown option {option} (this command takes no options)',
  'cli.args.takes-no-value': '{command}: --{option} takes no value',
  'cli.args.needs-value': '{command}: --{option} needs a value',
  'cli.args.unknown-engine': '{command}: unknown engine “{engine}” (use {engines})',
  'cli.args.bad-timeout': '{command}: --timeout takes a number of seconds above 0 and at most 600, not “{value}”',
  'cli.args.unexpected-argument': '{command}: unexpected argument “{argument}” (see --help)',
  'cli.args.missing-url': "{command}: missing '<'url> (see --help)",
  'cli.args.crawler-twice': '{command}: give the crawler once, either as --crawler or before the URL',

  'cli.check.missing':
    "check: missing {argument, select, file {'<'robots.txt file>} crawler {'<'crawler>} other {'<'url>}} (usage: check '<'url> --crawler NAME [--robots FILE], or check '<'robots.txt file> '<'crawler> '<'url>)",
  'cli.check.not-a-url': 'check: “{url}” is not a URL with a host (give a full address such as https://example.com/page)',
  'cli.check.not-a-web-url':
    '“{url}” is not an http or https URL with a host, so it has no robots.txt to fetch (give --robots FILE to check it against a file)',
  'cli.urls.missing-input': "urls: missing '<'file> (a file of URLs, one a line, or - for standard input)",

  'cli.crawler.profile': '{name} (profile “{id}”, tokens {tokens})',
  'cli.crawler.token': 'raw token “{token}”',
  'cli.crawler.unknown-close': 'unknown crawler “{crawler}”: did you mean {names}? (Use --token to give a raw product token.)',
  'cli.crawler.unknown': 'unknown crawler “{crawler}”: known crawlers: {names}. (Use --token to give a raw product token.)',

  'cli.facts.robots-url': 'robots.txt: {url}',
  'cli.facts.hop': 'redirect {hop, number}: {status, number, ::integer group-off} from {from} to {to}',
  'cli.facts.answer':
    'answer: {status, number, ::integer group-off}, {contentType}, {bytes, plural, one {# byte} other {# bytes}} in {ms, number, ::integer} ms',
  'cli.facts.answer-no-type':
    'answer: {status, number, ::integer group-off}, no content type, {bytes, plural, one {# byte} other {# bytes}} in {ms, number, ::integer} ms',
  'cli.facts.truncated':
    'note: the body had at least {received, plural, one {# byte} other {# bytes}}; like Google, only the first {kept, number} were read',
  'cli.facts.no-answer': 'answer: none after {ms, number, ::integer} ms',
  'cli.facts.reading': 'reading: {meaning}',
  'cli.facts.unreachable': 'robots.txt could not be fetched: the verdict is what the crawler does until it can (exit code 4)',

  'cli.matrix.head.crawler': 'crawler',
  'cli.matrix.head.engine': 'engine',
  'cli.matrix.head.verdict': 'verdict',
  'cli.matrix.head.line': 'deciding line',
  'cli.matrix.verdict': '{state, select, allowed {allowed} disallowed {disallowed} other {disallowed for now}}',
  'cli.matrix.by-outcome': '(the fetch outcome decides)',

  'cli.urls.error.blank': 'input line {line, number, ::integer group-off}: blank line (expected a URL)',
  'cli.urls.error.json':
    'input line {line, number, ::integer group-off}: invalid JSON (expected a URL, a JSON string or an object with "url")',
  'cli.urls.error.not-a-web-url':
    'input line {line, number, ::integer group-off}: not an http or https URL with a host, so it has no robots.txt to fetch',
  'cli.urls.error.too-long':
    'input line {line, number, ::integer group-off}: the line has {bytes, number} bytes; urls reads lines of at most {limit, number}',

  'cli.input.unreadable':
    'cannot read “{path}”: {reason, select, ENOENT {no such file} EISDIR {it is a directory} EACCES {permission denied} ENOTDIR {a part of the path is not a directory} ELOOP {too many symbolic links} ENAMETOOLONG {the name is too long} EMFILE {too many open files} fifo {it is a named pipe, not a regular file} device {it is a device, not a regular file} socket {it is a socket, not a regular file} other {it is a socket or a device, not a regular file}}',
  'cli.input.too-large': 'cannot read “{path}”: it has more than {limit, number} bytes, the most --no-limit reads',
  'cli.input.failed': 'cannot read “{path}”: {detail}',

  'cli.lint.missing': "lint: missing '<'robots.txt file> (usage: lint '<'robots.txt file, or - for stdin>)",
  'cli.lint.unexpected-argument': "lint: unexpected argument “{argument}” (usage: lint '<'robots.txt file>)",

  'cli.batch.unexpected-argument': 'batch: unexpected argument “{argument}” (batch reads JSON lines on stdin)',
  'cli.batch.line': 'input line {line, number, ::integer group-off}: {message}',
  'cli.batch.too-long': 'the line has {bytes, number} bytes; batch reads lines of at most {limit, number}',
  'cli.batch.blank': 'blank line (expected a JSON object)',
  'cli.batch.invalid-json': 'invalid JSON: {detail}',
  'cli.batch.not-an-object': 'expected a JSON object',
  'cli.batch.missing-robots': 'missing robots.txt: give "robotstxt", "robotstxt_base64" or "robotstxt_file"',
  'cli.batch.robots-twice': 'give only one of {fields}',
  'cli.batch.not-a-string': '"{field}" must be a string',
  'cli.batch.file-empty': '"robotstxt_file" is empty',
  'cli.batch.missing-url': 'missing "url"',
  'cli.batch.crawler-twice': 'give either "useragent" or "profile", not both',
  'cli.batch.missing-crawler': 'missing crawler: give "useragent" (a product token) or "profile" (a profile name)',
  'cli.batch.unknown-engine': 'unknown engine {engine} (use "google" or "coccoc")',
  'cli.batch.bad-base64': '"robotstxt_base64" is not valid base64: {detail}',
  'cli.batch.cannot-read': 'cannot read “{path}”',
  'cli.batch.stats':
    'batch: {lines, plural, one {# line} other {# lines}}, {answered, number} answered, {errors, plural, one {# error} other {# errors}}; robots.txt bodies parsed: {parsed, number}, cache hits: {hits, number}',

  'cli.verdict.line': 'line {line, number, ::integer group-off}: {text}',
  'cli.verdict.line-details': 'line {line, number, ::integer group-off}: {text}  ({details})',
  'cli.verdict.match-priority': 'priority {priority, number, ::integer group-off}',
  'cli.verdict.match-escaped': 'matched as {pattern}',
  'cli.verdict.match-index-htm': 'matched as {pattern}: Google reads an index.htm allow as also allowing its folder',
  'cli.verdict.no-line': 'no line decided',
  'cli.verdict.why': 'why: {explanation}',
  'cli.verdict.crawler': 'crawler: {crawler}; engine {engine}; path matched: {path}',
  'cli.verdict.groups-none': 'groups applied: none',
  'cli.verdict.groups': '{scope, select, global {groups applied (“*”):} other {groups applied (token “{token}”):}}',
  'cli.verdict.other-matches': 'other matching rules:',
  'cli.verdict.other-match': 'line {line, number, ::integer group-off}: {text} — {outcome}',
  'cli.verdict.more-matches': '… and {count, number} more',
  'cli.verdict.crawl-delay':
    'crawl-delay: {seconds, number} s on line {line, number, ::integer group-off}; {honoured, select, yes {{crawler} honours it} other {{crawler} ignores crawl-delay}}',
  'cli.verdict.crawl-delay-capped':
    'crawl-delay: {seconds, number} s on line {line, number, ::integer group-off}, read as {effective, number} s (Coc Coc caps crawl-delay at {max, number} s); {honoured, select, yes {{crawler} honours it} other {{crawler} ignores crawl-delay}}',
  'cli.verdict.truncated-stream':
    'note: the input has more than {kept, number} bytes; like Google, only the first {kept, number} were read (use --no-limit to read it all)',
  'cli.verdict.truncated-file':
    'note: the file has {bytes, number} bytes; like Google, only the first {kept, number} were read (use --no-limit to read it all)',

  'cli.usage.intro': 'robots-lens: may this crawler fetch this URL under this robots.txt, and which line decides?',
  'cli.usage.synopsis': `Usage:
  robots-lens check '<'url> [--crawler NAME] [--robots FILE] [options]
  robots-lens check '<'robots.txt file, or - for stdin> '<'crawler> '<'url> [options]
  robots-lens matrix '<'url> [--robots FILE] [--json]
  robots-lens urls '<'file of URLs, or -> [--crawler NAME] [--robots FILE] [--json]
  robots-lens batch [--engine google|coccoc] [--no-limit] [--stats] '<' requests.jsonl
  robots-lens lint '<'robots.txt file, or - for stdin> [--json] [--no-limit]
  robots-lens diff '<'old> '<'new> [--urls FILE | --sitemap URL] [--crawler NAMES]
  robots-lens test '<'expectations file> [--robots FILE|URL]
  robots-lens robots_main '<'robots.txt file> '<'user_agent> '<'url>
  robots-lens --help
(from a checkout without npm link: npm run cli -- '<'command> …)`,
  'cli.usage.check': `check
  Prints "allowed" or "disallowed", then the deciding line (its number and
  text), why, the groups that applied, the other matching rules and why they
  lost, and the crawl-delay. Without --robots it fetches the URL's own
  robots.txt (see "Live sites") and prints the fetch facts after the verdict.
  '<'url>             a full address with a host, e.g. https://example.com/page,
                    read as a browser requests it (see "URLs"); anything else
                    is refused
  --crawler NAME    a crawler profile, by name or id (case-insensitive;
                    Googlebot when not given):
                    {profiles}
  --robots FILE     check against this file (- for stdin), no fetch
  --token           the crawler is a raw product token instead, used exactly
                    as Google's library uses its user-agent argument (so
                    "Googlebot/2.1" matches no "User-agent: Googlebot" group)
  --engine NAME     google (default for tokens) or coccoc; a profile uses its
                    own engine unless this is given
  --json            print the verdict as JSON; live, an object with "url",
                    "robotsUrl", "state", "allowed", "line", "reading",
                    "fetch" (hops, status, bytes, time) and "verdict"
  --timeout SECONDS the live fetch's time limit (default 10, as the extension)
  The older form check '<'robots.txt file> '<'crawler> '<'url> still works.`,
  'cli.usage.live': `Live sites
  check, matrix and urls fetch robots.txt the way the extension does, with
  its own fetcher: redirects followed hop by hop, at most {hops, number}, each hop
  recorded; a public host may not send the request to this machine or its
  network (localhost, 10.0.0.0/8, a name without a dot, a name that resolves
  there), nor to a non-http(s) address; no cookies; the first {limit, number}
  bytes kept; {timeout, number} s for the whole chain. The answer becomes the
  verdict as each engine reads it: 4xx allows everything, 5xx, 429 and no
  answer disallow everything for now (Google), more than {hops, number} redirects read
  as no robots.txt.`,
  'cli.usage.matrix': `matrix
  One line per crawler profile for one URL: crawler, engine, verdict and the
  deciding line, from one fetch of robots.txt (or --robots FILE). --json
  writes one JSON object per crawler: {shape}.
  Exit code: 0 once answered, 4 when robots.txt could not be fetched.`,
  'cli.usage.urls': `urls
  Reads URLs, one a line, from a file or - (stdin): a bare URL, a JSON string
  or a JSON object with "url", each read as a browser requests it (see
  "URLs"). Each is checked against its own origin's robots.txt, fetched once
  per origin and kept while the command runs, or all against --robots FILE
  (then a line may also be a path from "/"). Writes CSV with a header and one
  row per input line, in the same order, with these columns:
    url          the URL as read (the line as given when it got an error)
    allowed      true or false
    line         the deciding line of robots.txt, 0 when none
    crawl_delay  the crawl-delay in seconds, empty when none
    robots_url   live only: the robots.txt asked
    state        live only: allowed, disallowed or unreachable
    reason       live only: the fetch outcome's code (parsed, client-error,
                 server-error, network-error, …)
    error        why the line got no answer (the other cells are then empty)
  With --json it writes one JSON line per input line instead:
  {answerShape}, live also "robotsUrl", "state",
  "reason" and "truncated" (when robots.txt was cut), or {errorShape}.
  A CSV cell that a spreadsheet would run as a formula (one starting with =,
  +, -, @, a tab or a CR) starts with ' instead.
  Takes --crawler, --token, --engine, --robots, --no-limit and --timeout as
  check does. The list must be a regular file, a named pipe or -: a device
  or a directory is refused before anything is written. Exit code: 0 once all
  input is answered, 2 on bad usage or unreadable input.`,
  'cli.usage.batch': `batch
  Reads JSON lines on stdin, each an object with
    one of  "robotstxt": text | "robotstxt_base64": exact bytes | "robotstxt_file": path
    "url": the URL to check, read as Google's library reads it and not
           checked: only what follows the host is matched, so a string
           that is not a URL is matched from its first "/" (or as "/" when
           it has none: "not a url" and "" are both "/")
    one of  "useragent": raw product token | "profile": profile name or id
    optional "engine": "google" or "coccoc" (default: --engine, else the
             profile's engine, else google)
  and writes one JSON line per input line, in the same order:
    {answerShape}
  A line that cannot be answered (invalid JSON, missing fields, unreadable
  file, bad base64, unknown profile, more than {maxLineBytes, number} bytes) gets
  {errorShape} and the batch goes on. Blank lines get an
  error too, so output line N always answers input line N. Lines end with LF
  or CRLF. Answers are written as soon as the input read so far is answered,
  not held until the end. The same file, text or base64 body is parsed once.
  --stats prints a one-line summary (lines, errors, bodies parsed) on stderr.
  Exit code: 0 once all input is answered, 2 on bad usage.`,
  'cli.usage.lint': `lint
  One finding per line: "'<'line>: '<'severity>: '<'message>" ("file" for the file
  as a whole), sorted by line. --json prints the findings with their codes.
  Exit code: 1 when any finding is an error (e.g. a UTF-16 or binary file),
  else 0; 2 on bad usage or unreadable input.`,
  'cli.usage.robots-main': `robots_main
  Google's robots_main, for scripts written for it: the same arguments, the
  same output line ("user-agent '…' with URI '…': ALLOWED" or DISALLOWED,
  and a notice for an empty file) and the same exit codes (0 once answered,
  1 for a wrong number of arguments or an unreadable file). The whole file
  is read, as Google's tool does, up to 32 MiB.`,
  'cli.usage.input': `Input
  A robots.txt path (or "robotstxt_file") must name a regular file: a named
  pipe, a device or a directory is refused with an error. "-" reads stdin,
  whatever it is.`,
  'cli.usage.size-limit': `Size limits
  Like Google, only the first {limit, number} bytes (500 KiB) of a robots.txt are
  read, and no more than that is read from the file or stdin. Each command
  says when it cut a file: check and matrix in a note (and in their JSON),
  urls on stderr (and "truncated": true in live JSON answers), batch with
  "truncated": true in the answer, lint as a finding. --no-limit reads the
  whole body (as Google's open-source parser does when handed it) up to
  {ceiling, number} bytes (32 MiB), and refuses a larger one: a parsed body holds up
  to ~15 times its size.
  An input line may have at most {urlsLine, number} bytes (urls) or
  {batchLine, number} bytes (batch): a longer one gets an error and the lines after
  it are read. A line that runs past {giveUp, number} bytes without a line end
  (binary input, /dev/zero) stops the command with an error (exit code 2).`,
  'cli.usage.exit-codes': `Exit codes
  0 allowed (or answered), 1 disallowed (lint: an error found), 2 bad usage
  or unreadable input, 3 internal error, 4 robots.txt could not be fetched
  (check and matrix: unreachable, 5xx, 429 or a refused redirect; the verdict
  printed is what the crawler does meanwhile).`,
  'cli.usage.output': `Output
  Errors are one line on stderr, never a stack trace. Control, bidi and
  invisible characters in what is printed (rules, paths, URLs, crawler and
  file names) are shown as escapes, e.g. \\x1b or {escapeExample}; in JSON output
  as \\u escapes (\\u202e), which read back to the same text.`,

  'cli.verdict.url': 'url: {url}',
  'cli.verdict.url-read': 'url: {url} (as a browser requests “{typed}”)',
  'cli.args.not-a-url': '{command}: “{url}” is not a URL with a host (give a full address such as https://example.com/page)',
  'cli.args.lookalike-option': '{command}: “{option}” has look-alike characters (such as a full-width “＝”): did you mean {plain}?',
  'cli.urls.error.not-a-url': 'input line {line, number, ::integer group-off}: not a URL with a host, nor a path starting with “/”',
  'cli.input.endless-line':
    'stopped reading “{path}” at input line {line, number, ::integer group-off}: more than {bytes, number} bytes without a line end (is it a binary file or a device?)',

  'cli.urls.note.truncated':
    'note: {url} had at least {received, plural, one {# byte} other {# bytes}}; like Google, only the first {kept, number} were read',

  'cli.usage.url-reading': `URLs
  check, matrix and urls read a URL as a browser requests it (the WHATWG URL
  standard, as the extension does): a non-ASCII path is percent-encoded as
  UTF-8 (/café is /caf%C3%A9), an international host name is written in
  punycode, "\\" is read as "/" and dot segments are removed. That form is
  what the rules are matched against, and what is printed. batch and
  robots_main keep Google's raw reading: the URL is matched as given, byte
  for byte, as Google's library and its robots_main do.
  A crawler name or --token that holds a hidden character (a line feed, a
  zero-width space), starts or ends with a space, or uses a full-width form
  (Ｇｏｏｇｌｅｂｏｔ, ＝) is refused with the character named: it would
  not match the group it seems to name.`,
  'cli.args.bad-format': '{command}: --format takes {formats}, not “{value}”',
  'cli.args.crawlers-twice': '{command}: give --crawler or --all-crawlers, not both',
  'cli.diff.missing':
    "diff: missing '<'old> or '<'new> (usage: diff '<'old robots.txt> '<'new robots.txt>; each a file, - or an http(s) URL)",
  'cli.diff.stdin-twice': 'standard input (-) can be read only once',
  'cli.diff.no-urls': 'diff: the URL list or sitemap gave no URLs to check',
  'cli.diff.urls-too-large': 'cannot read “{path}”: it has more than {limit, number} bytes',
  'cli.diff.too-many-urls': 'more than {limit, number} URLs: check them in parts',
  'cli.diff.no-user-agent': 'rules before any User-agent line',
  'cli.diff.agents': 'User-agent {agents}',
  'cli.diff.verdict': '{allowed, select, yes {allowed} other {disallowed}}',
  'cli.diff.no-rule': 'no rule decides',
  'cli.diff.by-line': 'line {line, number, ::integer group-off}: {rule}',
  'cli.diff.outcome': '{side, select, old {old} other {new}} robots.txt ({url}) is not read: {meaning}',
  'cli.diff.same': 'no rule changed: the two files have the same groups, rules, crawl-delays and sitemaps',
  'cli.diff.summary': 'robots.txt changed: {added, plural, one {# rule added} other {# rules added}}, {removed, number} removed',
  'cli.diff.group': '{status, select, added {new group} removed {group removed} other {group}}: {agents}',
  'cli.diff.rule-new': 'line {line, number, ::integer group-off}: {rule}',
  'cli.diff.rule-old': 'old line {line, number, ::integer group-off}: {rule}',
  'cli.diff.crawl-delay': 'crawl-delay: {before} → {after}',
  'cli.diff.sitemap': 'Sitemap: {url}',
  'cli.diff.probed': 'no --urls or --sitemap: checked the {paths, plural, one {# path} other {# paths}} the changed rules name',
  'cli.diff.effect': '{crawler}: {url}: {before} ({beforeWhy}) → {after} ({afterWhy})',
  'cli.diff.effect-rule': '{crawler}: {url}: still {after}, now {afterWhy} (was {beforeWhy})',
  'cli.diff.total':
    '{changed, plural, =0 {no verdict changes} one {# verdict changes} other {# verdicts change}} ({urls, plural, one {# URL} other {# URLs}} × {crawlers, plural, one {# crawler} other {# crawlers}})',
  'cli.diff.annotation-title': 'robots.txt change: {crawler}',
  'cli.test.missing': "test: missing '<'expectations file> (usage: test '<'file> [--robots FILE|URL])",
  'cli.test.too-large': 'cannot read “{path}”: it has more than {limit, number} bytes',
  'cli.test.not-utf8': 'cannot read “{path}”: it is not UTF-8 text',
  'cli.test.empty': '“{path}” holds no expectations',
  'cli.test.too-many': 'more than {limit, number} expectations: split the file',
  'cli.test.yaml-syntax': 'expectations line {line, number, ::integer group-off}: not valid YAML: {detail}',
  'cli.test.line.yaml-shape':
    'expectations line {line, number, ::integer group-off}: expected a list of items, each with "url" and "allow" or "disallow" (a crawler name or a list of names)',
  'cli.test.line.bad-verdict': 'expectations line {line, number, ::integer group-off}: “{word}” is neither allow nor disallow',
  'cli.test.line.no-url': 'expectations line {line, number, ::integer group-off}: missing the URL after allow or disallow',
  'cli.test.line.not-a-url': 'expectations line {line, number, ::integer group-off}: “{url}” is not an http or https URL with a host',
  'cli.test.line.problem': 'expectations line {line, number, ::integer group-off}: {problem}',
  'cli.test.mismatch': '{file}:{line, number, ::integer group-off}: {crawler}: {url}: expected {expected}, got {got} ({why})',
  'cli.test.total': '{met, number} of {total, plural, one {# expectation} other {# expectations}} met',
  'cli.test.annotation-title': 'robots.txt expectation not met: {crawler}',
  'cli.usage.diff': `diff
  robots-lens diff '<'old> '<'new> [--urls FILE] [--sitemap URL]
                   [--crawler NAMES | --all-crawlers] [--format FORMAT]
  What changes between two robots.txt files, each a file, - (stdin) or an
  http(s) URL (its site's live robots.txt): rule by rule per group (a group
  is named by its user-agents; a rule that only moved is no change), the
  crawl-delays and the sitemaps; then, for each crawler, each URL whose
  verdict changes, with the deciding line before and after.
  --urls FILE       the URLs to check, one a line (# starts a comment)
  --sitemap URL     the URLs a sitemap lists (an index's files too)
  Without either, the paths the changed rules name are checked.
  --crawler NAMES   profile names or ids, comma-separated (Googlebot when
                    not given); --all-crawlers checks every profile
  At most {limit, number} URLs. Exit code: 0 when no verdict changes, 1 when
  any does, 2 on bad usage, 4 when a live robots.txt could not be fetched.`,
  'cli.usage.test': `test
  robots-lens test '<'expectations file> [--robots FILE|URL] [--format FORMAT]
  Checks what you expect each crawler may fetch against a robots.txt file
  (--robots FILE), a site's live one (--robots URL) or, without --robots,
  each URL's own live robots.txt. Plain text, one expectation a line:
    # allow|disallow  URL  crawlers (Googlebot when none)
    allow    https://example.com/            Googlebot Bingbot
    disallow https://example.com/admin/      Googlebot
    disallow https://example.com/            GPTBot, CCBot
  or YAML, in a file named .yaml or .yml:
    - url: https://example.com/admin/
      disallow: [Googlebot, Bingbot]
      allow: AdsBot-Google
  Each expectation not met is printed as
  "'<'file>:'<'line>: '<'crawler>: '<'url>: expected …, got … ('<'deciding line>)".
  Exit code: 0 when all are met, 1 when any is not, 2 on bad usage or a
  malformed file, 4 when a live robots.txt could not be fetched.
  Output of diff and test: --format text (default), json (or --json),
  github (the text, then GitHub Actions annotations on the robots.txt line
  that decides) or junit (JUnit XML).`,
} as const satisfies CatalogOf<CliMessages>;
