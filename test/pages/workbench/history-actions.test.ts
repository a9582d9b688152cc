/**
 * The robots.txt history card's actions, over the workbench's store and the
 * real extension messaging (the worker's side answered here): the origin's
 * versions choose the change the popup names, an answer for an origin left
 * behind never overwrites the current one, the comparison marks the verdicts
 * it changes, and closing it takes its marks away.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryVersion, OriginHistoryAnswer } from '../../../src/shared/robots-history.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

/** The browser's message channel as @webext-core/messaging uses it: each message goes to the listeners until one answers. */
type Listener = (message: unknown, sender: object, reply: (response: unknown) => void) => boolean;
const listeners = new Set<Listener>();
vi.stubGlobal('chrome', {
  runtime: {
    sendMessage(message: unknown, reply: (response: unknown) => void) {
      for (const listener of listeners) if (listener(message, {}, reply)) return;
      reply(undefined);
    },
    onMessage: {
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
    },
  },
});

const { base64FromBytes, utf8Bytes } = await import('../../../src/core/index.ts');
const { onHistoryMessage, onVisitedMessage } = await import('../../../src/shared/robots-history.ts');
const { historySection } = await import('../../../src/pages/workbench/actions.ts');
const { versionChanges, versionHistory } = await import('../../../src/pages/workbench/store.ts');
const { DRAFT } = await import('../../../src/pages/workbench/history-state.ts');

function version(id: string, body: string): HistoryVersion {
  return {
    id,
    sha256: id,
    robotsUrl: 'https://example.com/robots.txt',
    outcome: { kind: 'response', status: 200, redirects: 0 } as HistoryVersion['outcome'],
    bodyBase64: base64FromBytes(utf8Bytes(body)),
    truncated: false,
    firstSeen: 1,
    lastSeen: 1,
  };
}

function answerOf(origin: string, versions: HistoryVersion[]): OriginHistoryAnswer {
  return {
    origin,
    versions: versions.map(({ bodyBase64: _, ...v }) => ({ ...v, bytes: 0 })),
    current: versions.at(-1) ?? null,
    previous: versions.at(-2) ?? null,
    notes: [],
  };
}

const OLD = version('old', 'User-agent: *\nDisallow: /private/\n');
const NEW = version('new', 'User-agent: *\nDisallow: /private/\nDisallow: /shop/\n');

let stops: (() => void)[] = [];
beforeEach(() => {
  fakeBrowser.reset();
  stops = [];
  stops.push(
    onVisitedMessage('visitedView', () => ({ on: true, limits: { maxPerOrigin: 10, maxTotal: 10 }, origins: 1, pages: 2 })),
    onVisitedMessage('visitedForOrigin', ({ data }) => [`${data.origin}/shop/cart`, `${data.origin}/about`]),
  );
});
afterEach(() => {
  for (const stop of stops.reverse()) stop();
});

describe('the history card', () => {
  it("compares the origin's previous version with its current one, and marks the verdicts that change", async () => {
    stops.push(onHistoryMessage('historyForOrigin', ({ data }) => answerOf(data.origin, [OLD, NEW])));
    stops.push(historySection.open(''), historySection.showOrigin('https://b.test'));

    await vi.waitFor(() => expect(versionHistory.comparison.value).not.toBeNull());
    expect([versionHistory.fromId.value, versionHistory.toId.value]).toEqual(['old', 'new']);
    const comparison = versionHistory.comparison.value!;
    expect(comparison.diff.rulesAdded).toBe(1);
    expect(comparison.counts).toEqual({ list: 0, sitemaps: 0, visited: 2 });
    expect(comparison.effects.map((e) => e.url)).toContain('https://b.test/shop/cart');
    expect(comparison.effects.map((e) => e.url)).not.toContain('https://b.test/about');
    expect(versionHistory.comparing.value).toBe(false);
    expect(versionChanges.value).toBe(comparison.byCrawler);

    // Closing the comparison takes its marks and its sources away.
    stops.pop()?.();
    expect(versionChanges.value).toBeNull();
    expect(versionHistory.visited.value).toBeNull();
  });

  it('drops the answer for an origin left behind, however late it comes', async () => {
    let answerA: (a: OriginHistoryAnswer) => void = () => undefined;
    stops.push(
      onHistoryMessage('historyForOrigin', ({ data }) =>
        data.origin === 'https://a.test'
          ? new Promise<OriginHistoryAnswer>((resolve) => (answerA = resolve))
          : answerOf(data.origin, [NEW]),
      ),
    );
    stops.push(historySection.open(''));
    const leaveA = historySection.showOrigin('https://a.test');
    leaveA();
    stops.push(historySection.showOrigin('https://b.test'));

    // With one version only, that version against the draft.
    await vi.waitFor(() => expect(versionHistory.answer.value?.origin).toBe('https://b.test'));
    expect([versionHistory.fromId.value, versionHistory.toId.value]).toEqual(['new', DRAFT]);
    answerA(answerOf('https://a.test', [OLD, NEW]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(versionHistory.answer.value?.origin).toBe('https://b.test');
    expect([versionHistory.fromId.value, versionHistory.toId.value]).toEqual(['new', DRAFT]);
  });

  it('starts on the versions the address asks for, and reads a version it does not have', async () => {
    const asked: string[] = [];
    stops.push(
      onHistoryMessage('historyForOrigin', ({ data }) => answerOf(data.origin, [NEW])),
      onHistoryMessage('historyVersion', ({ data }) => {
        asked.push(data.id);
        return data.id === 'old' ? OLD : null;
      }),
    );
    stops.push(historySection.open('?origin=https://b.test&from=old&to=new'), historySection.showOrigin('https://b.test'));

    await vi.waitFor(() => expect(versionHistory.comparison.value?.diff.rulesAdded).toBe(1));
    expect([versionHistory.fromId.value, versionHistory.toId.value]).toEqual(['old', 'new']);
    expect(asked).toContain('old');
    expect(versionHistory.bodies.value.has('old')).toBe(true);
  });
});
