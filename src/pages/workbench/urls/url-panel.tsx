/**
 * The workbench's URLs to test: the list (typed, pasted or dropped), the CSV
 * and sitemap imports with their progress, the sources imported, the count
 * and the notes. It renders the UrlList its page owns (created by
 * createUrlList in the page's store) and calls its methods; it knows nothing
 * else of the page. Its stylesheet, url-panel.css, is imported by the page's
 * (`@import "../../../workbench/urls/urls/url-panel.css";`), as the popup's and options page's are.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { site } from '../../../text/text.ts';
import type { Message } from '../../../text/messages/index.ts';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import { CsvChooser } from './csv-chooser.tsx';
import { ImportProgress } from './import-progress.tsx';
import type { SitemapSource } from './sitemap-sources.ts';
import { UrlNotesList } from './url-notes-list.tsx';
import { createUrlListEditor, type UrlListEditor } from './url-list-editor.ts';
import type { UrlList } from './url-list-state.ts';
import { MAX_TEST_URLS } from '../../../url-lists/url-collector.ts';

interface UrlPanelProps {
  list: UrlList;
  /** What "Import sitemaps" reads (sitemapSources: the live file's, the draft's, /sitemap.xml). */
  sitemaps: readonly SitemapSource[];
}

const CSV_FILE = /\.(csv|tsv)$/i;

export function UrlPanel({ list, sitemaps }: UrlPanelProps) {
  const text = useText();
  const fileInput = useRef<HTMLInputElement>(null);
  const progress = list.progress.value;
  const busy = progress !== null;
  const pending = list.csvPending.value;
  const csv = list.csv.value;
  const imported = list.sitemaps.value;
  const failure = list.failure.value;

  const onDropFile = (file: File) => {
    if (CSV_FILE.test(file.name) || file.type === 'text/csv') void list.openCsv(file);
    else void list.dropTextFile(file);
  };

  return (
    <section class="card wb-urls" aria-labelledby="wb-urls-heading" data-testid="url-panel">
      <h2 id="wb-urls-heading">{text.t('workbench-urls.heading')}</h2>
      <div class="field">
        <UrlListField list={list} onDropFile={onDropFile} />
        <p id="wb-urls-hint" class="hint">
          <MessageText parts={text.parts('workbench-urls.list.hint', { origin: site(list.origin.value) })} />
        </p>
      </div>

      <div class="wb-urls-actions">
        <button type="button" class="button" disabled={busy} onClick={() => fileInput.current?.click()}>
          {text.t('workbench-urls.csv.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.tsv,text/csv,text/tab-separated-values"
          hidden
          data-testid="csv-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void list.openCsv(file);
          }}
        />
        <button type="button" class="button" disabled={busy} onClick={() => void list.importSitemaps(sitemaps.map((s) => s.url))}>
          {text.t('workbench-urls.sitemaps.import')}
        </button>
      </div>
      <div class="wb-urls-sitemaps">
        <p class="hint">{text.t('workbench-urls.sitemaps.will-read', { count: sitemaps.length })}</p>
        <ul class="wb-urls-sitemap-list">
          {sitemaps.map((s) => (
            <li key={s.url}>
              <MessageText parts={text.renderParts(listedMessage(s))} />
            </li>
          ))}
        </ul>
      </div>

      {pending && (
        <CsvChooser
          pending={pending}
          busy={busy}
          onColumn={list.chooseCsvColumn}
          onHeader={list.setCsvHeader}
          onRead={() => void list.readCsv()}
          onCancel={list.cancelCsv}
        />
      )}
      {failure && (
        <p class="wb-urls-failure" role="alert">
          <MessageText parts={text.renderParts(failure)} />
        </p>
      )}
      {progress && <ImportProgress progress={progress} onStop={list.stop} />}

      {(csv || imported) && (
        <ul class="wb-urls-sources" data-testid="url-sources">
          {csv && (
            <li>
              <span>
                <MessageText
                  parts={text.parts('workbench-urls.csv.source', {
                    file: site(csv.fileName),
                    column: csv.column,
                    urls: csv.reading.urls.length,
                  })}
                />
              </span>
              <button type="button" class="button button-quiet button-small" onClick={list.removeCsv}>
                {text.t('workbench-urls.remove')}
              </button>
            </li>
          )}
          {imported && (
            <li>
              <span>
                {text.t('workbench-urls.sitemaps.source', {
                  files: imported.files.filter((f) => f.kind !== null).length,
                  urls: imported.urls.length,
                })}
              </span>
              <button type="button" class="button button-quiet button-small" onClick={list.removeSitemaps}>
                {text.t('workbench-urls.remove')}
              </button>
            </li>
          )}
        </ul>
      )}

      <UrlCount list={list} />
      <UrlNotesList notes={list.notes.value} />
    </section>
  );
}

/**
 * The list's text field (url-list-editor.ts): made once, fed the list's text
 * only when it is not what the field already holds (an import, a list from
 * another page), never the person's own edit coming back.
 */
function UrlListField({ list, onDropFile }: { list: UrlList; onDropFile: (file: File) => void }) {
  const text = useText();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<UrlListEditor | null>(null);
  /** The text the field last gave the list: the list's text is that very string until something else sets it. */
  const given = useRef<string>(list.listText.peek());
  const listText = list.listText.value;

  useLayoutEffect(() => {
    if (!host.current) return;
    given.current = list.listText.peek();
    const made = createUrlListEditor({
      parent: host.current,
      text: given.current,
      id: 'wb-urls-list',
      labelledBy: 'wb-urls-label',
      describedBy: 'wb-urls-hint',
      onChange: (next) => {
        given.current = next;
        list.setListText(next);
      },
    });
    editor.current = made;
    return () => {
      made.destroy();
      editor.current = null;
    };
  }, [list]);

  useLayoutEffect(() => {
    if (listText === given.current) return;
    given.current = listText;
    editor.current?.setText(listText);
  }, [listText]);

  return (
    <>
      {/* Its name for the field (aria-labelledby): a <label> names form controls only, and the field is a text box of CodeMirror's. */}
      <span id="wb-urls-label" class="wb-urls-label">
        {text.t('workbench-urls.list.label')}
      </span>
      {/* A dropped file is read by the list (caught before the field would insert it as text where it fell). */}
      <div
        class="wb-urls-list"
        ref={host}
        data-testid="url-list"
        onDragOverCapture={(e) => {
          if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
        }}
        onDropCapture={(e) => {
          const file = e.dataTransfer?.files[0];
          if (!file) return;
          e.preventDefault();
          e.stopPropagation();
          onDropFile(file);
        }}
      />
    </>
  );
}

function listedMessage(source: SitemapSource): Message {
  const url = site(source.url);
  const live = source.listedIn.includes('live');
  const draft = source.listedIn.includes('draft');
  if (live && draft) return { key: 'workbench-urls.sitemaps.listed.both', params: { url } };
  if (live) return { key: 'workbench-urls.sitemaps.listed.live', params: { url } };
  if (draft) return { key: 'workbench-urls.sitemaps.listed.draft', params: { url } };
  return { key: 'workbench-urls.sitemaps.listed.default', params: { url } };
}

/** "10,000 URLs to test, 12 skipped." and what else the merge has to say. */
function UrlCount({ list }: { list: UrlList }) {
  const text = useText();
  const s = list.summary.value;
  return (
    <div class="wb-urls-count" data-testid="url-count" aria-live="polite">
      <p class="wb-urls-total">
        {list.listPending.value
          ? text.t('workbench-urls.list.reading')
          : text.t('workbench-urls.count', { urls: s.urls, skipped: s.skipped })}
      </p>
      {s.otherOrigin > 0 && (
        <p class="hint">
          <MessageText parts={text.parts('workbench-urls.count.other-origin', { count: s.otherOrigin, origin: site(list.origin.value) })} />
        </p>
      )}
      {s.ignored > 0 && <p class="hint">{text.t('workbench-urls.count.ignored', { count: s.ignored })}</p>}
      {s.repeated > 0 && <p class="hint">{text.t('workbench-urls.count.repeated', { count: s.repeated })}</p>}
      {s.leftOut > 0 && <p class="hint">{text.t('workbench-urls.count.left-out', { limit: MAX_TEST_URLS, count: s.leftOut })}</p>}
    </div>
  );
}
