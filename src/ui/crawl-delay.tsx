/** Crawl-delay of the group that applies to the chosen crawler, and whether that crawler honours it. */
import type { CrawlerProfile } from '../core/index.ts';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';

interface CrawlDelayProps {
  result: RecordVerdict;
  /** The crawler the verdict is for. */
  profile: CrawlerProfile;
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function CrawlDelay({ result: r, profile: p, onLine }: CrawlDelayProps) {
  if (!r.model) return null;
  const delay = r.verdict.crawlDelay;
  const anyInFile = r.model.groups.some((g) => g.crawlDelays.length > 0);
  return (
    <section class="panel" aria-labelledby="crawl-delay-heading" data-testid="crawl-delay">
      <h2 id="crawl-delay-heading" class="panel-title">
        Crawl-delay
      </h2>
      {delay ? (
        <p class="why-fact">
          <button type="button" class="line-chip line-chip-button" onClick={() => onLine(delay.line)} title="Show this line">
            Line {delay.line}
          </button>{' '}
          <strong>{formatSeconds(delay.seconds)}</strong> for this crawler’s group.{' '}
          {delay.honoured
            ? delay.effectiveSeconds !== delay.seconds
              ? `${p.name} honours it, but counts it as ${formatSeconds(delay.effectiveSeconds)} (its maximum).`
              : `${p.name} honours it: at most one request every ${formatSeconds(delay.effectiveSeconds)}.`
            : `${p.name} ignores Crawl-delay${p.engine === 'google' && p.operator === 'Google' ? ' (Google sets its own crawl rate)' : ''}.`}
        </p>
      ) : (
        <p class="why-fact">
          {anyInFile ? 'The group that applies has no Crawl-delay (other groups do).' : 'None in this file.'}{' '}
          {p.honoursCrawlDelay ? `${p.name} would honour one.` : `${p.name} would ignore one anyway.`}
        </p>
      )}
    </section>
  );
}

function formatSeconds(s: number): string {
  return `${Number.isInteger(s) ? s : s.toFixed(2).replace(/0+$/, '')} s`;
}
