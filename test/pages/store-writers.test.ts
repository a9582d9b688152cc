/**
 * Each page's rule (popup, options, workbench), checked in their source: every
 * writable signal is made in the page's store (store.ts, or a section's
 * `create…Slice()` the store calls), and only the page's actions layer
 * (`actions.ts`, the files in its `actions/` folder, and the `*-actions.ts`
 * files beside its sections) imports the
 * writable handles (`writable`, a slice or its factory); the store exports
 * no signal as made, only read-only ones. Views get read-only signals, which
 * TypeScript refuses to set; this test keeps anyone from reaching past them.
 * The files are parsed (oxc-parser), not searched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = ['src/pages/popup', 'src/pages/workbench', 'src/pages/options'];
/** What gives write access: the store's `writable`, a section's slice type and its factory. */
const HANDLE = /^(writable|create\w*Slice|\w+Slice)$/;
const SLICE_FACTORY = /^create\w*Slice$/;

type Files = ReadonlyMap<string, string>;

function pageOf(file: string): string | null {
  return PAGES.find((page) => file.startsWith(`${page}/`)) ?? null;
}

function isActionsLayer(file: string): boolean {
  const name = basename(file);
  const page = pageOf(file);
  return name === 'actions.ts' || name.endsWith('-actions.ts') || (page !== null && file.startsWith(`${page}/actions/`));
}

function isStore(file: string): boolean {
  const page = pageOf(file);
  return page !== null && file === `${page}/store.ts`;
}

/** A relative import as a repository path ('src/…/store.ts'), or null for a package. */
function resolveImport(from: string, specifier: string, files: Files): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`]) if (files.has(candidate)) return candidate;
  return path;
}

function handlesExportedBy(file: string, files: Files): string[] {
  const source = files.get(file);
  if (source === undefined || pageOf(file) === null) return [];
  const { module } = parseSync(file, source);
  return module.staticExports.flatMap((e) => e.entries.map((entry) => entry.exportName.name ?? '')).filter((name) => HANDLE.test(name));
}

/** Every place a file outside a page's actions layer reaches a writable handle of that page, a signal is made outside its store, or the store exports one writable. */
function violations(files: Files): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    const { program, module, errors } = parseSync(file, source);
    if (errors.length > 0) found.push(`${file}: could not be parsed (${errors[0]?.message})`);
    const mayWrite = (target: string) => {
      const page = pageOf(target);
      if (page === null) return true;
      if (pageOf(file) !== page) return false;
      return isActionsLayer(file) || isStore(file);
    };
    const named = (target: string, names: string[]) => {
      for (const name of names) {
        if (!HANDLE.test(name) || mayWrite(target)) continue;
        // The store itself builds the slices; only the actions layer takes `writable`.
        found.push(`${file} imports ${name} from ${target}`);
      }
    };
    for (const record of module.staticImports) {
      const target = resolveImport(file, record.moduleRequest.value, files);
      if (target === null) continue;
      for (const entry of record.entries) {
        if (entry.importName.kind === 'NamespaceObject') {
          named(target, handlesExportedBy(target, files));
        } else if (entry.importName.kind === 'Name') named(target, [entry.importName.name ?? '']);
      }
    }
    for (const record of module.staticExports)
      for (const entry of record.entries) {
        const target = entry.moduleRequest ? resolveImport(file, entry.moduleRequest.value, files) : null;
        if (target === null) continue;
        named(target, entry.importName.kind === 'Name' ? [entry.importName.name ?? ''] : handlesExportedBy(target, files));
      }
    for (const record of module.dynamicImports) {
      const specifier = source.slice(record.moduleRequest.start, record.moduleRequest.end).replace(/^['"`]|['"`]$/g, '');
      const target = resolveImport(file, specifier, files);
      if (target !== null) named(target, handlesExportedBy(target, files));
    }

    // Signals are made in the store: in store.ts, or in a slice factory it calls.
    if (pageOf(file) === null) continue;
    const makers = new Set(
      module.staticImports
        .filter((record) => record.moduleRequest.value === '@preact/signals')
        .flatMap((record) => record.entries)
        .filter(
          (entry) =>
            entry.importName.kind === 'Name' &&
            (entry.importName.name === 'signal' || entry.importName.name === 'useSignal' || entry.importName.name === 'Signal'),
        )
        .map((entry) => entry.localName.value),
    );
    if (makers.size === 0) continue;
    if (isStore(file)) {
      // …and the store hands them out read-only: a signal it exports as made is one anyone could set.
      for (const statement of program.body as unknown as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
        for (const declarator of (declaration?.declarations as Node[] | undefined) ?? []) {
          const init = declarator.init as Node | null;
          const callee = init?.callee as { type?: string; name?: string } | undefined;
          if (
            (init?.type === 'CallExpression' || init?.type === 'NewExpression') &&
            callee?.type === 'Identifier' &&
            makers.has(callee.name ?? '')
          )
            found.push(`${file} exports a writable signal (${(declarator.id as { name?: string }).name})`);
        }
      }
      continue;
    }
    walk(program, [], (node, functions) => {
      const callee = node.callee as { type?: string; name?: string } | undefined;
      if (
        (node.type !== 'CallExpression' && node.type !== 'NewExpression') ||
        callee?.type !== 'Identifier' ||
        !makers.has(callee.name ?? '')
      )
        return;
      if (functions.some((name) => SLICE_FACTORY.test(name))) return;
      found.push(`${file} makes a signal outside the store (in ${functions.at(-1) ?? 'the module'})`);
    });
  }
  return found;
}

type Node = { type?: string; [key: string]: unknown };

/** Visits every node with the names of the functions around it. */
function walk(node: unknown, functions: string[], visit: (node: Node, functions: string[]) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, functions, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const n = node as Node;
  let inside = functions;
  const init = n.init as Node | null | undefined;
  const isFunction = n.type === 'FunctionDeclaration' || (n.type === 'VariableDeclarator' && /Function/.test(init?.type ?? ''));
  const id = n.id as { name?: string } | null | undefined;
  if (isFunction && id?.name) inside = [...functions, id.name];
  if (typeof n.type === 'string') visit(n, functions);
  for (const [key, value] of Object.entries(n)) if (key !== 'type') walk(value, inside, visit);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('the pages write their state only through their actions', () => {
  const files = new Map(sourceFiles('src').map((file) => [file, readFileSync(join(ROOT, file), 'utf8')] as const));

  it("no file outside a page's actions layer imports its store's writable handles, and signals are made only in the store", () => {
    expect(violations(files)).toEqual([]);
  });

  it('the check sees the actions layers take the handles (it is not passing on nothing)', () => {
    const takers = [...files].filter(([file, source]) => {
      if (pageOf(file) === null) return false;
      const { module } = parseSync(file, source);
      return module.staticImports.some((record) => record.entries.some((entry) => entry.importName.name === 'writable'));
    });
    expect(takers.map(([file]) => file).sort()).toEqual([
      'src/pages/options/actions.ts',
      'src/pages/popup/actions.ts',
      'src/pages/popup/actions/explain.ts',
      'src/pages/popup/actions/find.ts',
      'src/pages/popup/actions/history.ts',
      'src/pages/popup/actions/indexing.ts',
      'src/pages/popup/actions/links.ts',
      'src/pages/popup/actions/matrix.ts',
      'src/pages/popup/actions/overlay.ts',
      'src/pages/popup/actions/page-answer.ts',
      'src/pages/workbench/actions.ts',
    ]);
  });

  it('catches a view that imports the writable handle, a slice, the store as a namespace, or makes its own signal, and a store that exports one', () => {
    const store = files.get('src/pages/workbench/store.ts')!;
    const state = files.get('src/pages/workbench/results/results-state.ts')!;
    const seeded = new Map([
      ['src/pages/workbench/store.ts', store],
      ['src/pages/workbench/results/results-state.ts', state],
      ['src/pages/workbench/bad-view.tsx', "import { origin, writable } from './store.ts';\nexport const a = () => writable.origin;\n"],
      [
        'src/pages/workbench/results/bad-table.tsx',
        "import { createResultsSlice } from './results-state.ts';\nexport const s = createResultsSlice();\n",
      ],
      ['src/pages/workbench/bad-namespace.ts', "import * as store from './store.ts';\nexport const w = store;\n"],
      [
        'src/pages/workbench/bad-signal.tsx',
        "import { signal } from '@preact/signals';\nexport function View() { const x = signal(0); return x; }\n",
      ],
      ['src/pages/options/actions.ts', "import { writable } from '../workbench/store.ts';\nexport const w = writable;\n"],
      ['src/pages/options/store.ts', "import { signal } from '@preact/signals';\nexport const open = signal(false);\n"],
      ['src/pages/popup/store.ts', files.get('src/pages/popup/store.ts')!],
      ['src/pages/popup/links/bad-links.tsx', "import { writable as w } from '../store.ts';\nexport const a = () => w.links;\n"],
      [
        'src/pages/popup/matrix/bad-class.ts',
        "import { Signal } from '@preact/signals';\nexport function cells() { return new Signal(0); }\n",
      ],
      [
        'src/pages/popup/indexing/bad-state.ts',
        "import { signal } from '@preact/signals';\nconst loaded = signal(0);\nexport const read = () => loaded;\n",
      ],
    ]);
    expect(violations(seeded)).toEqual([
      'src/pages/workbench/bad-view.tsx imports writable from src/pages/workbench/store.ts',
      'src/pages/workbench/results/bad-table.tsx imports createResultsSlice from src/pages/workbench/results/results-state.ts',
      'src/pages/workbench/bad-namespace.ts imports writable from src/pages/workbench/store.ts',
      'src/pages/workbench/bad-signal.tsx makes a signal outside the store (in View)',
      'src/pages/options/actions.ts imports writable from src/pages/workbench/store.ts',
      'src/pages/options/store.ts exports a writable signal (open)',
      'src/pages/popup/links/bad-links.tsx imports writable from src/pages/popup/store.ts',
      'src/pages/popup/matrix/bad-class.ts makes a signal outside the store (in cells)',
      'src/pages/popup/indexing/bad-state.ts makes a signal outside the store (in the module)',
    ]);
  });
});
