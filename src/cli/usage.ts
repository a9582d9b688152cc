/** The text `--help` (or no arguments) prints. */
import { MAX_ROBOTS_BYTES, PRESET_PROFILES } from '../core/index.ts';
import { MAX_LINE_BYTES } from './batch-command.ts';
import { NO_LIMIT_CEILING } from './read-input.ts';

const count = (n: number) => n.toLocaleString('en');

/** Words joined with ", " into lines of at most `width` characters, later lines indented. */
function wrapList(words: readonly string[], indent: number, width = 78): string {
  const lines: string[] = [];
  let current = '';
  for (const [i, w] of words.entries()) {
    const piece = w + (i < words.length - 1 ? ',' : '');
    if (current && indent + current.length + 1 + piece.length > width) {
      lines.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) lines.push(current);
  return lines.join('\n' + ' '.repeat(indent));
}

export function usageText(): string {
  const profiles = wrapList(
    PRESET_PROFILES.map((p) => p.name),
    20,
  );
  return `robots-lens: may this crawler fetch this URL under this robots.txt, and which line decides?

Usage:
  npm run cli -- check <robots.txt file, or - for stdin> <crawler> <url> [options]
  npm run cli -- batch [--engine google|coccoc] [--no-limit] [--stats] < requests.jsonl
  npm run cli -- lint <robots.txt file, or - for stdin> [--json] [--no-limit]
  npm run cli -- --help

check
  Prints "allowed" or "disallowed", then the deciding line (its number and
  text), why, the groups that applied, the other matching rules and why they
  lost, and the crawl-delay.
  <url>             a full address with a host, e.g. https://example.com/page,
                    matched as given (never normalised); anything else is
                    refused
  <crawler>         a crawler profile, by name or id (case-insensitive):
                    ${profiles}
  --token           <crawler> is a raw product token instead, used exactly as
                    Google's library uses its user-agent argument (so
                    "Googlebot/2.1" matches no "User-agent: Googlebot" group)
  --engine NAME     google (default for tokens) or coccoc; a profile uses its
                    own engine unless this is given
  --json            print the full verdict as JSON
  Exit code: 0 allowed, 1 disallowed, 2 bad usage or unreadable input.

batch
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
    {"allowed": true|false, "line": <deciding line, 0 when none>, "crawlDelay": <seconds or null>}
  A line that cannot be answered (invalid JSON, missing fields, unreadable
  file, bad base64, unknown profile, more than ${count(MAX_LINE_BYTES)} bytes) gets
  {"error": "input line N: ..."} and the batch goes on. Blank lines get an
  error too, so output line N always answers input line N. Lines end with LF
  or CRLF. Answers are written as soon as the input read so far is answered,
  not held until the end. The same file, text or base64 body is parsed once.
  --stats prints a one-line summary (lines, errors, bodies parsed) on stderr.
  Exit code: 0 once all input is answered, 2 on bad usage.

lint
  One finding per line: "<line>: <severity>: <message>" ("file" for the file
  as a whole), sorted by line. --json prints the findings with their codes.
  Exit code: 1 when any finding is an error (e.g. a UTF-16 or binary file),
  else 0; 2 on bad usage or unreadable input.

Input
  A robots.txt path (or "robotstxt_file") must name a regular file: a named
  pipe, a device or a directory is refused with an error. "-" reads stdin,
  whatever it is.

Size limit
  Like Google, only the first ${count(MAX_ROBOTS_BYTES)} bytes (500 KiB) of a robots.txt are
  read, and no more than that is read from the file or stdin; check notes
  the cut and lint reports it. --no-limit reads the whole body (as Google's
  open-source parser does when handed it) up to ${count(NO_LIMIT_CEILING)} bytes (32 MiB),
  and refuses a larger one: a parsed body holds up to ~15 times its size.

Output
  Errors are one line on stderr, never a stack trace. Control, bidi and
  invisible characters in what is printed (rules, paths, URLs, crawler and
  file names) are shown as escapes, e.g. \\x1b or \\u{202E}; in JSON output
  as \\u escapes (\\u202e), which read back to the same text.
`;
}
