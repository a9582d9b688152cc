/**
 * Two workbench tabs on the same origin, as two DraftSync instances over one
 * storage (each with its own editor text): a tab with nothing unsaved takes
 * the other's newer draft; when both changed, nothing is written over either
 * until the person chooses; a save checks storage first, so a change the tab
 * has not heard of yet is not overwritten either.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const { loadDraft, removeDraft, watchDrafts } = await import('../../../src/pages/workbench/draft-store.ts');
const { DraftSync } = await import('../../../src/pages/workbench/draft-sync.ts');
type SyncEvent = import('../../../src/pages/workbench/draft-sync.ts').SyncEvent;

const ORIGIN = 'https://a.test';
const LIVE = 'User-agent: *\nDisallow: /live\n';

/** One tab: its editor text, the events it was told, and its DraftSync listening to storage like the page does. */
function tab(name: string) {
  const state = { text: LIVE, events: [] as SyncEvent[] };
  const sync = new DraftSync({
    tab: name,
    currentText: () => state.text,
    onEvent: (e) => {
      state.events.push(e);
      // As the page does: a taken text becomes the editor's.
      if (e.kind === 'taken') state.text = e.text;
    },
    now: () => 1_700_000_000_000,
  });
  sync.open(ORIGIN, LIVE);
  stops.push(watchDrafts((origin, stored) => sync.changed(origin, stored)));
  return { state, sync };
}

const stops: (() => void)[] = [];
/** Lets storage.onChanged reach the listeners. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('two tabs on one origin', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('a tab with nothing unsaved takes the other tab’s newer draft, and ignores its own saves', async () => {
    const a = tab('A');
    const b = tab('B');
    a.state.text = `${LIVE}Disallow: /from-a\n`;
    expect(await a.sync.save(ORIGIN, a.state.text)).toMatchObject({ kind: 'saved' });
    await settle();
    expect(a.state.events).toEqual([]);
    expect(b.state.events).toEqual([{ kind: 'taken', text: a.state.text, savedAt: 1_700_000_000_000 }]);
    expect(b.state.text).toBe(a.state.text);
    expect(b.sync.dirty).toBe(false);
    // B edits on top of A's text and saves: A, unchanged since, takes it; nothing is lost.
    b.state.text += 'Disallow: /from-b\n';
    expect(await b.sync.save(ORIGIN, b.state.text)).toMatchObject({ kind: 'saved' });
    await settle();
    expect(a.state.text).toBe(`${LIVE}Disallow: /from-a\nDisallow: /from-b\n`);
  });

  it('both changed: the other tab is told (a conflict) and nothing is written over either text until one is chosen', async () => {
    const a = tab('A');
    const b = tab('B');
    a.state.text = `${LIVE}Disallow: /a-typed\n`;
    b.state.text = `${LIVE}Disallow: /b-typed\n`;
    await a.sync.save(ORIGIN, a.state.text);
    await settle();
    expect(b.state.events).toEqual([{ kind: 'conflict', theirs: a.state.text, savedAt: 1_700_000_000_000 }]);
    // B's text is still B's, and B's own save does not overwrite A's.
    expect(b.state.text).toBe(`${LIVE}Disallow: /b-typed\n`);
    expect(await b.sync.save(ORIGIN, b.state.text)).toEqual({ kind: 'conflict', theirs: a.state.text, savedAt: 1_700_000_000_000 });
    expect((await loadDraft(ORIGIN))?.text).toBe(a.state.text);
    // The person keeps B's: saved over A's, and A (nothing unsaved since its save) is shown B's.
    expect(await b.sync.save(ORIGIN, b.state.text, true)).toMatchObject({ kind: 'saved' });
    await settle();
    expect((await loadDraft(ORIGIN))?.text).toBe(b.state.text);
    expect(a.state.text).toBe(b.state.text);
    expect(a.state.events.at(-1)).toMatchObject({ kind: 'taken' });
  });

  it('a save checks storage first: a newer draft the tab has not heard of yet is not overwritten', async () => {
    const b = tab('B');
    // Tab A saves while B's listener is not running (a change B never heard of).
    for (const stop of stops.splice(0)) stop();
    const a = new DraftSync({ tab: 'A', currentText: () => '', onEvent: () => undefined });
    a.open(ORIGIN, LIVE);
    await a.save(ORIGIN, `${LIVE}Disallow: /unheard\n`);
    b.state.text = `${LIVE}Disallow: /b-typed\n`;
    expect(await b.sync.save(ORIGIN, b.state.text)).toMatchObject({ kind: 'conflict', theirs: `${LIVE}Disallow: /unheard\n` });
    expect((await loadDraft(ORIGIN))?.text).toBe(`${LIVE}Disallow: /unheard\n`);
  });

  it('a revert in the other tab is followed by a tab with nothing unsaved, and not by one with unsaved text', async () => {
    const a = tab('A');
    const b = tab('B');
    const c = tab('C');
    a.state.text = `${LIVE}Disallow: /x\n`;
    await a.sync.save(ORIGIN, a.state.text);
    await settle();
    c.state.text += 'Disallow: /c-typed\n';
    await removeDraft(ORIGIN);
    await settle();
    expect(b.state.events.at(-1)).toEqual({ kind: 'removed' });
    expect(c.state.events.filter((e) => e.kind === 'removed')).toEqual([]);
  });
});
