/** The robots.txt panel: a heading with the file's size, a legend, and the virtualised file view (or why there is no file to show). */
import './robots-file.css';
import { sizeText } from '../../../text/size-text.ts';
import { useText } from '../../../ui/use-text.ts';
import type { ComponentChildren } from 'preact';
import type { VerdictView } from '../../../robots/record-view.ts';
import type { FileView } from '../../../robots/record-details.ts';
import { outcomeTitleText } from '../../../text/outcome-text.ts';

interface RobotsFileSectionProps {
  result: Pick<VerdictView, 'verdict' | 'used' | 'reading'>;
  /** The file the verdict was read from; null when the fetch outcome decided without one. */
  file: Pick<FileView, 'bytes'> | null;
  /** The file's lines for display (index 0 = line 1). */
  lines: readonly string[];
  onLine: (line: number) => void;
  /** The file view itself (RobotsFileView), rendered by the page so it follows its own state. */
  children: ComponentChildren;
}

export function RobotsFileSection({ result: r, file, lines, onLine, children }: RobotsFileSectionProps) {
  const text = useText();
  const deciding = r.verdict.decidingLine;
  return (
    <section class="panel" aria-labelledby="file-heading">
      <div class="panel-head">
        <h2 id="file-heading" class="panel-title">
          robots.txt{' '}
          {file && (
            <span class="panel-count">
              {text.t(r.used === 'last-good' ? 'ui.file.summary-last-good' : 'ui.file.summary', {
                lines: lines.length,
                size: sizeText(text, file.bytes),
              })}
            </span>
          )}
        </h2>
        {deciding > 0 && file && (
          <button type="button" class="button button-quiet button-small" onClick={() => onLine(deciding)}>
            {text.t('ui.file.go-to-line', { line: deciding })}
          </button>
        )}
      </div>
      {file && lines.length > 0 ? (
        <>
          {children}
          <p class="legend" aria-hidden="true">
            <span class="legend-swatch legend-deciding" /> {text.t('ui.file.legend.deciding')} <span class="legend-swatch legend-group" />{' '}
            {text.t('ui.file.legend.group')} <span class="legend-swatch legend-diag" /> {text.t('ui.file.legend.diagnostic')}
          </p>
        </>
      ) : (
        <p class="state-line muted">
          {file ? text.t('ui.file.empty') : text.t('popup.file.no-file', { outcome: outcomeTitleText(text, r.reading) })}
        </p>
      )}
    </section>
  );
}
