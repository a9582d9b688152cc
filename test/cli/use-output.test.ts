/** `check` and `matrix` print use beside fetch: the stated preferences for the crawler's purpose, and what its token controls. */
import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';
import { runMain } from './live-support.ts';

const URL_BLOG = 'https://example.com/blog/post';

describe('check --robots', () => {
  it('prints the preferences that concern a training crawler, each with its line, and what the token controls', async () => {
    const r = await runMain(['check', URL_BLOG, '--robots', '-', '--crawler', 'FacebookBot'], CLOUDFLARE_MANAGED_ROBOTS);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Stated preferences for use:\n');
    expect(r.stdout).toContain('  Content-Signal ai-train (AI training): ai-train=no: not allowed — line 11\n');
    expect(r.stdout).toContain('  Content-Usage train-ai (AI training) [draft]: train-ai=y: allowed — line 43\n');
  });
  it('says “not stated”, and a user-triggered fetcher’s operator statement', async () => {
    const r = await runMain(
      ['check', 'https://example.com/shop/', '--robots', '-', '--crawler', 'Perplexity-User'],
      CLOUDFLARE_MANAGED_ROBOTS,
    );
    expect(r.stdout).toContain('  Content-Signal ai-input (AI answers): not stated\n');
    expect(r.stdout).toContain('What this token controls:\n');
    expect(r.stdout).toContain('generally ignores robots.txt');
    expect(r.stdout).toContain('https://docs.perplexity.ai/');
  });
  it('--json carries the same facts', async () => {
    const r = await runMain(['check', URL_BLOG, '--robots', '-', '--crawler', 'Google-Extended', '--json'], CLOUDFLARE_MANAGED_ROBOTS);
    const json = JSON.parse(r.stdout) as {
      allowed: boolean;
      decidingLine: number;
      use: { purpose: string; preferences: { key: string; stated: unknown }[]; token: { fetchedBy: string; doesNotGovern: string[] } };
    };
    // Google-Extended has its own group (Disallow: /), which states no preference.
    expect([json.allowed, json.decidingLine]).toEqual([false, 30]);
    expect(json.use.purpose).toBe('ai-training');
    expect(json.use.preferences.map((p) => [p.key, p.stated])).toEqual([
      ['ai-train', null],
      ['train-ai', null],
    ]);
    expect(json.use.token).toMatchObject({ fetchedBy: 'googlebot', doesNotGovern: ['google-search', 'ai-overviews', 'ai-mode'] });
  });
});

describe('matrix --robots', () => {
  it('has a use column beside the verdict', async () => {
    const r = await runMain(['matrix', 'https://example.com/shop/', '--robots', '-'], CLOUDFLARE_MANAGED_ROBOTS);
    const row = (name: string) => r.stdout.split('\n').find((l) => l.startsWith(`${name} `)) ?? '';
    expect(r.stdout.split('\n').find((l) => l.startsWith('crawler '))).toMatch(/ deciding line +use$/);
    expect(row('FacebookBot')).toMatch(/allowed +12: Allow: \/ +use: no \(line 11\)$/);
    expect(row('GPTBot')).toMatch(/disallowed +33: Disallow: \/ +–$/);
    expect(row('Bingbot')).toMatch(/use: yes \(line 11\)$/);
  });
  it('--json gives each crawler its use', async () => {
    const r = await runMain(['matrix', 'https://example.com/shop/', '--robots', '-', '--json'], CLOUDFLARE_MANAGED_ROBOTS);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; use: unknown });
    expect(rows.find((x) => x.id === 'facebookbot')?.use).toEqual({ allows: false, source: { kind: 'robots', line: 11 } });
    expect(rows.find((x) => x.id === 'gptbot')?.use).toBeNull();
  });
});
