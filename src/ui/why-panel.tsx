/**
 * Why: the deciding line quoted with its number, the user-agent lines of the
 * group that applied, the other matching rules and why they lost; or the fetch
 * reason when no line decided.
 */
import { Fragment } from 'preact';
import type { RecordVerdict } from '../shared/verdict-for-record.ts';
import { quoteRule, type RuleMatch, type UserAgentLine } from '../core/index.ts';
import { OUTCOME_SHORT, matchDetails, matchOutcomeText, scopeText } from './explain.ts';
import { InfoIcon } from './icons.tsx';
import { ShowMore, useShownCount } from './show-more.tsx';
import { MessageText, SiteText } from './site-text.tsx';
import { text } from '../text/bundled.ts';
import { lastGoodNoteText, outcomeTitleText } from '../text/outcome-text.ts';

interface WhyPanelProps {
  result: RecordVerdict;
  /** The file's lines for display (index 0 = line 1), to quote lines as written. */
  lines: readonly string[];
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function WhyPanel({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  return (
    <section class="panel why" aria-labelledby="why-heading">
      <h2 id="why-heading" class="panel-title">
        Why
      </h2>
      {r.note && (
        <p class="note" data-testid="verdict-note">
          <InfoIcon size={14} /> <span>{lastGoodNoteText(text, r.reading, r.note)}</span>
        </p>
      )}
      {verdict.path === '/robots.txt' && (
        <p class="note">
          <InfoIcon size={14} />{' '}
          <span>
            This is robots.txt itself. Crawlers always fetch it (RFC 9309 allows it implicitly); shown here is what the parser says about
            the URL.
          </span>
        </p>
      )}
      <DecidingLine result={r} lines={lines} onLine={onLine} />
      {verdict.reason === 'http' ? (
        <p class="why-fact">{text.t('popup.why.outcome-decided', { outcome: outcomeTitleText(text, r.reading) })}</p>
      ) : (
        <AppliedGroups result={r} lines={lines} onLine={onLine} />
      )}
      <LostMatches result={r} lines={lines} onLine={onLine} />
    </section>
  );
}

/** The other matching rules, first ones first, more in steps (the explanation itself keeps only the best; the count is exact). */
function LostMatches({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  const shown = useShownCount(verdict);
  const lost = verdict.matches.filter((m) => m.outcome !== 'decided');
  const total = verdict.matchCount - (verdict.decidingRule ? 1 : 0);
  if (total <= 0) return null;
  const visible = lost.slice(0, shown.count);
  return (
    <div class="why-block">
      <h3 class="why-subtitle">
        Other matching rules <span class="panel-count">{total.toLocaleString('en-US')}</span>
      </h3>
      <ul class="match-list">
        {visible.map((m) => (
          <LostMatch key={m.rule.line} match={m} decider={verdict.decidingRule} lines={lines} onLine={onLine} />
        ))}
      </ul>
      <ShowMore shown={visible.length} available={lost.length} total={total} list="matching-rules" onMore={shown.more} />
    </div>
  );
}

function DecidingLine({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  const line = verdict.decidingLine;
  if (line <= 0) return null;
  const decider = verdict.decidingRule;
  const text = lineText(lines, line) ?? (decider ? quoteRule(decider.rule) : '');
  const kind = decider?.rule.kind ?? (/^\s*allow/i.test(text) ? 'allow' : 'disallow');
  return (
    <div class="why-block">
      <h3 class="why-subtitle">{decider ? 'Deciding line' : 'Matching line'}</h3>
      <button
        type="button"
        class={`deciding-line deciding-${kind}`}
        data-testid="deciding-line"
        data-line={String(line)}
        onClick={() => onLine(line)}
        title="Show this line in robots.txt"
      >
        <span class="line-chip">Line {line}</span>
        <code class="deciding-code">
          <SiteText text={text} />
        </code>
      </button>
      {decider ? (
        <p class="why-detail">
          {matchDetails(decider).map((parts, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <MessageText parts={parts} />
            </Fragment>
          ))}
        </p>
      ) : (
        <p class="why-detail">An empty rule matches everything with priority 0: it claims the crawler but blocks nothing.</p>
      )}
    </div>
  );
}

function AppliedGroups({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  const shown = useShownCount(verdict);
  if (verdict.scope === 'none' || verdict.groups.length === 0) {
    return (
      <p class="why-fact">
        No group names this crawler{verdict.scope === 'none' ? ' and no “User-agent: *” group applies' : ''}, so nothing restricts it.
      </p>
    );
  }
  const total = verdict.groups.reduce((n, g) => n + g.userAgentLines.length, 0);
  const uas = firstUserAgents(r, lines, shown.count);
  return (
    <div class="why-block">
      <h3 class="why-subtitle">
        Applied: <MessageText parts={scopeText(verdict)} />
      </h3>
      <ul class="ua-list">
        {uas.map((ua) => (
          <li key={ua.line}>
            <button type="button" class="line-link" onClick={() => onLine(ua.line)}>
              <span class="line-chip">Line {ua.line}</span>
              <code>
                <SiteText text={lineText(lines, ua.line) ?? `User-agent: ${ua.value}`} />
              </code>
            </button>
            {ua.token && !ua.global && ua.token !== ua.value.toLowerCase() && (
              <span class="read-as">
                read as “<SiteText text={ua.token} />”
              </span>
            )}
          </li>
        ))}
      </ul>
      <ShowMore shown={uas.length} available={total} total={total} list="user-agent-lines" onMore={shown.more} />
    </div>
  );
}

/** The first `count` user-agent lines of the applied groups, without building the whole list. */
function firstUserAgents(r: RecordVerdict, lines: readonly string[], count: number): UserAgentLine[] {
  const out: UserAgentLine[] = [];
  const groups = r.verdict.engine === 'coccoc' ? r.model?.cocCocGroups : r.model?.groups;
  for (const g of r.verdict.groups) {
    const group = groups?.[g.index];
    for (let i = 0; i < g.userAgentLines.length && out.length < count; i++) {
      const line = g.userAgentLines[i]!;
      out.push(group?.userAgents[i] ?? { line, value: lineText(lines, line) ?? '', token: '', global: false });
    }
    if (out.length >= count) break;
  }
  return out;
}

interface LostMatchProps {
  match: RuleMatch;
  decider: RuleMatch | null;
  lines: readonly string[];
  onLine: (line: number) => void;
}

function LostMatch({ match, decider, lines, onLine }: LostMatchProps) {
  const line = match.rule.line;
  return (
    <li class="match">
      <button type="button" class="line-link" onClick={() => onLine(line)}>
        <span class="line-chip">Line {line}</span>
        <code>
          <SiteText text={lineText(lines, line) ?? quoteRule(match.rule)} />
        </code>
        <span class="outcome-tag">{OUTCOME_SHORT[match.outcome]}</span>
      </button>
      <p class="why-detail">{matchOutcomeText(match, decider)}</p>
    </li>
  );
}

/** Lines are quoted whole unless they are absurdly long (robots.txt lines can be 16 KB). */
const QUOTE_LIMIT = 300;

function lineText(lines: readonly string[], line: number): string | null {
  const text = lines[line - 1];
  if (text === undefined) return null;
  const trimmed = text.trim();
  return trimmed.length > QUOTE_LIMIT ? `${trimmed.slice(0, QUOTE_LIMIT)}…` : trimmed;
}
