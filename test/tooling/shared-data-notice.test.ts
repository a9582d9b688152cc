/**
 * Without ../shared the suites that need it step aside, and the unit run
 * ends with one block naming each of them (test/support/shared-data-notice.ts,
 * the unit project's global setup), so a green run there is not mistaken for
 * the whole gate.
 */
import { describe, expect, it } from 'vitest';
import { missingSharedDataNotice } from '../support/shared-data-notice.ts';

describe('the notice when ../shared is missing', () => {
  it('names every suite that did not run, for each missing data set', () => {
    const notice = missingSharedDataNotice({ conformance: false, corpus: false }) ?? '';
    expect(notice).toContain('did NOT run');
    expect(notice).toContain("Google's conformance suite");
    expect(notice).toContain('test/core/conformance.test.ts');
    expect(notice).toContain('test/lib/conformance.test.ts');
    expect(notice).toContain('the real-world corpus');
    expect(notice).toContain('test/core/corpus.test.ts');
    expect(notice).toContain('test/pages/workbench/editor/line-tokens.test.ts');
  });

  it('names only what is missing', () => {
    const notice = missingSharedDataNotice({ conformance: true, corpus: false }) ?? '';
    expect(notice).toContain('test/core/corpus.test.ts');
    expect(notice).not.toContain('test/core/conformance.test.ts');
  });

  it('says nothing when both are there', () => {
    expect(missingSharedDataNotice({ conformance: true, corpus: true })).toBeNull();
  });
});
