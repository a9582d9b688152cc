/**
 * The whole robots.txt with line numbers, virtualised: only the rows in view
 * are in the DOM (fixed row height, windowing by scrollTop), so a 32,000-line
 * file scrolls as smoothly as a 10-line one. Long lines scroll sideways; they
 * never wrap. The deciding line is highlighted and scrolled into view, the
 * applied group's lines are marked, and diagnostics sit on their lines.
 * Find (file-find.tsx) marks its matches in the rows on screen only.
 */
import './robots-file.css';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { managedBlockAt, type Diagnostic, type ManagedBlock } from '../../../core/index.ts';
import { type FileMatch, markedSpans, matchesInLines } from './file-search.ts';
import { diagnosticParts, diagnosticText } from '../../../text/lint-text.ts';
import { MessageText, Visible } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import { scrollTopForLine, tokenizeLine, visibleRows } from '../links/windowing.ts';

export const ROW_HEIGHT = 20;
const VIEW_HEIGHT = 280;
const OVERSCAN = 12;
/** Characters of one line put in the DOM; the rest is summarised. */
const MAX_ROW_CHARS = 2_000;

/** A request to scroll the view to a line; `seq` makes repeated requests for one line count. */
export interface FocusRequest {
  line: number;
  seq: number;
}

interface RobotsFileViewProps {
  /** The file's lines for display (index 0 = line 1). */
  lines: readonly string[];
  /** The line that decided, or 0. */
  deciding: number;
  /** Lines of the groups that applied. */
  groupLines: ReadonlySet<number>;
  /** Diagnostics keyed by line. */
  diagnostics: ReadonlyMap<number, Diagnostic[]>;
  /** The latest request to show a line ("Line N" buttons elsewhere on the page). */
  focus: FocusRequest | null;
  /** What find found, and the match to show (-1: none); null when nothing is sought. */
  find?: FindMarks | null;
  /** Blocks of lines a CDN wrote (Cloudflare's managed robots.txt), marked as such. */
  managed?: readonly ManagedBlock[];
}

export interface FindMarks {
  matches: readonly FileMatch[];
  current: number;
}

interface RowMark {
  start: number;
  end: number;
  current: boolean;
}

export function RobotsFileView({
  lines,
  deciding,
  groupLines: inGroup,
  diagnostics,
  focus: request,
  find = null,
  managed = [],
}: RobotsFileViewProps) {
  const text = useText();
  const viewRef = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [flashLine, setFlashLine] = useState(0);

  const widthCh = useMemo(() => {
    let longest = 0;
    for (const l of lines) if (l.length > longest) longest = l.length;
    return Math.min(longest, MAX_ROW_CHARS + 40);
  }, [lines]);
  const gutterCh = String(lines.length).length + 1;

  const scrollToLine = (line: number) => {
    const view = viewRef.current;
    if (!view) return;
    const top = scrollTopForLine(line, view.clientHeight || VIEW_HEIGHT, ROW_HEIGHT, lines.length);
    view.scrollTop = top;
    view.scrollLeft = 0;
    setScrollTop(top);
  };

  // The deciding line comes into view whenever the verdict (or the file) changes.
  useLayoutEffect(() => {
    if (deciding > 0) scrollToLine(deciding);
  }, [deciding, lines]);

  // "Line N" buttons elsewhere on the page ask for a line.
  useLayoutEffect(() => {
    if (!request) return;
    scrollToLine(request.line);
    viewRef.current?.scrollIntoView({ block: 'nearest' });
    setFlashLine(request.line);
    const timer = setTimeout(() => setFlashLine(0), 1_200);
    return () => clearTimeout(timer);
  }, [request]);

  // Find's current match comes into view: its row scrolled to, then (once rendered) its mark scrolled to sideways.
  const currentMatch = find && find.current >= 0 ? find.matches[find.current] : undefined;
  /** The line whose current mark is still to be scrolled to sideways (0: none): its row renders only once scrolled to. */
  const revealLine = useRef(0);
  useLayoutEffect(() => {
    if (!currentMatch) return;
    scrollToLine(currentMatch.line);
    revealLine.current = currentMatch.line;
  }, [currentMatch]);
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view || revealLine.current === 0) return;
    const row = view.querySelector<HTMLElement>(`.file-row[data-line="${revealLine.current}"]`);
    if (!row) return;
    revealLine.current = 0;
    // Absent when the match lies past the characters a row shows.
    const mark = row.querySelector<HTMLElement>('mark.find-current');
    if (!mark) return;
    const gutter = row.querySelector<HTMLElement>('.file-gutter')?.offsetWidth ?? 0;
    // Relative to its row, which starts at the canvas's left edge (rows are absolutely placed).
    const left = mark.offsetLeft;
    if (left < view.scrollLeft + gutter || left + mark.offsetWidth > view.scrollLeft + view.clientWidth) {
      view.scrollLeft = Math.max(0, left - gutter - 24);
    }
  });

  const { start, end } = visibleRows(scrollTop, VIEW_HEIGHT, ROW_HEIGHT, lines.length, OVERSCAN);
  const marksByLine = new Map<number, RowMark[]>();
  if (find) {
    for (const { index, match } of matchesInLines(find.matches, start + 1, end)) {
      const mark = { start: match.start, end: match.end, current: index === find.current };
      const list = marksByLine.get(match.line);
      if (list) list.push(mark);
      else marksByLine.set(match.line, [mark]);
    }
  }
  const rows = [];
  for (let i = start; i < end; i++) {
    const line = i + 1;
    rows.push(
      <FileRow
        key={line}
        line={line}
        text={lines[i] ?? ''}
        deciding={line === deciding}
        inGroup={inGroup.has(line)}
        flash={line === flashLine}
        diagnostics={diagnostics.get(line)}
        marks={marksByLine.get(line)}
        managed={managedBlockAt(managed, line)}
      />,
    );
  }

  return (
    <section
      ref={viewRef}
      class="file-view"
      data-testid="robots-view"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={text.t('ui.file.view-label', { lines: lines.length })}
      // A maximum, not a height: a short file's view grows by the sideways scrollbar instead of hiding its last line behind it.
      style={{ maxHeight: `${VIEW_HEIGHT}px`, '--gutter': `${gutterCh}ch` }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div class="file-canvas" style={{ height: `${lines.length * ROW_HEIGHT}px`, width: `calc(${widthCh}ch + var(--gutter) + 40px)` }}>
        {rows}
      </div>
    </section>
  );
}

interface FileRowProps {
  line: number;
  text: string;
  deciding: boolean;
  inGroup: boolean;
  flash: boolean;
  diagnostics: Diagnostic[] | undefined;
  /** Find's matches on this line. */
  marks: RowMark[] | undefined;
  /** The CDN-managed block the line is in, if any. */
  managed: ManagedBlock | null;
}

function FileRow({ line, text, deciding, inGroup, flash, diagnostics, marks, managed }: FileRowProps) {
  const words = useText();
  const shown = text.length > MAX_ROW_CHARS ? text.slice(0, MAX_ROW_CHARS) : text;
  const worst = diagnostics ? worstSeverity(diagnostics) : null;
  const classes = ['file-row'];
  if (deciding) classes.push('is-deciding');
  if (inGroup) classes.push('is-group');
  if (flash) classes.push('is-flash');
  if (managed) classes.push('is-cdn');
  return (
    <div
      class={classes.join(' ')}
      style={{ top: `${(line - 1) * ROW_HEIGHT}px` }}
      data-line={String(line)}
      data-deciding={deciding ? 'true' : undefined}
      data-group={inGroup ? 'true' : undefined}
      data-cdn={managed ? managed.provider : undefined}
    >
      <span
        class="file-gutter"
        title={managed ? words.t('use.managed-lines', { start: managed.startLine, end: managed.endLine }) : undefined}
      >
        <span class={`file-marker ${worst ? `sev-${worst}` : ''}`} aria-hidden="true" />
        {line}
      </span>
      <span class="file-code">
        {/* The line is the site's text: isolated left to right, hidden characters shown as tokens. */}
        <bdi dir="ltr" class="site-text file-text">
          {marks ? (
            <MarkedTokens text={shown} marks={marks} />
          ) : (
            tokenizeLine(shown).map((t, i) => (
              <span key={i} class={`tok-${t.kind}`}>
                <Visible text={t.text} />
              </span>
            ))
          )}
        </bdi>
        {shown.length < text.length && (
          <span class="file-clipped"> {words.t('ui.file.more-characters', { count: text.length - shown.length })}</span>
        )}
        {diagnostics && (
          <span class={`file-diag sev-${worst ?? 'info'}`} title={diagnostics.map((d) => diagnosticText(words, d)).join('\n')}>
            {diagnostics[0] && <MessageText parts={diagnosticParts(words, diagnostics[0])} />}
            {diagnostics.length > 1 ? ` ${words.t('ui.file.more-diagnostics', { count: diagnostics.length - 1 })}` : ''}
          </span>
        )}
      </span>
    </div>
  );
}

/** A line's tokens with find's matches marked inside them (a match may span tokens: each part is marked). */
function MarkedTokens({ text, marks }: { text: string; marks: readonly RowMark[] }) {
  let offset = 0;
  return (
    <>
      {tokenizeLine(text).map((t, i) => {
        const from = offset;
        offset += t.text.length;
        const spans = markedSpans(
          t.text.length,
          marks.map((m) => ({ start: m.start - from, end: m.end - from, current: m.current })),
        );
        return (
          <span key={i} class={`tok-${t.kind}`}>
            {spans.map((s, j) => {
              const piece = t.text.slice(s.start, s.end);
              if (s.mark === 'none') return <Visible key={j} text={piece} />;
              return (
                <mark key={j} class={s.mark === 'current' ? 'find-match find-current' : 'find-match'}>
                  <Visible text={piece} />
                </mark>
              );
            })}
          </span>
        );
      })}
    </>
  );
}

const SEVERITY_RANK = { error: 3, warning: 2, info: 1 } as const;

function worstSeverity(list: readonly Diagnostic[]): Diagnostic['severity'] {
  let worst: Diagnostic['severity'] = 'info';
  for (const d of list) if (SEVERITY_RANK[d.severity] > SEVERITY_RANK[worst]) worst = d.severity;
  return worst;
}
