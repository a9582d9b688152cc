/** What the Indexing section's first line says for each reading of the page's HTTP answer (messages, not words). */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, test, vi } from 'vitest';
import { readPageAnswer } from '../../../../src/core/indexing/page-answer.ts';
import { pageAnswerView } from '../../../../src/pages/popup/page-answer/page-answer-state.ts';
import { answerMessages } from '../../../../src/pages/popup/page-answer/page-answer-line.tsx';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const hop = (url: string, status: number, location: string | null = null) => ({ url, status, location, ip: null });
const seen = (url: string, hops: ReturnType<typeof hop>[]) =>
  pageAnswerView({ kind: 'loaded', answer: { url, document: { kind: 'seen', load: { hops, error: null, hopsLeftOut: 0 } } } })!;
const keys = (messages: { key: string }[]) => messages.map((m) => m.key);

describe('answerMessages', () => {
  test('a redirect from another site: the redirect, then the target site’s robots.txt verdict', () => {
    const view = seen('http://b.test/new', [hop('http://a.test/old', 301, 'http://b.test/new'), hop('http://b.test/new', 200)]);
    const messages = answerMessages(view, 'Googlebot', false);
    expect(keys(messages)).toEqual(['indexing.answer.redirected', 'indexing.answer.target-robots']);
    expect(messages[0]).toMatchObject({ params: { status: 301 } });
    expect(messages[1]).toMatchObject({ params: { verdict: 'disallowed' } });
  });

  test('a redirect within the site, or no verdict at hand: the redirect alone', () => {
    const same = seen('http://a.test/new', [hop('http://a.test/old', 308, 'http://a.test/new'), hop('http://a.test/new', 200)]);
    expect(keys(answerMessages(same, 'Googlebot', true))).toEqual(['indexing.answer.redirected']);
    const other = seen('http://b.test/new', [hop('http://a.test/old', 302, 'http://b.test/new'), hop('http://b.test/new', 200)]);
    expect(keys(answerMessages(other, 'Googlebot', null))).toEqual(['indexing.answer.redirected']);
  });

  test.each([
    [200, 'indexing.answer.considered'],
    [404, 'indexing.answer.not-indexable'],
    [410, 'indexing.answer.not-indexable'],
    [429, 'indexing.answer.unavailable'],
    [503, 'indexing.answer.unavailable'],
  ])('%i: %s', (status, key) => {
    expect(keys(answerMessages(seen('http://a.test/', [hop('http://a.test/', status)]), 'Googlebot', true))).toEqual([key]);
  });

  test('not seen, with the reason in the message’s words', () => {
    const view = pageAnswerView({ kind: 'loaded', answer: { url: 'http://a.test/', document: { kind: 'not-seen', reason: 'no-load' } } })!;
    expect(answerMessages(view, 'Googlebot', true)).toEqual([{ key: 'indexing.answer.not-seen', params: { reason: 'none' } }]);
    const loading = pageAnswerView({
      kind: 'loaded',
      answer: { url: 'http://a.test/', document: { kind: 'not-seen', reason: 'loading' } },
    })!;
    expect(answerMessages(loading, 'Googlebot', true)).toEqual([{ key: 'indexing.answer.not-seen', params: { reason: 'loading' } }]);
    expect(pageAnswerView({ kind: 'loading' })).toBeNull();
  });

  test('the popup’s reading is core’s', () => {
    const view = seen('http://a.test/', [hop('http://a.test/', 404)]);
    expect(view.kind === 'answer' && view.answer).toEqual(
      readPageAnswer({ hops: [hop('http://a.test/', 404)], error: null, hopsLeftOut: 0 }),
    );
  });
});
