/**
 * The comparison of two robots.txt versions (../history-panel.tsx), in the
 * results table: which rows of the list it changes for the table's crawler,
 * how many, and a switch to show only those. The comparison names URLs as
 * written; the table names rows by their index in the list.
 */
import type { UrlEffect } from '../../../core/index.ts';
import type { TestUrl } from '../engine/evaluation-facts.ts';
import { useText } from '../../../ui/use-text.ts';

/** The rows (URL indices) whose verdict the comparison changes, with the change. */
export function versionRows(urls: readonly TestUrl[], changes: ReadonlyMap<string, UrlEffect>): Map<number, UrlEffect> {
  const out = new Map<number, UrlEffect>();
  if (changes.size === 0) return out;
  urls.forEach((u, i) => {
    const e = changes.get(u.url);
    if (e !== undefined) out.set(i, e);
  });
  return out;
}

export function VersionChangesBar({
  count,
  crawlerName,
  only,
  onOnly,
}: {
  count: number;
  crawlerName: string;
  only: boolean;
  onOnly: (on: boolean) => void;
}) {
  const text = useText();
  return (
    <div class="wbr-version-bar" data-testid="version-changes">
      <p data-testid="version-changes-count">{text.t('history.results.count', { changed: count, crawler: crawlerName })}</p>
      <label class="field-check">
        <input type="checkbox" checked={only} data-testid="version-changes-only" onChange={(e) => onOnly(e.currentTarget.checked)} />
        {text.t('history.results.only-changed')}
      </label>
    </div>
  );
}

/** The chip in a changed row: the verdict under the older version → under the newer. */
export function VersionChip({ change }: { change: UrlEffect }) {
  const text = useText();
  const words = text.t('history.results.row-changed', {
    before: change.before.allowed ? 'yes' : 'no',
    after: change.after.allowed ? 'yes' : 'no',
  });
  return (
    <span class="wbr-version" title={words} data-testid="row-version-changed">
      {words}
    </span>
  );
}
