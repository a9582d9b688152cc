/**
 * `test EXPECTATIONS [--robots FILE|URL] [--format F | --json]`
 *
 * Checks a hand-written list of expectations (expectations.ts: which crawler
 * may or may not fetch which URL) against a robots.txt file, a site's live
 * copy (--robots URL), or, without --robots, each URL's own live robots.txt.
 * Exit code 0 when every expectation is met, 1 on any mismatch (each named
 * with its URL, crawler, what was expected, what the verdict is and the line
 * that decides it), 2 for bad usage or an unreadable or malformed file, 4
 * when a live robots.txt could not be fetched.
 */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import { sideOf, sourceVerdict, type SideVerdict } from '../core/index.ts';
import { UsageError, parseArgs, stringFlag, switchFlag, timeoutOption } from './args.ts';
import { annotationLine, junitReport, type Annotation } from './ci-formats.ts';
import { say, site } from './cli-text.ts';
import { EXIT_UNREACHABLE } from './check-command.ts';
import { formatOption } from './diff-command.ts';
import { MAX_EXPECTATIONS_BYTES, parseExpectations, type Expectation } from './expectations.ts';
import { readingText } from './fetch-facts-text.ts';
import { liveDeps, robotsLocation, type LiveDeps } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { InputError, readFileBytes } from './read-input.ts';
import { loadLiveSide, loadSide, type RobotsSide } from './robots-side.ts';
import { jsonText, terminalText } from './terminal-text.ts';

const FLAGS = {
  robots: { takesValue: true },
  format: { takesValue: true },
  json: { takesValue: false },
  'no-limit': { takesValue: false },
  timeout: { takesValue: true },
} as const;

interface Checked {
  expectation: Expectation;
  got: SideVerdict;
  robots: RobotsSide;
  met: boolean;
}

async function readExpectations(path: string, io: CliIo): Promise<Expectation[]> {
  let bytes: Uint8Array;
  if (path === '-') {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of io.stdin) {
      const b = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
      chunks.push(b);
      total += b.length;
      if (total > MAX_EXPECTATIONS_BYTES) break;
    }
    bytes = Buffer.concat(chunks);
  } else bytes = (await readFileBytes(path, MAX_EXPECTATIONS_BYTES + 1)).bytes;
  if (bytes.length > MAX_EXPECTATIONS_BYTES)
    throw new InputError(say('cli.test.too-large', { path: site(path), limit: MAX_EXPECTATIONS_BYTES }));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(say('cli.test.not-utf8', { path: site(path) }));
  }
  const found = parseExpectations(text.replace(/^\uFEFF/, ''), path);
  if (found.length === 0) throw new InputError(say('cli.test.empty', { path: site(path) }));
  return found;
}

/** Each URL's own robots.txt, fetched once per origin. */
function liveSides(deps: LiveDeps): (url: string) => Promise<RobotsSide> {
  const byOrigin = new Map<string, Promise<RobotsSide>>();
  return (url) => {
    const origin = robotsLocation(url)?.origin ?? url;
    let side = byOrigin.get(origin);
    if (!side) {
      side = loadLiveSide(url, deps, 'test');
      byOrigin.set(origin, side);
    }
    return side;
  };
}

function whyText(c: Checked): string {
  if (c.robots.decidingOutcome !== null) return readingText(c.robots.decidingOutcome);
  return c.got.rule === null ? say('cli.diff.no-rule') : say('cli.diff.by-line', { line: c.got.line, rule: site(c.got.rule) });
}

function mismatchText(c: Checked, file: string): string {
  const e = c.expectation;
  return say('cli.test.mismatch', {
    file: site(file),
    line: e.line,
    crawler: site(e.crawler.name),
    url: site(e.url),
    expected: say('cli.diff.verdict', { allowed: e.expected === 'allow' ? 'yes' : 'no' }),
    got: say('cli.diff.verdict', { allowed: c.got.allowed ? 'yes' : 'no' }),
    why: whyText(c),
  });
}

export async function testCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'test');
  const [path, ...extra] = args.positionals;
  if (path === undefined) throw new UsageError(say('cli.test.missing'));
  if (extra.length > 0) throw new UsageError(say('cli.args.unexpected-argument', { command: 'test', argument: site(extra[0]!) }));
  const format = formatOption(args, 'test');
  const robotsArg = stringFlag(args, 'robots');
  if (path === '-' && robotsArg === '-') throw new UsageError(say('cli.diff.stdin-twice'));
  const deps = (io.liveDeps ?? liveDeps)(timeoutOption(args, 'test', FETCH_TIMEOUT_MS));
  const expectations = await readExpectations(path, io);
  const fixed = robotsArg === undefined ? null : await loadSide(robotsArg, io, deps, switchFlag(args, 'no-limit'), 'test');
  const sideFor = fixed === null ? liveSides(deps) : async () => fixed;

  const checked: Checked[] = [];
  for (const expectation of expectations) {
    const robots = await sideFor(expectation.url);
    const got = sideOf(sourceVerdict(robots.verdicts, expectation.url, expectation.crawler));
    checked.push({ expectation, got, robots, met: got.allowed === (expectation.expected === 'allow') });
  }
  const failed = checked.filter((c) => !c.met);
  const expectationsFile = path === '-' ? 'stdin' : path;

  if (format === 'json') {
    const json = {
      expectations: checked.length,
      met: checked.length - failed.length,
      mismatches: failed.map((c) => ({
        line: c.expectation.line,
        url: c.expectation.url,
        crawler: c.expectation.crawler.name,
        expected: c.expectation.expected,
        got: c.got.allowed ? 'allow' : 'disallow',
        robots: c.robots.label,
        decidingLine: c.got.line,
        decidingRule: c.got.rule,
        reading: c.robots.decidingOutcome,
      })),
    };
    await io.stdout.write(jsonText(json, 2) + '\n');
  } else if (format === 'junit') {
    await io.stdout.write(
      junitReport(
        'robots-lens test',
        checked.map((c) => ({
          classname: c.expectation.crawler.name,
          name: `${c.expectation.expected} ${c.expectation.url}`,
          failure: c.met ? null : { message: mismatchText(c, expectationsFile), detail: mismatchText(c, expectationsFile) },
        })),
      ),
    );
  } else {
    const lines = failed.map((c) => mismatchText(c, expectationsFile));
    lines.push(say('cli.test.total', { met: checked.length - failed.length, total: checked.length }));
    await io.stdout.write(lines.map(terminalText).join('\n') + '\n');
    if (format === 'github') {
      for (const c of failed) {
        // On the robots.txt line that decides, when there is one in a file of the repository; else on the expectation.
        const onRobots = c.robots.path !== null && c.got.line > 0;
        const annotation: Annotation = {
          level: 'error',
          file: onRobots ? c.robots.path! : expectationsFile,
          line: onRobots ? c.got.line : c.expectation.line,
          title: say('cli.test.annotation-title', { crawler: site(c.expectation.crawler.name) }),
          message: mismatchText(c, expectationsFile),
        };
        await io.stdout.write(annotationLine(annotation));
      }
    }
  }
  if (checked.some((c) => c.robots.unreachable)) return EXIT_UNREACHABLE;
  return failed.length > 0 ? 1 : 0;
}
