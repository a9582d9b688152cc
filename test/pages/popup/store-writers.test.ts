/**
 * The popup's one-writer rule, read from the sources: every writable signal
 * of the popup is declared in store.ts (its `writable` handle), and only the
 * actions layer (actions.ts and the files in actions/) imports that handle.
 * Everything else gets the store's ReadonlySignals, which the compiler keeps
 * from being written; this test keeps the handle itself from leaking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(fileURLToPath(new URL('../../../src/', import.meta.url)));
const POPUP = join(SRC, 'pages/popup');
const STORE = join(POPUP, 'store.ts');

function isActionsLayer(file: string): boolean {
  return file === join(POPUP, 'actions.ts') || file.startsWith(join(POPUP, 'actions') + '/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The source without its comments (a comment naming `writable` is no import). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

interface ImportOf {
  /** What the statement brings in: the text between `import`/`export` and `from`, or `import()` for a dynamic import. */
  clause: string;
  specifier: string;
}

/** Every static import, re-export and dynamic import in a source, with what it names. */
function importsOf(source: string): ImportOf[] {
  const text = withoutComments(source);
  const found: ImportOf[] = [];
  for (const m of text.matchAll(/\b(?:import|export)\s+([^;'"`]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g)) {
    found.push({ clause: m[1]!, specifier: m[2]! });
  }
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ clause: 'import()', specifier: m[1]! });
  return found;
}

/** Whether an import of the store brings in its writable handle: by name, whole (`* as`, `export *`) or dynamically. */
function takesWritable(clause: string): boolean {
  return clause === 'import()' || clause.includes('*') || /(?:^|[{,\s])writable\b/.test(clause);
}

/** The files (relative to src/) that import the popup store's writable handle. */
function writableImporters(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) =>
      importsOf(read(file)).some(
        (i) => i.specifier.startsWith('.') && resolve(dirname(file), i.specifier) === STORE && takesWritable(i.clause),
      ),
    )
    .map((file) => relative(SRC, file));
}

const files = sourceFiles(SRC);
const read = (file: string) => readFileSync(file, 'utf8');

describe('the popup store has one writer', () => {
  it('only the actions layer imports the store’s writable handle', () => {
    const importers = writableImporters(files, read);
    expect(importers.filter((file) => !isActionsLayer(join(SRC, file)))).toEqual([]);
    // The check sees real imports: the actions layer is found importing the handle.
    expect(importers).toContain('pages/popup/actions.ts');
    expect(importers.some((file) => file.startsWith('pages/popup/actions/'))).toBe(true);
  });

  it('no popup file but the store declares a signal', () => {
    const declaring = files
      .filter((file) => file.startsWith(POPUP + '/') && file !== STORE)
      .filter((file) =>
        importsOf(read(file)).some((i) => i.specifier.startsWith('@preact/signals') && /\b(?:signal|useSignal|Signal)\b/.test(i.clause)),
      )
      .map((file) => relative(SRC, file));
    expect(declaring).toEqual([]);
  });

  it('catches the ways a file could take the handle', () => {
    const view = join(POPUP, 'links/links-panel.tsx');
    const sources: Record<string, string> = {
      named: `import { page, writable } from '../store.ts';`,
      renamed: `import {\n  writable as w,\n} from '../store.ts';`,
      whole: `import * as store from '../store.ts';`,
      reexported: `export { writable } from '../store.ts';`,
      dynamic: `const s = await import('../store.ts');`,
      readOnly: `import { page, settings } from '../store.ts';\n// writable is not imported here`,
      otherStore: `import { writable } from '../../workbench/store.ts';`,
    };
    const caught = Object.keys(sources).filter((name) => writableImporters([view], () => sources[name]!).length > 0);
    expect(caught).toEqual(['named', 'renamed', 'whole', 'reexported', 'dynamic']);
  });
});
