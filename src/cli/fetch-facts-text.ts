/**
 * The fetch facts of a live check as lines for the terminal: which
 * robots.txt was asked, each redirect hop, the answer (or none), a cut body,
 * and what the outcome means to the crawler's engine. The same facts the
 * popup's fetch panel shows.
 */
import { MAX_ROBOTS_BYTES, type OutcomeReading } from '../core/index.ts';
import type { RecordVerdict } from '../robots/verdict-for-record.ts';
import { outcomeMessageText } from '../text/outcome-text.ts';
import { commandText, say, site } from './cli-text.ts';

/** What the outcome means to the crawler's engine, as the popup's why panel says it. */
export function readingText(reading: OutcomeReading): string {
  return outcomeMessageText(commandText(), reading);
}

/** "reading: …": what the outcome means to the crawler's engine. */
export function readingLine(reading: OutcomeReading): string {
  return say('cli.facts.reading', { meaning: readingText(reading) });
}

export function fetchFactsLines(result: RecordVerdict): string[] {
  const snapshot = result.snapshot;
  if (snapshot === null) return [readingLine(result.reading)];
  const facts = snapshot.facts;
  const lines = [say('cli.facts.robots-url', { url: site(facts.robotsUrl) })];
  facts.hops.forEach((hop, i) => {
    lines.push(say('cli.facts.hop', { hop: i + 1, status: hop.status, from: site(hop.url), to: site(hop.location) }));
  });
  const ms = facts.durationMs;
  if (facts.outcome.kind === 'response' && facts.finalUrl !== null) {
    const answer = { status: facts.outcome.status, bytes: facts.receivedBytes, ms };
    lines.push(
      facts.contentType === null
        ? say('cli.facts.answer-no-type', answer)
        : say('cli.facts.answer', { ...answer, contentType: site(facts.contentType) }),
    );
  } else if (facts.outcome.kind !== 'response') {
    lines.push(say('cli.facts.no-answer', { ms }));
  }
  if (facts.truncated) lines.push(say('cli.facts.truncated', { received: facts.receivedBytes, kept: MAX_ROBOTS_BYTES }));
  // When the outcome decided, the verdict's "why" already says what it means.
  if (result.used !== 'none') lines.push(readingLine(result.reading));
  if (result.state === 'unreachable') lines.push(say('cli.facts.unreachable'));
  return lines;
}

/** The facts for `--json`: everything the fetch recorded, the body left out (the verdict quotes what it needs). */
export function fetchFactsJson(result: RecordVerdict): unknown {
  return result.snapshot?.facts ?? null;
}
