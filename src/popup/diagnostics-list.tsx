/** What the linter found, by line: accepted mistakes, ignored fields, patterns that cannot match, cut lines, truncation… */
import { useState } from 'preact/hooks';
import type { Diagnostic } from '../core/index.ts';
import { plural } from './format.ts';
import { ErrorIcon, InfoIcon, WarningIcon } from './icons.tsx';
import { diagnostics, requestFocusLine } from './store.ts';

/** Enough for any real file; a pathological one gets a "show all" button instead of 50,000 list items at once. */
const FIRST_SHOWN = 100;

const SEVERITY_WORDS: Readonly<Record<Diagnostic['severity'], string>> = {
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
};

export function DiagnosticsList() {
  const [showAll, setShowAll] = useState(false);
  const all = diagnostics.value;
  if (all.length === 0) return null;
  const sorted = [...all].sort((a, b) => a.line - b.line || rank(b) - rank(a));
  const shown = showAll ? sorted : sorted.slice(0, FIRST_SHOWN);
  const counts = countBySeverity(sorted);
  return (
    <section class="panel" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading" class="panel-title">
        Diagnostics <span class="panel-count">{counts}</span>
      </h2>
      <ul class="diagnostics">
        {shown.map((d, i) => (
          <li key={i} class={`diagnostic sev-${d.severity}`} data-testid="diagnostic" data-line={String(d.line)} data-code={d.code}>
            <span class="diagnostic-icon">
              <SeverityIcon severity={d.severity} />
              <span class="visually-hidden">{SEVERITY_WORDS[d.severity]}:</span>
            </span>
            {d.line > 0 ? (
              <button type="button" class="line-chip line-chip-button" onClick={() => requestFocusLine(d.line)} title="Show this line">
                Line {d.line}
              </button>
            ) : (
              <span class="line-chip">File</span>
            )}
            <span class="diagnostic-message">{d.message}</span>
          </li>
        ))}
      </ul>
      {shown.length < sorted.length && (
        <button type="button" class="button button-quiet" onClick={() => setShowAll(true)}>
          Show all {plural(sorted.length, 'diagnostic')}
        </button>
      )}
    </section>
  );
}

function SeverityIcon({ severity }: { severity: Diagnostic['severity'] }) {
  if (severity === 'error') return <ErrorIcon size={14} />;
  if (severity === 'warning') return <WarningIcon size={14} />;
  return <InfoIcon size={14} />;
}

function rank(d: Diagnostic): number {
  return d.severity === 'error' ? 3 : d.severity === 'warning' ? 2 : 1;
}

function countBySeverity(list: readonly Diagnostic[]): string {
  const n = { error: 0, warning: 0, info: 0 };
  for (const d of list) n[d.severity]++;
  const parts: string[] = [];
  if (n.error) parts.push(plural(n.error, 'error'));
  if (n.warning) parts.push(plural(n.warning, 'warning'));
  if (n.info) parts.push(plural(n.info, 'note'));
  return parts.join(', ');
}
