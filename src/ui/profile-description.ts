/**
 * The sentence under a crawler's name. A custom profile's is worded here from
 * its facts (tokens, engine, whether it skips `User-agent: *`), in the page's
 * locale, rather than stored as English when the profile was saved.
 */
import type { CrawlerProfile } from '../core/index.ts';
import { site, type Text } from '../text/text.ts';

export function profileDescription(text: Text, p: CrawlerProfile): string {
  if (p.category !== 'custom') return p.description.replace(/`/g, '');
  return text.t('ui.custom-profile.description', {
    count: p.tokens.length,
    tokens: site(p.tokens.join(' → ')),
    ignoreGlobal: p.ignoreGlobal ? 'yes' : 'no',
    engine: p.engine,
  });
}
