/**
 * Typing is saved after a pause, per origin; when storage refuses (quota, a
 * closed context) the page says so and the text stays in the editor; the
 * pending save is written at once when the page hides.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const { editDraft, flushSave, SAVE_DELAY_MS, unsavedOnClose } = await import('../../../src/pages/workbench/actions.ts');
// The test sets the page's origin as opening it would, through the store's writable handle.
const { draft, saveState, writable } = await import('../../../src/pages/workbench/store.ts');
const { loadDraft } = await import('../../../src/pages/workbench/draft-store.ts');

describe('saving the draft', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers();
    writable.origin.value = 'https://a.test';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for a pause in typing, then saves the last text', async () => {
    editDraft('User-agent: *');
    editDraft('User-agent: *\nDisallow: /x');
    expect(saveState.value.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(await loadDraft('https://a.test')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(saveState.value.kind).toBe('saved'));
    expect((await loadDraft('https://a.test'))?.text).toBe('User-agent: *\nDisallow: /x');
    expect(unsavedOnClose()).toBe(false);
  });

  it('says so when storage refuses, and keeps the text', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    editDraft('User-agent: *\nDisallow: /quota');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await vi.waitFor(() => expect(saveState.value).toEqual({ kind: 'failed', error: 'QUOTA_BYTES quota exceeded' }));
    expect(draft.value.text).toBe('User-agent: *\nDisallow: /quota');
    // Closing the tab now would lose it: the page asks first (beforeunload).
    expect(unsavedOnClose()).toBe(true);
  });

  it('writes a pending save at once when asked (the page hiding), with no read before the write that could outlive the page', async () => {
    editDraft('User-agent: *\nDisallow: /hide');
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    await flushSave(true);
    expect(reads).not.toHaveBeenCalled();
    expect((await loadDraft('https://a.test'))?.text).toBe('User-agent: *\nDisallow: /hide');
  });
});
