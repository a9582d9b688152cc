/**
 * "Links and resources": every link of the page and every file it loaded,
 * each under its own site's robots.txt. Closed, it says what opening it
 * does (it fetches other sites' robots.txt); open, a summary sentence and
 * the URLs grouped by origin, disallowed first, each with its verdict, the
 * deciding line, its rel marks and what kind of resource it is. Long lists
 * grow in steps, so a page of 20,000 links puts a few hundred rows on screen.
 * Renders its props only; the popup's store holds the state (actions/links.ts writes it).
 */
import './links-section.css';
import type { JSX } from 'preact';
import type { UnreadableReason } from './tab-links.ts';
import type { ResourceKind, UrlDecisionState } from '../../../shared/page-signals.ts';
import type { Message } from '../../../text/messages/index.ts';
import { site, type Text } from '../../../text/text.ts';
import { BlockIcon, CheckIcon, MinusIcon, PauseIcon } from '../../../ui/icons.tsx';
import type { LinkRow, LinksModel, LinksSummary, OriginGroup } from './links-model.ts';
import { useShownCount } from '../../../ui/show-more.tsx';
import { MessageText, SiteText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';

export type LinksStatus =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unavailable'; why: UnreadableReason }
  | { kind: 'failed'; error: Message }
  | { kind: 'read' };

interface LinksSectionProps {
  open: boolean;
  status: LinksStatus;
  model: LinksModel | null;
  /** The crawler's display name. */
  crawler: string;
  onlyDisallowed: boolean;
  onToggle: (open: boolean) => void;
  onOnlyDisallowed: (only: boolean) => void;
  /** The person asks to check the private addresses the page points at. */
  onCheckPrivate?: () => void;
  /** Downloads the list (every row, whatever the filter) as CSV or JSON. */
  onExport?: (format: 'csv' | 'json') => void;
  /** Opens the workbench with the list's URLs to test. */
  onOpenInWorkbench?: () => void;
}

const FIRST_GROUPS = 20;
const FIRST_ROWS = 10;

export function LinksSection({
  open,
  status,
  model,
  crawler,
  onlyDisallowed,
  onToggle,
  onOnlyDisallowed,
  onCheckPrivate,
  onExport,
  onOpenInWorkbench,
}: LinksSectionProps) {
  const text = useText();
  return (
    <section class="panel links" aria-labelledby="links-heading" data-testid="links-section" data-state={status.kind}>
      <div class="panel-head">
        <h2 id="links-heading" class="panel-title">
          {text.t('page-links.title')}
        </h2>
        <button
          type="button"
          class="button button-quiet button-small"
          data-testid="links-toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls="links-body"
          onClick={() => onToggle(!open)}
        >
          {open ? text.t('page-links.close') : text.t('page-links.open')}
        </button>
      </div>
      {model && <Summary summary={model.summary} crawler={crawler} text={text} />}
      {!open && status.kind === 'idle' && <p class="links-hint">{text.t('page-links.closed-hint')}</p>}
      {open && (
        <div id="links-body" class="links-body">
          <Status status={status} text={text} />
          {model && model.summary.privateOrigins > 0 && (
            <div class="links-note links-private" data-testid="links-private">
              <p class="links-hint">{text.t('page-links.private.hint', { count: model.summary.privateOrigins })}</p>
              {onCheckPrivate && (
                <button type="button" class="button button-quiet button-small" data-testid="links-check-private" onClick={onCheckPrivate}>
                  {text.t('page-links.private.check')}
                </button>
              )}
            </div>
          )}
          {model && model.groups.length > 0 && (
            <>
              <label class="links-filter">
                <input
                  type="checkbox"
                  data-testid="links-only-disallowed"
                  checked={onlyDisallowed}
                  onChange={(event) => onOnlyDisallowed(event.currentTarget.checked)}
                />
                {text.t('page-links.filter.disallowed')}
              </label>
              <Groups groups={model.groups} onlyDisallowed={onlyDisallowed} />
              {(onExport || onOpenInWorkbench) && (
                <div class="links-actions" data-testid="links-actions">
                  {onExport && (
                    <>
                      <button
                        type="button"
                        class="button button-quiet button-small"
                        data-testid="links-export-csv"
                        onClick={() => onExport('csv')}
                      >
                        {text.t('page-links.export.csv')}
                      </button>
                      <button
                        type="button"
                        class="button button-quiet button-small"
                        data-testid="links-export-json"
                        onClick={() => onExport('json')}
                      >
                        {text.t('page-links.export.json')}
                      </button>
                    </>
                  )}
                  {onOpenInWorkbench && (
                    <button
                      type="button"
                      class="button button-quiet button-small"
                      data-testid="links-open-workbench"
                      onClick={onOpenInWorkbench}
                    >
                      {text.t('page-links.export.workbench')}
                    </button>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

function Status({ status, text }: { status: LinksStatus; text: Text }) {
  switch (status.kind) {
    case 'reading':
      return (
        <p class="links-note" role="status">
          {text.t('page-links.reading')}
        </p>
      );
    case 'unavailable':
      return (
        <div class="links-note" data-testid="links-unavailable" role="status">
          <p class="links-unavailable">{text.t('page-links.unavailable')}</p>
          <p class="links-hint">
            {status.why.code === 'not-html' ? (
              <MessageText parts={text.parts('page-links.unavailable.not-html', { type: site(status.why.contentType) })} />
            ) : (
              text.t('page-links.unavailable.browser')
            )}
          </p>
        </div>
      );
    case 'failed':
      return (
        <p class="links-note links-failed" role="alert">
          <MessageText parts={text.renderParts(status.error)} />
        </p>
      );
    default:
      return null;
  }
}

const KIND_ARG: Readonly<Record<ResourceKind, ResourceKind>> = {
  script: 'script',
  stylesheet: 'stylesheet',
  image: 'image',
  font: 'font',
  frame: 'frame',
  fetch: 'fetch',
  other: 'other',
};

function Summary({ summary, crawler, text }: { summary: LinksSummary; crawler: string; text: Text }) {
  const s = summary;
  const kindCounts = s.resourcesDisallowed.map(({ kind, count }) => text.t('page-links.kind-count', { kind: KIND_ARG[kind], count }));
  const sentences: string[] = [
    s.links === 0
      ? text.t('page-links.summary.no-links')
      : text.t('page-links.summary.links', { disallowed: s.linksDisallowed, total: s.links, crawler }),
  ];
  if (kindCounts.length > 0) {
    sentences.push(
      text.t('page-links.summary.resources', { list: new Intl.ListFormat(text.locale, { type: 'conjunction' }).format(kindCounts) }),
    );
  } else if (s.resources > 0 && s.pendingOrigins === 0) {
    sentences.push(text.t('page-links.summary.resources-allowed', { total: s.resources }));
  }
  return (
    <div class="links-summary" data-testid="links-summary" aria-live="polite">
      <p class="links-summary-line">
        {sentences.map((sentence, i) => (
          <span key={i} class="links-sentence">
            {sentence}
          </span>
        ))}
        {s.renderRisk && (
          <span class="links-sentence links-render" data-testid="links-render">
            {text.t('page-links.summary.render', { crawler })}
          </span>
        )}
      </p>
      {s.linksDisallowedForNow > 0 && (
        <p class="links-hint" data-testid="links-for-now">
          {text.t('page-links.summary.links-for-now', { count: s.linksDisallowedForNow })}
        </p>
      )}
      {s.resourcesDisallowedForNow > 0 && (
        <p class="links-hint">{text.t('page-links.summary.resources-for-now', { count: s.resourcesDisallowedForNow })}</p>
      )}
      {s.pendingOrigins > 0 && (
        <p class="links-hint" data-testid="links-progress">
          {text.t('page-links.progress', { done: s.origins - s.pendingOrigins, total: s.origins })}
        </p>
      )}
      {s.linksCapped && (
        <p class="links-cap" data-testid="links-capped">
          {text.t('page-links.capped.links', s.linksCapped)}
        </p>
      )}
      {s.resourcesCapped && <p class="links-cap">{text.t('page-links.capped.resources', s.resourcesCapped)}</p>}
    </div>
  );
}

function Groups({ groups, onlyDisallowed }: { groups: readonly OriginGroup[]; onlyDisallowed: boolean }) {
  const text = useText();
  const shownGroups = onlyDisallowed ? groups.filter((g) => g.disallowed > 0) : groups;
  const { count, more } = useShownCount(onlyDisallowed, FIRST_GROUPS);
  const hidden = shownGroups.length - count;
  return (
    <>
      <ul class="links-groups" data-testid="links-groups">
        {shownGroups.slice(0, count).map((group) => (
          <Group key={group.origin} group={group} onlyDisallowed={onlyDisallowed} />
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" class="button button-quiet button-small links-more" onClick={more}>
          {text.t('page-links.more-groups', { count: Math.min(hidden, 100) })}
        </button>
      )}
    </>
  );
}

function Group({ group, onlyDisallowed }: { group: OriginGroup; onlyDisallowed: boolean }) {
  const text = useText();
  const rows = onlyDisallowed ? group.rows.filter((r) => r.state === 'disallowed' || r.state === 'unreachable') : group.rows;
  const { count, more } = useShownCount(onlyDisallowed, FIRST_ROWS);
  const hidden = rows.length - count;
  const headingId = `links-origin-${idFor(group.origin)}`;
  return (
    <li class="links-group" data-testid="links-group" data-origin={group.origin} data-outcome={group.outcome}>
      <h3 class="links-origin" id={headingId}>
        <SiteText text={group.origin} />
      </h3>
      <p class="links-origin-facts">
        <span>{text.render(outcomeMessage(group))}</span>
        <span class="links-origin-count">
          {text.t('page-links.origin.count', { disallowed: group.disallowed, total: group.rows.length })}
        </span>
      </p>
      <ul class="links-rows" aria-labelledby={headingId}>
        {rows.slice(0, count).map((row) => (
          <Row key={row.url} row={row} text={text} />
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" class="button button-quiet button-small links-more" onClick={more}>
          {text.t('page-links.more-rows', { count: Math.min(hidden, 100) })}
        </button>
      )}
    </li>
  );
}

function outcomeMessage(group: OriginGroup): Message {
  const status = group.status ?? 0;
  switch (group.outcome) {
    case 'rules':
      return { key: 'page-links.origin.rules', params: { status } };
    case 'last-good':
      return { key: 'page-links.origin.last-good' };
    case 'allow-all':
      return { key: 'page-links.origin.allow-all', params: { status } };
    case 'unreachable':
      return { key: 'page-links.origin.unreachable', params: { status } };
    case 'failed':
      return { key: 'page-links.origin.failed' };
    case 'private':
      return { key: 'page-links.origin.private' };
    default:
      return { key: 'page-links.origin.pending' };
  }
}

const STATE_ICON: Readonly<Record<UrlDecisionState, (p: { size?: number }) => JSX.Element>> = {
  allowed: CheckIcon,
  disallowed: BlockIcon,
  unreachable: PauseIcon,
  pending: MinusIcon,
  failed: MinusIcon,
  'not-applicable': MinusIcon,
  private: MinusIcon,
};

const STATE_KEY = {
  allowed: 'page-links.state.allowed',
  disallowed: 'page-links.state.disallowed',
  unreachable: 'page-links.state.unreachable',
  pending: 'page-links.state.pending',
  failed: 'page-links.state.failed',
  'not-applicable': 'page-links.state.failed',
  private: 'page-links.state.private',
} as const;

function Row({ row, text }: { row: LinkRow; text: Text }) {
  const Icon = STATE_ICON[row.state];
  return (
    <li class={`links-row state-${row.state}`} data-testid="links-row" data-state={row.state} data-url={row.url}>
      <span class="links-verdict">
        <Icon size={12} />
        {text.t(STATE_KEY[row.state])}
      </span>
      <SiteText class="links-path" text={row.path} />
      <span class="links-meta">
        {row.link && <span class="links-kind">{text.t('page-links.kind.link')}</span>}
        {row.kinds.map((kind) => (
          <span key={kind} class="links-kind" data-kind={kind}>
            {text.t('page-links.kind', { kind: KIND_ARG[kind] })}
          </span>
        ))}
        {row.rel.map((rel) => (
          <span key={rel} class="links-rel" translate={false} data-rel={rel} title={text.t('page-links.rel.title', { rel: relArg(rel) })}>
            {rel}
          </span>
        ))}
        {row.line > 0 && (
          <span class="links-rule">
            {row.rule === null ? (
              text.t('page-links.row.line', { line: row.line })
            ) : (
              <MessageText parts={text.parts('page-links.row.rule', { line: row.line, rule: site(row.rule) })} />
            )}
          </span>
        )}
      </span>
    </li>
  );
}

function relArg(rel: string): 'nofollow' | 'ugc' | 'sponsored' {
  return rel === 'ugc' || rel === 'sponsored' ? rel : 'nofollow';
}

/** An origin as an id fragment (ids take no `:` or `/` in CSS selectors without escaping). */
function idFor(origin: string): string {
  return origin.replace(/[^a-zA-Z0-9-]/g, '_');
}
