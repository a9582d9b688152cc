/**
 * The robots.txt history on the options page: how much it holds, the bounds
 * the person sets (versions per site, space for all), export and import as
 * one file, and clearing it (its own action: *Clear the cache* leaves it).
 * It talks to the worker on the history's own channel.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  HISTORY_LIMIT_RANGE,
  MAX_HISTORY_FILE_BYTES,
  sendHistoryMessage,
  type HistoryNote,
  type HistoryStats,
  type ImportRefusal,
  type ImportResult,
} from '../../shared/robots-history.ts';
import { formatAge } from '../../shared/time-text.ts';
import type { Message } from '../../text/messages/index.ts';
import { site, type Text } from '../../text/text.ts';
import { downloadBlob } from '../workbench/results/download.ts';
import { sizeText } from '../../text/size-text.ts';
import { useText } from '../../ui/use-text.ts';
import { VisitedPagesSection } from './visited-pages.tsx';

/** The size field is in MiB, the product's one size unit (src/text/size-text.ts). */
const MIB = 1024 * 1024;

/** The refusal's code as the message's select names it (ICU select keys take no hyphen). */
const REFUSAL = { 'not-ours': 'foreign', 'too-large': 'large', 'newer-version': 'newer', damaged: 'damaged' } as const satisfies Record<
  ImportRefusal,
  string
>;

type Status = { ok: boolean; messages: Message[] } | null;

function failure(error: unknown): Message {
  const raw = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return { key: 'history.options.failed', params: { error: site(raw) } };
}

/** What an import says: how much it added, what it left out and why. */
function importMessages(result: ImportResult, text: Text): Message[] {
  if (!result.ok)
    return [
      { key: 'history.options.import-refused', params: { reason: REFUSAL[result.reason], limit: sizeText(text, MAX_HISTORY_FILE_BYTES) } },
    ];
  const out: Message[] = [{ key: 'history.options.imported', params: { added: result.added, sites: result.origins } }];
  const damaged = result.notes.reduce((n, note) => n + (note.code === 'damaged-dropped' ? note.count : 0), 0);
  if (damaged > 0) out.push({ key: 'history.options.import-dropped', params: { count: damaged } });
  const bounded = result.notes.reduce((n, note) => n + (note.code === 'bounds-dropped' ? note.count : 0), 0);
  if (bounded > 0) out.push({ key: 'history.options.import-bounds', params: { count: bounded } });
  return out;
}

function quotaMessage(note: HistoryNote | null, locale: string, now: number): Message | null {
  if (note === null || note.code !== 'quota-dropped') return null;
  return { key: 'history.options.quota', params: { when: formatAge(now - note.at, locale), count: note.versions.length } };
}

export function HistoryPanel() {
  const text = useText();
  const [stats, setStats] = useState<HistoryStats | null>(null);
  const [versions, setVersions] = useState('');
  const [megabytes, setMegabytes] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // Clearing the history forgets the pages visited too: their part reads its count again.
  const [cleared, setCleared] = useState(0);

  const show = (s: HistoryStats) => {
    setStats(s);
    setVersions(String(s.limits.maxVersionsPerOrigin));
    setMegabytes(String(s.limits.maxBytes / MIB));
  };
  useEffect(() => {
    sendHistoryMessage('historyStats').then(show, (error: unknown) => setStatus({ ok: false, messages: [failure(error)] }));
  }, []);

  const act = async (work: () => Promise<Message[]>) => {
    if (busy) return;
    setBusy(true);
    try {
      const messages = await work();
      show(await sendHistoryMessage('historyStats'));
      setStatus({ ok: true, messages });
    } catch (error) {
      setStatus({ ok: false, messages: [failure(error)] });
    } finally {
      setBusy(false);
    }
  };

  const saveLimits = (event: Event) => {
    event.preventDefault();
    void act(async () => {
      await sendHistoryMessage('historySetLimits', {
        maxVersionsPerOrigin: Number(versions),
        maxBytes: Math.round(Number(megabytes) * MIB),
      });
      return [{ key: 'history.options.limits-saved' }];
    });
  };
  const exportFile = () =>
    void act(async () => {
      const file = await sendHistoryMessage('historyExport');
      const day = new Date().toISOString().slice(0, 10);
      downloadBlob(new Blob([JSON.stringify(file)], { type: 'application/json' }), `robots-lens-history-${day}.json`);
      return [{ key: 'history.options.exported', params: { sites: file.origins.length } }];
    });
  const importFile = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    void act(async () => {
      // Refused before reading: a file this large is not one we wrote.
      if (file.size > MAX_HISTORY_FILE_BYTES) return importMessages({ ok: false, reason: 'too-large' }, text);
      return importMessages(await sendHistoryMessage('historyImport', { text: await file.text() }), text);
    });
  };
  const clear = () =>
    void act(async () => {
      await sendHistoryMessage('historyClear');
      setCleared((n) => n + 1);
      return [{ key: 'history.options.cleared' }];
    });

  const quota = stats ? quotaMessage(stats.quotaNote, text.locale, Date.now()) : null;
  return (
    <section class="card" aria-labelledby="history-heading">
      <h2 id="history-heading">{text.t('history.options.heading')}</h2>
      <p class="hint">{text.t('history.options.hint')}</p>
      <p class="cache-stats" data-testid="history-stats" aria-live="polite">
        {stats === null
          ? text.t('history.options.reading')
          : text.t('history.options.holds', {
              versions: stats.versions,
              sites: stats.origins,
              size: sizeText(text, stats.bytes),
            })}
      </p>
      {quota && (
        <p class="hint" data-testid="history-quota">
          {text.render(quota)}
        </p>
      )}
      <form class="history-limits" onSubmit={saveLimits}>
        <label>
          {text.t('history.options.versions-label')}
          <input
            type="number"
            min={HISTORY_LIMIT_RANGE.versions.min}
            max={HISTORY_LIMIT_RANGE.versions.max}
            step={1}
            value={versions}
            data-testid="history-max-versions"
            onInput={(e) => setVersions(e.currentTarget.value)}
          />
        </label>
        <label>
          {text.t('history.options.size-label')}
          <input
            type="number"
            min={HISTORY_LIMIT_RANGE.bytes.min / MIB}
            max={HISTORY_LIMIT_RANGE.bytes.max / MIB}
            // Any value: the smallest (100 KiB) is no whole number of tenths of a MiB, so a step would make 2.5 invalid.
            step="any"
            value={megabytes}
            data-testid="history-max-mb"
            onInput={(e) => setMegabytes(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" disabled={busy} data-testid="history-save-limits">
          {text.t('history.options.save-limits')}
        </button>
      </form>
      <div class="history-actions">
        <button type="button" class="button" disabled={busy} data-testid="history-export" onClick={exportFile}>
          {text.t('history.options.export')}
        </button>
        <label class="button" data-testid="history-import-label">
          {text.t('history.options.import')}
          <input
            type="file"
            accept="application/json,.json"
            class="visually-hidden"
            data-testid="history-import"
            disabled={busy}
            onChange={importFile}
          />
        </label>
        <button type="button" class="button button-danger" disabled={busy} data-testid="history-clear" onClick={clear}>
          {text.t('history.options.clear')}
        </button>
      </div>
      {status && (
        <div class={status.ok ? 'save-ok' : 'save-error'} role="status" data-testid="history-status">
          {status.messages.map((m, i) => (
            <p key={i}>{text.render(m)}</p>
          ))}
        </div>
      )}
      <VisitedPagesSection cleared={cleared} />
    </section>
  );
}
