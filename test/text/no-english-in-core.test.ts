/**
 * src/core and src/worker return facts (codes and values) and never a
 * sentence a person reads, and src/cli says its sentences through the text
 * layer: those are written once, per locale, in the text layer's catalogs.
 * This test reads every string and template literal of these folders
 * (parsed, so comments are not read) and fails on any that reads like
 * English prose: three or more words in a row.
 *
 * Not counted: messages of thrown errors and console lines (for developers,
 * in their logs, also through the worker's `warn` wrapper), import paths, and
 * strings a line marks `// facts-not-words: protocol` (text another program
 * reads, such as a User-Agent header, or robots_main's output that scripts
 * parse). Counted: the errors the CLI prints to its user (USER_ERRORS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const FOLDERS = ['src/core', 'src/worker', 'src/cli'];

/** Error classes whose message the CLI prints to its user, so their text is a sentence like any other. */
const USER_ERRORS = new Set(['UsageError', 'InputError', 'LineError']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Three words of letters in a row, separated by spaces: "robots.txt answered with" is prose, "no-rule-matched" is not. */
const WORD = String.raw`\p{L}[\p{L}’'-]+[,;:]?`;
const PROSE = new RegExp(`${WORD}\\s+${WORD}\\s+${WORD}`, 'u');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** A call or `new` whose text goes to a developer, not a user. */
function isDeveloperText(node: Node): boolean {
  if (node.type === 'NewExpression' || node.type === 'CallExpression') {
    const callee = node.callee as Node;
    // new Error('…'), and `warn('…')`, the worker's wrapper of console.warn; not the CLI's errors for users.
    const name = callee.type === 'Identifier' ? (callee.name as string) : '';
    if (/Error$|^warn$/.test(name) && !USER_ERRORS.has(name)) return true;
    if (callee.type === 'MemberExpression' && isNode(callee.object) && (callee.object as Node).name === 'console') return true;
  }
  return (
    node.type === 'ImportDeclaration' ||
    (node.type === 'ExportNamedDeclaration' && !!node.source) ||
    node.type === 'ExportAllDeclaration' ||
    node.type === 'ImportExpression'
  );
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function proseIn(file: string): Finding[] {
  const source = readFileSync(file, 'utf8');
  const ast = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
  const found: Finding[] = [];
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const exempt = (offset: number) => {
    const lineText = source.split('\n')[lineAt(offset) - 1] ?? '';
    return lineText.includes('facts-not-words: protocol');
  };
  const visit = (node: Node): void => {
    if (isDeveloperText(node)) return;
    if (node.type === 'Literal' && typeof node.value === 'string' && PROSE.test(node.value) && !exempt(node.start)) {
      found.push({ file: relative(ROOT, file), line: lineAt(node.start), text: node.value });
    }
    if (node.type === 'TemplateElement') {
      const cooked = (node.value as { cooked: string | null }).cooked ?? '';
      if (PROSE.test(cooked) && !exempt(node.start)) found.push({ file: relative(ROOT, file), line: lineAt(node.start), text: cooked });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'typeAnnotation' || key === 'returnType') continue;
      if (Array.isArray(child)) for (const c of child) isNode(c) && visit(c);
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast);
  return found;
}

describe('facts, not words', () => {
  it('the check finds prose and passes codes', () => {
    expect(PROSE.test('robots.txt answered with a server error')).toBe(true);
    expect(PROSE.test('Google’s main crawler')).toBe(true);
    expect(PROSE.test('no-rule-matched')).toBe(false);
    expect(PROSE.test('Disallow: /private/')).toBe(false);
  });

  it.each(FOLDERS)('%s holds no user-facing English sentence', (folder) => {
    const findings = sourceFiles(join(ROOT, folder)).flatMap(proseIn);
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.text.slice(0, 90)}`)).toEqual([]);
  });
});
