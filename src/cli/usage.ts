/** The text `--help` (or no arguments) prints: one message per block (src/text/catalogs/en/cli.ts). */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import { MAX_REDIRECT_HOPS, MAX_ROBOTS_BYTES, PRESET_PROFILES } from '../core/index.ts';
import { MAX_LINE_BYTES } from './batch-command.ts';
import { GIVE_UP_BYTES } from './line-splitter.ts';
import { MAX_DIFF_URLS } from './diff-command.ts';
import { say } from './cli-text.ts';
import { NO_LIMIT_CEILING } from './read-input.ts';
import { MAX_URL_LINE_BYTES } from './urls-command.ts';

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
  const blocks = [
    say('cli.usage.intro'),
    say('cli.usage.synopsis'),
    say('cli.usage.check', { profiles }),
    say('cli.usage.matrix', { shape: '{"url", "crawler", "id", "engine", "state", "allowed", "line", "truncated"}' }),
    say('cli.usage.urls', { answerShape: '{"url", "allowed", "line", "crawlDelay"}', errorShape: '{"url", "error"}' }),
    say('cli.usage.batch', {
      maxLineBytes: MAX_LINE_BYTES,
      answerShape: '{"allowed": true|false, "line": <line, 0 when none>, "crawlDelay": <seconds>|null}',
      errorShape: '{"error": "input line N: ..."}',
    }),
    say('cli.usage.lint'),
    say('cli.usage.diff', { limit: MAX_DIFF_URLS }),
    say('cli.usage.test'),
    say('cli.usage.robots-main'),
    say('cli.usage.live', { timeout: FETCH_TIMEOUT_MS / 1000, hops: MAX_REDIRECT_HOPS, limit: MAX_ROBOTS_BYTES }),
    say('cli.usage.url-reading'),
    say('cli.usage.input'),
    say('cli.usage.size-limit', {
      limit: MAX_ROBOTS_BYTES,
      ceiling: NO_LIMIT_CEILING,
      urlsLine: MAX_URL_LINE_BYTES,
      batchLine: MAX_LINE_BYTES,
      giveUp: GIVE_UP_BYTES,
    }),
    say('cli.usage.exit-codes'),
    say('cli.usage.output', { escapeExample: '\\u{202E}' }),
  ];
  return blocks.join('\n\n') + '\n';
}
