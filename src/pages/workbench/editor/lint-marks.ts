/**
 * Core's findings (lintRobotsTxt: 1-based lines, 0 for the whole file) as
 * CodeMirror diagnostics: the line's text underlined, a mark in the lint
 * gutter, the sentence on hover. The sentence is the text layer's
 * (lint-text.ts), rendered by the caller in the page's language.
 */
import type { Text } from '@codemirror/state';
import type { Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '../../../core/index.ts';

export function editorDiagnostics(doc: Text, findings: readonly Diagnostic[], sentence: (d: Diagnostic) => string): CmDiagnostic[] {
  const out: CmDiagnostic[] = [];
  for (const d of findings) {
    // A finding about the whole file sits on its first line; one past the end (a truncated draft) on its last.
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const lead = line.text.length - line.text.trimStart().length;
    out.push({
      from: line.from + lead,
      to: line.to,
      severity: d.severity,
      source: d.code,
      message: sentence(d),
    });
  }
  return out;
}
