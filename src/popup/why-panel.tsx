/**
 * Why: the deciding line quoted with its number, the user-agent lines of the
 * group that applied, the other matching rules and why they lost; or the fetch
 * reason when no line decided.
 */
import type { RecordVerdict } from '../shared/verdict-for-record.ts';
import type { RuleMatch } from '../core/index.ts';
import { OUTCOME_SHORT, matchDetails, matchOutcomeText, ruleText, scopeText } from './explain.ts';
import { InfoIcon } from './icons.tsx';
import { fileLines, requestFocusLine, result } from './store.ts';

export function WhyPanel() {
  const r = result.value;
  if (!r) return null;
  const { verdict } = r;
  const lostMatches = verdict.matches.filter((m) => m.outcome !== 'decided');
  return (
    <section class="panel why" aria-labelledby="why-heading">
      <h2 id="why-heading" class="panel-title">
        Why
      </h2>
      {r.note && (
        <p class="note" data-testid="verdict-note">
          <InfoIcon size={14} /> <span>{r.note}</span>
        </p>
      )}
      {verdict.path === '/robots.txt' && (
        <p class="note">
          <InfoIcon size={14} />{' '}
          <span>This is robots.txt itself. Crawlers always fetch it (RFC 9309 allows it implicitly); shown here is what the parser says about the URL.</span>
        </p>
      )}
      <DecidingLine result={r} />
      {verdict.reason === 'http' ? (
        <p class="why-fact">
          No line of robots.txt decided: <strong>{r.reading.summary}</strong>.
        </p>
      ) : (
        <AppliedGroups result={r} />
      )}
      {lostMatches.length > 0 && (
        <div class="why-block">
          <h3 class="why-subtitle">Other matching rules</h3>
          <ul class="match-list">
            {lostMatches.map((m) => (
              <LostMatch key={m.rule.line} match={m} decider={verdict.decidingRule} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DecidingLine({ result: r }: { result: RecordVerdict }) {
  const { verdict } = r;
  const line = verdict.decidingLine;
  if (line <= 0) return null;
  const decider = verdict.decidingRule;
  const text = lineText(line) ?? (decider ? ruleText(decider.rule) : '');
  const kind = decider?.rule.kind ?? (/^\s*allow/i.test(text) ? 'allow' : 'disallow');
  return (
    <div class="why-block">
      <h3 class="why-subtitle">{decider ? 'Deciding line' : 'Matching line'}</h3>
      <button
        type="button"
        class={`deciding-line deciding-${kind}`}
        data-testid="deciding-line"
        data-line={String(line)}
        onClick={() => requestFocusLine(line)}
        title="Show this line in robots.txt"
      >
        <span class="line-chip">Line {line}</span>
        <code class="deciding-code">{text}</code>
      </button>
      {decider ? (
        <p class="why-detail">{matchDetails(decider).join(' · ')}</p>
      ) : (
        <p class="why-detail">An empty rule matches everything with priority 0: it claims the crawler but blocks nothing.</p>
      )}
    </div>
  );
}

function AppliedGroups({ result: r }: { result: RecordVerdict }) {
  const { verdict, model } = r;
  if (verdict.scope === 'none' || verdict.groups.length === 0) {
    return (
      <p class="why-fact">
        No group names this crawler{verdict.scope === 'none' ? ' and no “User-agent: *” group applies' : ''}, so nothing restricts it.
      </p>
    );
  }
  return (
    <div class="why-block">
      <h3 class="why-subtitle">
        Applied: {scopeText(verdict)}
      </h3>
      <ul class="ua-list">
        {verdict.groups.flatMap((g) => {
          const group = model?.groups[g.index];
          const uas = group?.userAgents ?? g.userAgentLines.map((line) => ({ line, value: lineText(line) ?? '', token: '', global: false }));
          return uas.map((ua) => (
            <li key={ua.line}>
              <button type="button" class="line-link" onClick={() => requestFocusLine(ua.line)}>
                <span class="line-chip">Line {ua.line}</span>
                <code>{lineText(ua.line) ?? `User-agent: ${ua.value}`}</code>
              </button>
              {ua.token && !ua.global && ua.token !== ua.value.toLowerCase() && (
                <span class="read-as">
                  read as “{ua.token}”
                </span>
              )}
            </li>
          ));
        })}
      </ul>
    </div>
  );
}

function LostMatch({ match, decider }: { match: RuleMatch; decider: RuleMatch | null }) {
  const line = match.rule.line;
  return (
    <li class="match">
      <button type="button" class="line-link" onClick={() => requestFocusLine(line)}>
        <span class="line-chip">Line {line}</span>
        <code>{lineText(line) ?? ruleText(match.rule)}</code>
        <span class="outcome-tag">{OUTCOME_SHORT[match.outcome]}</span>
      </button>
      <p class="why-detail">{matchOutcomeText(match, decider)}</p>
    </li>
  );
}

/** Lines are quoted whole unless they are absurdly long (robots.txt lines can be 16 KB). */
const QUOTE_LIMIT = 300;

function lineText(line: number): string | null {
  const text = fileLines.value[line - 1];
  if (text === undefined) return null;
  const trimmed = text.trim();
  return trimmed.length > QUOTE_LIMIT ? `${trimmed.slice(0, QUOTE_LIMIT)}…` : trimmed;
}
