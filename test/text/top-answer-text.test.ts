/**
 * The page's whole answer in words, and the two forms "Copy report" puts on
 * the clipboard: plain lines in the popup's language and Markdown for a
 * ticket, in English word for word and in Thai and Hindi (our words
 * translated, the site's text kept as it is). Real verdicts, real indexing
 * facts, real HTTP answers.
 */
import { describe, expect, it } from 'vitest';
import { base64FromBytes, displayLines, findProfile, utf8Bytes, type CrawlerProfile } from '../../src/core/index.ts';
import { decideIndexing } from '../../src/core/indexing/indexing-decision.ts';
import { overallAnswer, type StatusPart } from '../../src/core/indexing/overall-answer.ts';
import { readPageAnswer } from '../../src/core/indexing/page-answer.ts';
import type { RobotsRecord } from '../../src/robots/robots-record.ts';
import { verdictForRecord } from '../../src/robots/verdict-for-record.ts';
import { text as english } from '../../src/text/bundled.ts';
import { loadCatalog } from '../../src/text/load-catalog.ts';
import { LOCALES } from '../../src/text/locale.ts';
import { reportMessage } from '../../src/text/report-text.ts';
import { createText, type Text } from '../../src/text/text.ts';
import { answerReportMarkdown, answerReportText, answerRows, headlineMessage, headlineTitle } from '../../src/text/top-answer-text.ts';

const ORIGIN = 'https://example.com';
const NOW = 1_700_000_000_000;
const googlebot = findProfile('googlebot') as CrawlerProfile;

function record(body: Uint8Array, contentType = 'text/plain'): RobotsRecord {
  const latest = {
    facts: {
      robotsUrl: `${ORIGIN}/robots.txt`,
      finalUrl: `${ORIGIN}/robots.txt`,
      hops: [],
      outcome: { kind: 'response', status: 200, redirects: 0 } as const,
      contentType,
      headers: {},
      receivedBytes: body.length,
      truncated: false,
      fetchedAt: NOW,
      durationMs: 1,
      credentials: 'omit' as const,
    },
    bodyBase64: base64FromBytes(body),
  };
  return { origin: ORIGIN, robotsUrl: `${ORIGIN}/robots.txt`, latest, lastGood: null, failingSince: null, expiresAt: NOW + 60_000 };
}

interface Case {
  robots: string | Uint8Array;
  path: string;
  status: number;
  xRobotsTag?: string[];
  metas?: [string, string][];
  canonicals?: string[];
  file?: 'utf16';
}

function report(words: Text, c: Case) {
  const url = `${ORIGIN}${c.path}`;
  const bytes = typeof c.robots === 'string' ? utf8Bytes(c.robots) : c.robots;
  const result = verdictForRecord(record(bytes), url, googlebot, NOW, { diagnostics: false });
  const lines = result.bytes ? displayLines(result.bytes) : [];
  const status: StatusPart = readPageAnswer({ hops: [{ url, status: c.status, location: null, ip: null }], error: null, hopsLeftOut: 0 });
  const index = decideIndexing({
    pageUrl: url,
    headers: { url, xRobotsTag: c.xRobotsTag ?? [], link: [] },
    markup: { metas: (c.metas ?? []).map(([name, content]) => ({ name, content })), canonicals: c.canonicals ?? [] },
    tokens: googlebot.tokens,
    robots: result.state,
    now: NOW,
  });
  const answer = overallAnswer({
    crawl: { state: result.state, line: result.verdict.decidingLine, temporary: result.reading.temporary },
    file: c.file ?? null,
    status,
    index,
  });
  const whole = {
    url,
    crawler: googlebot.name,
    answer,
    crawl: reportMessage(words, { url, crawler: googlebot.name, result, lines }),
    rows: answerRows(words, answer, status, index),
  };
  return { answer, plain: answerReportText(words, whole), markdown: answerReportMarkdown(words, whole) };
}

const NOINDEX_HEADER: Case = { robots: 'User-agent: *\nAllow: /\n', path: '/page', status: 200, xRobotsTag: ['googlebot: noindex'] };
const DISALLOWED_NOINDEX: Case = {
  robots: 'User-agent: *\nDisallow: /private/\n',
  path: '/private/x',
  status: 200,
  metas: [['robots', 'noindex']],
};

describe('the plain report, in English', () => {
  it('X-Robots-Tag googlebot: noindex: the crawl line first, then the answer and every part', () => {
    expect(report(english, NOINDEX_HEADER).plain).toBe(
      [
        `${ORIGIN}/page — Googlebot: Allowed by line 2: Allow: /`,
        'Answer: Not indexable — The X-Robots-Tag header says noindex to Googlebot.',
        'HTTP status: 200',
        'X-Robots-Tag: googlebot: noindex',
        'Meta robots: none',
        'Canonical: none',
      ].join('\n'),
    );
  });

  it('disallowed and noindex: the conflict is the answer', () => {
    const r = report(english, DISALLOWED_NOINDEX);
    expect(r.answer.headline.code).toBe('disallowed-noindex');
    expect(r.plain.split('\n')[1]).toBe(
      'Answer: May be indexed without its content — robots.txt line 2 disallows this page for Googlebot, so Googlebot never sees its noindex: Google may index the URL without its content.',
    );
    expect(r.plain).toContain('Meta robots: robots: noindex');
  });

  it('a 404 page: the status decides; a canonical elsewhere is named', () => {
    const gone = report(english, { robots: 'User-agent: *\nAllow: /\n', path: '/gone', status: 404, metas: [['robots', 'index']] });
    expect(gone.plain.split('\n').slice(1, 3)).toEqual([
      'Answer: Not indexable — The page answered 404: Google does not index it, whatever its meta tags say.',
      'HTTP status: 404',
    ]);
    const other = report(english, { robots: 'User-agent: *\nAllow: /\n', path: '/a', status: 200, canonicals: [`${ORIGIN}/b`] });
    expect(other.plain).toContain(`Canonical: ${ORIGIN}/b`);
    expect(other.plain).toContain(`Google is asked to index ${ORIGIN}/b instead.`);
  });

  it('a robots.txt Google cannot read as intended has its own line', () => {
    const r = report(english, { ...NOINDEX_HEADER, file: 'utf16' });
    expect(r.plain.split('\n')[2]).toBe(
      'robots.txt: robots.txt is UTF-16: Google reads it as UTF-8 and finds no rule in it, whatever it says.',
    );
  });
});

describe('the Markdown report, in English', () => {
  it('the title in bold, a list, the site’s text in code spans', () => {
    expect(report(english, NOINDEX_HEADER).markdown).toBe(
      [
        '**Not indexable** — The X-Robots-Tag header says noindex to Googlebot.',
        '',
        `- **URL:** \`${ORIGIN}/page\``,
        '- **Crawler:** Googlebot',
        `- **Crawl:** \`${ORIGIN}/page\` — \`Googlebot\`: Allowed by line 2: \`Allow: /\``,
        '- **HTTP status:** 200',
        '- **X-Robots-Tag:** `googlebot: noindex`',
        '- **Meta robots:** none',
        '- **Canonical:** none',
      ].join('\n'),
    );
  });

  it('a rule with backticks, pipes and stars stays one code span, and nothing of the site is read as Markdown', () => {
    const r = report(english, { robots: 'User-agent: *\nDisallow: /a`b*|\n', path: '/a`b*|x', status: 200 });
    expect(r.markdown).toContain('``Disallow: /a`b*|``');
    expect(r.markdown).toContain('**Not crawled** — robots.txt line 2 disallows this page for Googlebot;');
  });
});

describe.each([
  ['th', 'คำตอบ: จัดทำดัชนีไม่ได้ — ส่วนหัว X-Robots-Tag ระบุ noindex สำหรับ Googlebot', 'สถานะ HTTP: 200'],
  ['hi', 'जवाब: इंडेक्स नहीं किया जा सकता — X-Robots-Tag हेडर Googlebot से noindex कहता है.', 'एचटीटीपी स्टेटस: 200'],
] as const)('the report in %s', (locale, answerLine, statusLine) => {
  it('plain: the answer and the parts in the language, the site’s values as they are', async () => {
    const words = createText(locale, await loadCatalog(locale));
    const r = report(words, NOINDEX_HEADER);
    const lines = r.plain.split('\n');
    expect(lines[1]).toBe(answerLine);
    expect(lines[2]).toBe(statusLine);
    expect(lines[3]).toBe('X-Robots-Tag: googlebot: noindex');
    expect(r.plain).not.toMatch(/Answer|Not indexable|HTTP status/);
  });

  it('Markdown: the same words, the site’s text in code spans', async () => {
    const words = createText(locale, await loadCatalog(locale));
    const md = report(words, NOINDEX_HEADER).markdown;
    expect(md.split('\n')[0]).toBe(`**${words.t('top-answer.title', { title: 'not_indexable' })}** — ${answerLine.split(' — ')[1]}`);
    expect(md).toContain('- **X-Robots-Tag:** `googlebot: noindex`');
    expect(md).toContain(`- **URL:** \`${ORIGIN}/page\``);
  });
});

describe.each(LOCALES)('every headline in %s', (locale) => {
  it('renders with no stray brace, and a title for each', async () => {
    const words = createText(locale, await loadCatalog(locale));
    for (const c of [NOINDEX_HEADER, DISALLOWED_NOINDEX, { robots: 'User-agent: *\nAllow: /\n', path: '/x', status: 503 }]) {
      const { answer } = report(words, c);
      const sentence = words.render(headlineMessage(answer.headline, 'Googlebot'));
      expect(sentence).not.toMatch(/[{}]/);
      expect(words.t('top-answer.title', { title: headlineTitle(answer.headline) })).not.toBe('');
    }
  });
});
