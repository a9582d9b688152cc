/** The text `--help` (or no arguments) prints. */
import { MAX_ROBOTS_BYTES, PRESET_PROFILES } from '../core/index.ts';

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
  const profiles = wrapList(PRESET_PROFILES.map((p) => p.name), 20);
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
    "url": the URL to check
    one of  "useragent": raw product token | "profile": profile name or id
    optional "engine": "google" or "coccoc" (default: --engine, else the
             profile's engine, else google)
  and writes one JSON line per input line, in the same order:
    {"allowed": true|false, "line": <deciding line, 0 when none>, "crawlDelay": <seconds or null>}
  A line that cannot be answered (invalid JSON, missing fields, unreadable
  file, bad base64, unknown profile) gets {"error": "input line N: ..."} and
  the batch goes on. Blank lines get an error too, so output line N always
  answers input line N. The same file, text or base64 body is parsed once.
  --stats prints a one-line summary (lines, errors, bodies parsed) on stderr.
  Exit code: 0 once all input is answered, 2 on bad usage.

lint
  One finding per line: "<line>: <severity>: <message>" ("file" for the file
  as a whole), sorted by line. --json prints the findings with their codes.
  Exit code: 1 when any finding is an error (e.g. a UTF-16 or binary file),
  else 0; 2 on bad usage or unreadable input.

Size limit
  Like Google, only the first ${MAX_ROBOTS_BYTES.toLocaleString('en')} bytes (500 KiB) of a robots.txt are
  read; check notes the cut and lint reports it. --no-limit reads everything
  (as Google's open-source parser does when handed the whole body).

Errors are one line on stderr, never a stack trace.
`;
}
