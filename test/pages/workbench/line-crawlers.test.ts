import { describe, expect, it } from 'vitest';
import { PRESET_PROFILES, parseRobotsTxt, utf8Bytes } from '../../../src/core/index.ts';
import { lineCrawlers } from '../../../src/pages/workbench/line-crawlers.ts';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private/',
  '',
  'User-agent: Googlebot',
  'User-agent: Bingbot',
  'Disallow: /drafts/',
  'Crawl-delay: 2',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
].join('\n');

describe('which crawlers read a line', () => {
  const model = parseRobotsTxt(utf8Bytes(ROBOTS));
  const map = lineCrawlers(model, PRESET_PROFILES);
  const ids = (line: number) => (map.get(line) ?? []).map((p) => p.id);

  it('names the crawlers whose selected group holds the line, by core group selection', () => {
    expect(ids(6)).toEqual(expect.arrayContaining(['googlebot', 'bingbot']));
    // Googlebot-Image falls back to Googlebot's group (its second token), as Google reads it.
    expect(ids(6)).toContain('googlebot-image');
    expect(ids(6)).not.toContain('gptbot');
    expect(ids(7)).toEqual(ids(6));
    expect(ids(10)).toEqual(['gptbot']);
  });

  it('gives the `*` group only to crawlers no group names, and never to one that ignores it (AdsBot)', () => {
    expect(ids(2)).not.toContain('googlebot');
    expect(ids(2)).not.toContain('gptbot');
    expect(ids(2)).toContain('claudebot');
    expect(ids(2).some((id) => id.startsWith('adsbot'))).toBe(false);
  });

  it('names nobody for a blank line', () => {
    expect(map.get(3)).toBeUndefined();
  });
});
