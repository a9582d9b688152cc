/**
 * AI use in the command's output: the stated preferences that concern the
 * crawler's purpose (core's statedPreferences), what its token controls
 * (core's crawler facts), as text lines for `check`, a column for `matrix`,
 * and plain facts for `--json`.
 */
import {
  profileFacts,
  type CrawlerProfile,
  type PreferenceAnswer,
  type TokenFacts,
  type UseReading,
  type UseSummary,
} from '../core/index.ts';
import { listOf, say } from './cli-text.ts';

const DIRECTIVE = { 'content-signal': 'Content-Signal', 'content-usage': 'Content-Usage' } as const;

/** The facts `--json` carries about use: each concerning preference with its source, and the token's documented facts. */
export function useJson(reading: UseReading, profile: CrawlerProfile | null) {
  return {
    purpose: reading.purpose,
    preferences: reading.concerns.map((c) => ({
      vocabulary: c.vocabulary,
      key: c.key,
      draft: c.vocabulary === 'content-usage',
      stated: c.stated === null ? null : { value: c.stated.value, allows: c.stated.allows, source: c.stated.source },
    })),
    use: reading.stated.use,
    token: profile === null ? null : profileFacts(profile),
  };
}

function answerLine(c: PreferenceAnswer): string {
  const name = `${DIRECTIVE[c.vocabulary]} ${c.key} (${say(`use.key.${c.key}`)})${c.vocabulary === 'content-usage' ? ` [${say('use.draft-badge')}]` : ''}`;
  const s = c.stated;
  if (s === null) return `  ${name}: ${say('use.value.not-stated')}`;
  const value = say(s.allows ? 'use.value.allows' : 'use.value.refuses', { value: { site: `${s.key}=${s.value}` } });
  const source = s.source.kind === 'robots' ? say('use.source.line', { line: s.source.line }) : say('use.source.header');
  return `  ${name}: ${value} — ${source}`;
}

function factsLines(facts: TokenFacts): string[] {
  const list = (uses: TokenFacts['governs']) => listOf(uses.map((u) => say(`use.governs.${u}`)));
  const out = [`${say('use.controls.heading')}:`];
  if (facts.fetchedBy !== null) out.push(`  ${say('use.controls.fetches-as', { fetcher: facts.fetchedBy })}`);
  if (facts.governs.length > 0) out.push(`  ${say('use.controls.governs', { uses: list(facts.governs) })}`);
  if (facts.doesNotGovern.length > 0) out.push(`  ${say('use.controls.does-not-govern', { uses: list(facts.doesNotGovern) })}`);
  out.push(`  ${say(`use.controls.robots.${facts.robotsTxt}`)}`);
  out.push(`  ${say('use.controls.source', { operator: facts.operator })}: ${facts.source}`);
  return out;
}

/** The lines `check` prints after the verdict (terminalText() is the caller's). */
export function useLines(reading: UseReading, profile: CrawlerProfile | null, fetchAllowed: boolean): string[] {
  const out = [`${say('use.heading')}:`, `  ${say('use.note')}`];
  if (reading.concerns.length === 0) out.push(`  ${say('use.none-for-purpose')}`);
  for (const c of reading.concerns) out.push(answerLine(c));
  for (const u of reading.stated.use) out.push(`  ${say('use.use-value', { value: { site: u.value }, line: u.line })}`);
  if (!fetchAllowed && reading.concerns.some((c) => c.stated !== null)) out.push(`  ${say('use.fetch-disallowed')}`);
  const facts = profile === null ? null : profileFacts(profile);
  if (facts !== null) out.push(...factsLines(facts));
  return out;
}

/** The matrix's use column: the summary in a word and its source, or a dash when nothing is stated. */
export function useCell(summary: UseSummary | null): string {
  if (summary === null) return '–';
  const word = say(summary.allows ? 'use.matrix.short.allows' : 'use.matrix.short.refuses');
  const source = summary.source.kind === 'robots' ? say('use.source.line', { line: summary.source.line }) : say('use.source.header');
  return `${word} (${source})`;
}
