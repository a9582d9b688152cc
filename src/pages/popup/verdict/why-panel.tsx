/**
 * Why: the deciding line quoted with its number, the user-agent lines of the
 * group that applied, the other matching rules and why they lost; or the fetch
 * reason when no line decided.
 */
import './verdict.css';
import { Fragment } from 'preact';
import type { Explanation } from '../../../robots/record-details.ts';
import { quoteRule, type RuleMatch, type UserAgentLine } from '../../../core/index.ts';
import { InfoIcon } from '../../../ui/icons.tsx';
import { ShowMore, useShownCount } from '../../../ui/show-more.tsx';
import { MessageText, SiteText } from '../../../ui/site-text.tsx';
import { lastGoodNoteText } from '../../../text/outcome-text.ts';
import { site } from '../../../text/text.ts';
import { appliedGroupsMessage, matchDetailMessages, matchOutcomeMessage, matchTag } from '../../../text/verdict-text.ts';
import { formatCount } from '../../../ui/format.ts';
import { useText } from '../../../ui/use-text.ts';

interface WhyPanelProps {
  result: Explanation;
  /** The file's lines for display (index 0 = line 1), to quote lines as written. */
  lines: readonly string[];
  /** Shows a line in the page's file view. */
  onLine: (line: number) => void;
}

export function WhyPanel({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  const text = useText();
  return (
    <section class="panel why" aria-labelledby="why-heading">
      <h2 id="why-heading" class="panel-title">
        {text.t('verdict-ui.why.heading')}
      </h2>
      {r.note && (
        <p class="note" data-testid="verdict-note">
          <InfoIcon size={14} /> <span>{lastGoodNoteText(text, r.reading, r.note)}</span>
        </p>
      )}
      {verdict.path === '/robots.txt' && (
        <p class="note">
          <InfoIcon size={14} /> <span>{text.t('verdict-ui.why.robots-itself')}</span>
        </p>
      )}
      <DecidingLine result={r} lines={lines} onLine={onLine} />
      {verdict.reason === 'http' ? (
        <p class="why-fact">{text.t('popup.why.outcome-decided')}</p>
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
  const text = useText();
  const shown = useShownCount(verdict);
  const lost = verdict.matches.filter((m) => m.outcome !== 'decided');
  const total = verdict.matchCount - (verdict.decidingRule ? 1 : 0);
  if (total <= 0) return null;
  const visible = lost.slice(0, shown.count);
  return (
    <div class="why-block">
      <h3 class="why-subtitle">
        {text.t('verdict-ui.why.other-matches')} <span class="panel-count">{formatCount(total, text.locale)}</span>
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
  const text = useText();
  const quoted = lineText(lines, line) ?? (decider ? quoteRule(decider.rule) : '');
  const kind = decider?.rule.kind ?? (/^\s*allow/i.test(quoted) ? 'allow' : 'disallow');
  return (
    <div class="why-block">
      <h3 class="why-subtitle">{text.t(decider ? 'verdict-ui.why.deciding-line' : 'verdict-ui.why.matching-line')}</h3>
      <button
        type="button"
        class={`deciding-line deciding-${kind}`}
        data-testid="deciding-line"
        data-line={String(line)}
        onClick={() => onLine(line)}
        title={text.t('verdict-ui.why.show-line')}
      >
        <span class="line-chip">{text.t('verdict-ui.line-chip', { line })}</span>
        <code class="deciding-code">
          <SiteText text={quoted} />
        </code>
      </button>
      {decider ? (
        <p class="why-detail">
          {matchDetailMessages(decider).map((m, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <MessageText parts={text.renderParts(m)} />
            </Fragment>
          ))}
        </p>
      ) : (
        <p class="why-detail">{text.t('verdict-ui.why.empty-rule')}</p>
      )}
    </div>
  );
}

function AppliedGroups({ result: r, lines, onLine }: WhyPanelProps) {
  const { verdict } = r;
  const text = useText();
  const shown = useShownCount(verdict);
  if (verdict.scope === 'none' || verdict.groups.length === 0) {
    return <p class="why-fact">{text.t('verdict-ui.why.no-group', { scope: verdict.scope === 'none' ? 'none' : 'other' })}</p>;
  }
  const total = verdict.groups.reduce((n, g) => n + g.userAgentLines.length, 0);
  const uas = firstUserAgents(r, lines, shown.count);
  return (
    <div class="why-block">
      <h3 class="why-subtitle">
        <MessageText parts={text.renderParts(appliedGroupsMessage(verdict))} />
      </h3>
      <ul class="ua-list">
        {uas.map((ua) => (
          <li key={ua.line}>
            <button type="button" class="line-link" onClick={() => onLine(ua.line)}>
              <span class="line-chip">{text.t('verdict-ui.line-chip', { line: ua.line })}</span>
              <code>
                <SiteText text={lineText(lines, ua.line) ?? `User-agent: ${ua.value}`} />
              </code>
            </button>
            {ua.token && !ua.global && ua.token !== ua.value.toLowerCase() && (
              <span class="read-as">
                <MessageText parts={text.parts('verdict-ui.why.read-as', { token: site(ua.token) })} />
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
function firstUserAgents(r: Explanation, lines: readonly string[], count: number): UserAgentLine[] {
  const out: UserAgentLine[] = [];
  const read = new Map(r.userAgents.map((ua) => [ua.line, ua]));
  for (const g of r.verdict.groups) {
    for (let i = 0; i < g.userAgentLines.length && out.length < count; i++) {
      const line = g.userAgentLines[i]!;
      out.push(read.get(line) ?? { line, value: lineText(lines, line) ?? '', token: '', global: false });
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
  const text = useText();
  return (
    <li class="match">
      <button type="button" class="line-link" onClick={() => onLine(line)}>
        <span class="line-chip">{text.t('verdict-ui.line-chip', { line })}</span>
        <code>
          <SiteText text={lineText(lines, line) ?? quoteRule(match.rule)} />
        </code>
        <span class="outcome-tag">{text.render(matchTag(match))}</span>
      </button>
      <p class="why-detail">{text.render(matchOutcomeMessage(match, decider))}</p>
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
