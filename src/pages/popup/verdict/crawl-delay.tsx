/** Crawl-delay of the group that applies to the chosen crawler, and whether that crawler honours it. */
import './verdict.css';
import type { CrawlerProfile } from '../../../core/index.ts';
import type { VerdictView } from '../../../robots/record-view.ts';
import { useText } from '../../../ui/use-text.ts';

interface CrawlDelayProps {
  result: Pick<VerdictView, 'verdict'>;
  /** Some group of the file sets a crawl-delay. */
  crawlDelayInFile: boolean;
  /** The crawler the verdict is for. */
  profile: CrawlerProfile;
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function CrawlDelay({ result: r, crawlDelayInFile: anyInFile, profile: p, onLine }: CrawlDelayProps) {
  const text = useText();
  const delay = r.verdict.crawlDelay;
  const name = p.name;
  return (
    <section class="panel" aria-labelledby="crawl-delay-heading" data-testid="crawl-delay">
      <h2 id="crawl-delay-heading" class="panel-title">
        {text.t('verdict-ui.crawl-delay.heading')}
      </h2>
      {delay ? (
        <p class="why-fact">
          <button
            type="button"
            class="line-chip line-chip-button"
            onClick={() => onLine(delay.line)}
            title={text.t('verdict-ui.crawl-delay.show-line')}
          >
            {text.t('verdict-ui.line-chip', { line: delay.line })}
          </button>{' '}
          <strong>{text.t('verdict-ui.crawl-delay.for-group', { seconds: delay.seconds })}</strong>{' '}
          {delay.honoured
            ? delay.effectiveSeconds !== delay.seconds
              ? text.t('verdict-ui.crawl-delay.honoured-capped', { name, seconds: delay.effectiveSeconds })
              : text.t('verdict-ui.crawl-delay.honoured', { name, seconds: delay.effectiveSeconds })
            : text.t('verdict-ui.crawl-delay.ignored', { name, ownRate: p.engine === 'google' && p.operator === 'Google' ? 'yes' : 'no' })}
        </p>
      ) : (
        <p class="why-fact">
          {text.t(anyInFile ? 'verdict-ui.crawl-delay.none-in-group' : 'verdict-ui.crawl-delay.none-in-file')}{' '}
          {text.t(p.honoursCrawlDelay ? 'verdict-ui.crawl-delay.would-honour' : 'verdict-ui.crawl-delay.would-ignore', { name })}
        </p>
      )}
    </section>
  );
}
