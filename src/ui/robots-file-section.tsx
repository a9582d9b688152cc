/** The robots.txt panel: a heading with the file's size, a legend, and the virtualised file view (or why there is no file to show). */
import { formatBytes, plural } from './format.ts';
import type { ComponentChildren } from 'preact';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';
import { text } from '../text/bundled.ts';
import { outcomeTitleText } from '../text/outcome-text.ts';

interface RobotsFileSectionProps {
  result: RecordVerdict;
  /** The file's lines for display (index 0 = line 1). */
  lines: readonly string[];
  onLine: (line: number) => void;
  /** The file view itself (RobotsFileView), rendered by the page so it follows its own state. */
  children: ComponentChildren;
}

export function RobotsFileSection({ result: r, lines, onLine, children }: RobotsFileSectionProps) {
  const deciding = r.verdict.decidingLine;
  return (
    <section class="panel" aria-labelledby="file-heading">
      <div class="panel-head">
        <h2 id="file-heading" class="panel-title">
          robots.txt{' '}
          {r.bytes && (
            <span class="panel-count">
              {plural(lines.length, 'line')} · {formatBytes(r.bytes.length)}
              {r.used === 'last-good' ? ' · last good copy' : ''}
            </span>
          )}
        </h2>
        {deciding > 0 && r.bytes && (
          <button type="button" class="button button-quiet button-small" onClick={() => onLine(deciding)}>
            Go to line {deciding}
          </button>
        )}
      </div>
      {r.bytes && lines.length > 0 ? (
        <>
          {children}
          <p class="legend" aria-hidden="true">
            <span class="legend-swatch legend-deciding" /> deciding line <span class="legend-swatch legend-group" /> group that applied{' '}
            <span class="legend-swatch legend-diag" /> diagnostic
          </p>
        </>
      ) : (
        <p class="state-line muted">
          {r.bytes ? 'The file is empty (0 bytes).' : text.t('popup.file.no-file', { outcome: outcomeTitleText(text, r.reading) })}
        </p>
      )}
    </section>
  );
}
