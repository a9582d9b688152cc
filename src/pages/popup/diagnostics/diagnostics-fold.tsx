/**
 * The diagnostics panel folded to a summary by severity when there are more
 * than a few findings: 86 findings made the popup about 5,800 px tall and put
 * the sitemaps and fetch facts out of reach. The list opens on request; when
 * closed it is not rendered at all.
 */
import './diagnostics.css';
import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Diagnostic, Severity } from '../../../core/index.ts';
import { ErrorIcon, InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { Text } from '../../../text/text.ts';

/** Up to this many findings the list shows at once, unfolded. */
export const FOLD_ABOVE = 5;

interface DiagnosticsFoldProps {
  diagnostics: readonly Diagnostic[];
  /** The list itself (DiagnosticsList), rendered only when open. */
  children: ComponentChildren;
}

export function DiagnosticsFold({ diagnostics, children }: DiagnosticsFoldProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  if (diagnostics.length <= FOLD_ABOVE) return <>{children}</>;
  const toggle = (
    <button
      type="button"
      class="button button-quiet button-small"
      data-testid="diagnostics-toggle"
      aria-expanded={open ? 'true' : 'false'}
      aria-controls="diagnostics-fold"
      onClick={() => setOpen(!open)}
    >
      {open ? text.t('diagnostics.hide') : text.t('diagnostics.show', { count: diagnostics.length })}
    </button>
  );
  if (open) {
    return (
      <div id="diagnostics-fold" class="diagnostics-fold" data-testid="diagnostics-fold" data-open="true">
        {children}
        <p class="diagnostics-fold-foot">{toggle}</p>
      </div>
    );
  }
  return (
    <section id="diagnostics-fold" class="panel" aria-labelledby="diagnostics-heading" data-testid="diagnostics-fold" data-open="false">
      <div class="panel-head">
        <h2 id="diagnostics-heading" class="panel-title">
          {text.t('lint.list.heading')}
        </h2>
        {toggle}
      </div>
      <p class="diagnostics-summary" data-testid="diagnostics-summary">
        <SeveritySummary diagnostics={diagnostics} text={text} />
      </p>
    </section>
  );
}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** "2 errors, 5 warnings, 79 notes" as the list's heading counts them (lint-text.ts severityCounts), each count with its icon. */
function SeveritySummary({ diagnostics, text }: { diagnostics: readonly Diagnostic[]; text: Text }) {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  const shown = SEVERITIES.filter((s) => counts[s] > 0);
  const words = shown.map((s) => text.t(COUNT_KEY[s], { count: counts[s] }));
  let element = 0;
  return (
    <>
      {new Intl.ListFormat(text.locale, { type: 'unit' }).formatToParts(words).map((part, i) => {
        if (part.type === 'literal') return part.value;
        const severity = shown[element++]!;
        return (
          <span key={i} class={`diagnostics-count sev-${severity}`} data-severity={severity}>
            {SEVERITY_ICON[severity]}
            {part.value}
          </span>
        );
      })}
    </>
  );
}

const COUNT_KEY = {
  error: 'lint.list.count.error',
  warning: 'lint.list.count.warning',
  info: 'lint.list.count.info',
} as const;

const SEVERITY_ICON: Readonly<Record<Severity, JSX.Element>> = {
  error: <ErrorIcon size={13} />,
  warning: <WarningIcon size={13} />,
  info: <InfoIcon size={13} />,
};
