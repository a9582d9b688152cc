/**
 * Output for CI systems: GitHub Actions workflow commands (`::error
 * file=…,line=…::message`, which GitHub shows on the file's line) and JUnit
 * XML (which most CI systems read as test results). Every text that comes
 * from a site or a file goes through terminalText first (hidden, bidi and
 * control characters as visible escapes, one line), then through the
 * format's own escaping, so neither a rule nor a URL can end an annotation,
 * start another, or break the XML.
 */
import { terminalText } from './terminal-text.ts';

/** What `--format` (and `--json`) ask for. */
export type OutputFormat = 'text' | 'json' | 'github' | 'junit';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['text', 'json', 'github', 'junit'];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  /** The file as the repository names it (the path given on the command line). */
  file: string;
  /** 1-based; 0 or less: the file as a whole. */
  line: number;
  title: string;
  message: string;
}

/** GitHub's escaping of a command's message: %, CR and LF. */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A property value is escaped as data, and its `:` and `,` too (they separate properties). */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One `::error file=…,line=…,title=…::message` line. */
export function annotationLine(a: Annotation): string {
  const props = [`file=${escapeProperty(terminalText(a.file))}`];
  if (a.line > 0) props.push(`line=${a.line}`);
  props.push(`title=${escapeProperty(terminalText(a.title))}`);
  return `::${a.level} ${props.join(',')}::${escapeData(terminalText(a.message))}\n`;
}

export interface JunitCase {
  /** The suite-level group a CI system shows it under (the crawler). */
  classname: string;
  name: string;
  /** Null when it passed. */
  failure: { message: string; detail: string } | null;
}

/** What XML 1.0 cannot carry at all and terminalText leaves as it is. */
const LONE_SURROGATE_OR_NONCHARACTER = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/** Text made safe for XML 1.0: one visible line (terminalText), well-formed UTF-16, markup characters escaped. */
export function xmlText(text: string): string {
  return terminalText(text)
    .replace(LONE_SURROGATE_OR_NONCHARACTER, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A JUnit XML report of one suite. */
export function junitReport(suite: string, cases: readonly JunitCase[]): string {
  const failures = cases.filter((c) => c.failure !== null).length;
  const head = `tests="${cases.length}" failures="${failures}" errors="0"`;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(suite)}" ${head}>`,
    `  <testsuite name="${xmlText(suite)}" ${head}>`,
  ];
  for (const c of cases) {
    const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}"`;
    if (c.failure === null) out.push(`${open}/>`);
    else
      out.push(
        `${open}>`,
        `      <failure message="${xmlText(c.failure.message)}">${xmlText(c.failure.detail)}</failure>`,
        '    </testcase>',
      );
  }
  out.push('  </testsuite>', '</testsuites>');
  return out.join('\n') + '\n';
}
