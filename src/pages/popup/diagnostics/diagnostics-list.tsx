/** What the linter found, by line: accepted mistakes, ignored fields, patterns that cannot match, cut lines, truncation… */
import './diagnostics.css';
import type { Diagnostic } from '../../../core/index.ts';
import { diagnosticParts, severityCounts, severityWord } from '../../../text/lint-text.ts';
import { ErrorIcon, InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { ShowMore, useShownCount } from '../../../ui/show-more.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';

/** Enough for any real file; a pathological one grows in steps instead of 50,000 list items at once. */
const FIRST_SHOWN = 100;

interface DiagnosticsListProps {
  /** What the linter said about the file. */
  diagnostics: readonly Diagnostic[];
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function DiagnosticsList({ diagnostics: all, onLine }: DiagnosticsListProps) {
  const text = useText();
  const more = useShownCount(all, FIRST_SHOWN);
  if (all.length === 0) return null;
  const sorted = [...all].sort((a, b) => a.line - b.line || rank(b) - rank(a));
  const shown = sorted.slice(0, more.count);
  return (
    <section class="panel" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading" class="panel-title">
        {text.t('lint.list.heading')} <span class="panel-count">{severityCounts(text, sorted)}</span>
      </h2>
      <ul class="diagnostics">
        {shown.map((d, i) => (
          <li key={i} class={`diagnostic sev-${d.severity}`} data-testid="diagnostic" data-line={String(d.line)} data-code={d.code}>
            <span class="diagnostic-icon">
              <SeverityIcon severity={d.severity} />
              <span class="visually-hidden">{severityWord(text, d.severity)}</span>
            </span>
            {d.line > 0 ? (
              <button type="button" class="line-chip line-chip-button" onClick={() => onLine(d.line)} title={text.t('lint.list.show-line')}>
                {text.t('lint.list.line', { line: d.line })}
              </button>
            ) : (
              <span class="line-chip">{text.t('lint.list.file')}</span>
            )}
            <span class="diagnostic-message">
              <MessageText parts={diagnosticParts(text, d)} />
            </span>
          </li>
        ))}
      </ul>
      <ShowMore shown={shown.length} available={sorted.length} total={sorted.length} list="diagnostics" onMore={more.more} />
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
