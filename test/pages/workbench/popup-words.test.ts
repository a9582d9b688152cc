/**
 * The popup's build leaves the workbench's subjects out (scripts/lib/
 * page-only-catalogs.ts), so nothing the popup renders may use one of their
 * keys: the popup's code and the shared components it is made of name none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from '../../support/shared-data.ts';

const PAGE_ONLY_KEY = /['"`]workbench(-[a-z]+)?\./;

function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

test('the popup and the shared components name no key of the workbench subjects', () => {
  const offenders = [...sources('src/pages/popup'), ...sources('src/ui')].filter((file) =>
    PAGE_ONLY_KEY.test(readFileSync(join(repoRoot, file), 'utf8')),
  );
  expect(offenders).toEqual([]);
});
