/**
 * What the chosen token controls, beside the verdict, from its operator's
 * documentation (core's crawler-facts.ts): whether it fetches anything
 * itself, the uses it governs and does not, whether its operator says it
 * follows robots.txt, and the page that says so. Nothing is shown for a
 * token without a recorded statement.
 */
import './ai-use.css';
import { findProfile, profileFacts, type CrawlerProfile, type GovernedUse } from '../../../core/index.ts';
import { useText } from '../../../ui/use-text.ts';

export function TokenControls({ profile }: { profile: CrawlerProfile }) {
  const text = useText();
  const facts = profile.category === 'custom' ? null : profileFacts(profile);
  if (facts === null) return null;
  const list = (uses: readonly GovernedUse[]) => new Intl.ListFormat(text.locale).format(uses.map((u) => text.t(`use.governs.${u}`)));
  const fetcher = facts.fetchedBy === null ? null : (findProfile(facts.fetchedBy)?.name ?? facts.fetchedBy);
  return (
    <aside class="token-controls" data-testid="token-controls" data-token={facts.token} data-robots={facts.robotsTxt}>
      <h2 class="token-controls-title">{text.t('use.controls.heading')}</h2>
      <ul class="token-controls-list">
        {fetcher !== null && <li data-fact="fetched-by">{text.t('use.controls.fetches-as', { fetcher })}</li>}
        {facts.governs.length > 0 && <li data-fact="governs">{text.t('use.controls.governs', { uses: list(facts.governs) })}</li>}
        {facts.doesNotGovern.length > 0 && (
          <li data-fact="does-not-govern">{text.t('use.controls.does-not-govern', { uses: list(facts.doesNotGovern) })}</li>
        )}
        <li data-fact="robots" class={facts.robotsTxt === 'follows' ? undefined : 'token-controls-warn'}>
          {text.t(`use.controls.robots.${facts.robotsTxt}`)}
        </li>
      </ul>
      <a class="token-controls-source" href={facts.source} target="_blank" rel="noreferrer noopener" data-testid="token-controls-source">
        {text.t('use.controls.source', { operator: facts.operator })}
      </a>
    </aside>
  );
}
