/**
 * The page's whole answer at the top of the popup: one title and sentence
 * naming the first thing that stops the page (coloured by how bad it is, as
 * large as the verdict below it), a robots.txt Google cannot read as
 * intended as prominent as that, and, under the verdict, one row each for
 * the HTTP status, X-Robots-Tag, meta robots and the canonical, the one that
 * stops the page marked. It renders only its props.
 */
import './top-answer.css';
import type { JSX } from 'preact';
import type { Severity } from '../../../core/indexing/overall-answer.ts';
import { answerRows, fileMessage, headlineMessage, headlineTitle } from '../../../text/top-answer-text.ts';
import { BlockIcon, CheckIcon, InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { TopAnswerModel } from './top-answer-state.ts';

function severityIcon(severity: Severity, size: number): JSX.Element {
  switch (severity) {
    case 'stop':
      return <BlockIcon size={size} />;
    case 'warn':
      return <WarningIcon size={size} />;
    case 'ok':
      return <CheckIcon size={size} />;
    case 'pending':
      return <InfoIcon size={size} />;
  }
}

/** The headline, and the unreadable robots.txt when there is one. */
export function TopAnswer({ model }: { model: TopAnswerModel }) {
  const text = useText();
  const { answer } = model;
  const h = answer.headline;
  return (
    <>
      <section
        class={`top-answer top-answer-${answer.severity}`}
        data-testid="top-answer"
        data-code={h.code}
        data-severity={answer.severity}
        data-stopped-by={answer.stoppedBy ?? ''}
        data-settled={answer.settled ? 'true' : 'false'}
        aria-live="polite"
      >
        <div class="top-answer-head">
          <span class="top-answer-icon">{severityIcon(answer.severity, 22)}</span>
          <h2 class="top-answer-title" data-testid="top-answer-title">
            {text.t('top-answer.title', { title: headlineTitle(h) })}
          </h2>
        </div>
        <p class="top-answer-reason" data-testid="top-answer-reason">
          <MessageText parts={text.renderParts(headlineMessage(h, model.crawler))} />
        </p>
      </section>
      {answer.file && (
        <p class="top-answer-file" role="alert" data-testid="top-answer-file" data-problem={answer.file}>
          <span class="top-answer-icon">
            <WarningIcon size={20} />
          </span>
          <span>
            <MessageText parts={text.renderParts(fileMessage(answer.file))} />
          </span>
        </p>
      )}
    </>
  );
}

/** The page's status and indexing signals, one row each, under the verdict (the crawl part). */
export function AnswerRows({ model }: { model: TopAnswerModel }) {
  const text = useText();
  const rows = answerRows(text, model.answer, model.status, model.index);
  return (
    <dl class="answer-rows" data-testid="answer-rows">
      {rows.map((row) => (
        <div key={row.part} class={`answer-row answer-row-${row.severity}`} data-part={row.part} data-severity={row.severity}>
          <dt>{text.t('top-answer.label', { part: row.part })}</dt>
          <dd>
            {row.severity === 'stop' || row.severity === 'warn' ? (
              <span class="answer-row-icon">{severityIcon(row.severity, 13)}</span>
            ) : null}
            <MessageText parts={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
