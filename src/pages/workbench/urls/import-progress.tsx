/** The progress of an import: a bar with its own text (files, URLs and bytes read), and Stop. */
import { sizeText } from '../../../text/size-text.ts';
import { useText } from '../../../ui/use-text.ts';
import type { ImportProgress as Progress } from './url-list-state.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_FILES, MAX_IMPORT_MS } from '../../../url-lists/sitemap-import.ts';
import { MAX_KEPT_NOTES } from '../../../url-lists/url-notes.ts';

interface ImportProgressProps {
  progress: Progress;
  onStop: () => void;
}

export function ImportProgress({ progress, onStop }: ImportProgressProps) {
  const text = useText();
  const { label, value, max, words } = describe(progress, text);
  return (
    <div class="wb-urls-progress" data-testid="url-import-progress">
      <div class="wb-urls-progress-row">
        <div
          class="wb-urls-bar"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={words}
        >
          <div class="wb-urls-bar-fill" style={{ width: `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%` }} />
        </div>
        <button type="button" class="button button-small" onClick={onStop}>
          {text.t('workbench-urls.stop')}
        </button>
      </div>
      <p class="hint" aria-live="polite">
        {words}
      </p>
      {progress.kind === 'sitemaps' && (
        <p class="hint" data-testid="url-import-bounds">
          {text.t('workbench-urls.sitemaps.bounds', {
            files: MAX_IMPORT_FILES,
            megabytes: MAX_IMPORT_BYTES / (1024 * 1024),
            minutes: MAX_IMPORT_MS / 60_000,
            notes: MAX_KEPT_NOTES,
          })}
        </p>
      )}
    </div>
  );
}

function describe(progress: Progress, text: ReturnType<typeof useText>) {
  if (progress.kind === 'sitemaps') {
    return {
      label: text.t('workbench-urls.progress.sitemaps'),
      value: progress.filesDone,
      max: progress.filesTotal,
      words: text.t('workbench-urls.sitemaps.progress', {
        filesDone: progress.filesDone,
        filesTotal: progress.filesTotal,
        urls: progress.urls,
        size: sizeText(text, progress.bytes),
      }),
    };
  }
  return {
    label: text.t('workbench-urls.progress.csv'),
    value: progress.bytes,
    max: progress.size,
    words: text.t('workbench-urls.csv.progress', {
      read: sizeText(text, progress.bytes),
      size: sizeText(text, progress.size),
    }),
  };
}
