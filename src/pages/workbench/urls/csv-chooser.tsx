/** After a CSV file is picked: which column holds the URLs (the likeliest preselected), and whether row 1 is a header. */
import { site } from '../../../text/text.ts';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { CsvPending } from './url-list-state.ts';

/** A value shown in the column list: enough to recognise it. */
const SAMPLE_CHARS = 60;

interface CsvChooserProps {
  pending: CsvPending;
  busy: boolean;
  onColumn: (column: number) => void;
  onHeader: (header: boolean) => void;
  onRead: () => void;
  onCancel: () => void;
}

export function CsvChooser({ pending, busy, onColumn, onHeader, onRead, onCancel }: CsvChooserProps) {
  const text = useText();
  const { preview } = pending;
  return (
    <fieldset class="wb-urls-csv" data-testid="csv-chooser">
      <legend>
        <MessageText parts={text.parts('workbench-urls.csv.choose', { file: site(pending.file.name) })} />
      </legend>
      <div class="field-row">
        <label for="wb-csv-column">{text.t('workbench-urls.csv.column')}</label>
        <select id="wb-csv-column" value={String(pending.column)} onChange={(e) => onColumn(Number(e.currentTarget.value))}>
          {preview.columns.map((c) => (
            <option key={c.index} value={String(c.index)}>
              {pending.header && c.name !== null
                ? text.t('workbench-urls.csv.column.named', { number: c.index + 1, name: site(c.name) })
                : text.t('workbench-urls.csv.column.numbered', { number: c.index + 1, sample: site(c.sample.slice(0, SAMPLE_CHARS)) })}
            </option>
          ))}
        </select>
      </div>
      <div class="field field-check">
        <input id="wb-csv-header" type="checkbox" checked={pending.header} onChange={(e) => onHeader(e.currentTarget.checked)} />
        <label for="wb-csv-header">{text.t('workbench-urls.csv.header')}</label>
      </div>
      <div class="wb-urls-actions">
        <button type="button" class="button button-primary" disabled={busy} onClick={onRead}>
          {text.t('workbench-urls.csv.read')}
        </button>
        <button type="button" class="button button-quiet" onClick={onCancel}>
          {text.t('workbench-urls.csv.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
