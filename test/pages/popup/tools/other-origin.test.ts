/** A URL of another origin in the path box: which record it is read against, and what the banner shows meanwhile. */
import { describe, expect, test } from 'vitest';
import { otherOriginRecord, otherOriginStep, type OtherOriginLoad } from '../../../../src/pages/popup/tools/other-origin.ts';
import { readPathInput } from '../../../../src/shared/path-target.ts';
import type { RecordView } from '../../../../src/robots/record-view.ts';

const PAGE = 'https://example.com/page';
const other = readPathInput('https://other.example/private/x', PAGE);
const third = readPathInput('https://third.example/x', PAGE);
const same = readPathInput('/private/x', PAGE);
// Only its identity matters here: the record is handed through, never read.
const record = { origin: 'https://other.example' } as unknown as RecordView;
const read: OtherOriginLoad = { origin: 'https://other.example', kind: 'record', record };

describe('otherOriginRecord', () => {
  test('the other origin’s record once the person asked for it and it came', () => {
    expect(otherOriginRecord(other, read)).toBe(record);
  });

  test('never another origin’s record, nor one still loading, nor for a path of this site', () => {
    expect(otherOriginRecord(third, read)).toBeNull();
    expect(otherOriginRecord(other, { origin: 'https://other.example', kind: 'loading' })).toBeNull();
    expect(otherOriginRecord(same, read)).toBeNull();
    expect(otherOriginRecord(other, null)).toBeNull();
  });
});

describe('otherOriginStep', () => {
  test('ask → loading → read, or failed with the words', () => {
    expect(otherOriginStep(other, null)).toEqual({ kind: 'ask' });
    expect(otherOriginStep(third, read)).toEqual({ kind: 'ask' });
    expect(otherOriginStep(other, { origin: 'https://other.example', kind: 'loading' })).toEqual({ kind: 'loading' });
    expect(otherOriginStep(other, read)).toEqual({ kind: 'read' });
    const error = { key: 'popup.error.worker-silent' } as const;
    expect(otherOriginStep(other, { origin: 'https://other.example', kind: 'failed', error })).toEqual({ kind: 'failed', error });
  });

  test('nothing to say for a URL of this site', () => {
    expect(otherOriginStep(same, read)).toBeNull();
    expect(otherOriginStep(null, read)).toBeNull();
  });
});
