/** One line at the top of the Indexing section: the page's own HTTP answer as Google counts it, or why it was not seen. */
import './page-answer.css';
import type { Message } from '../../../text/messages/index.ts';
import { site } from '../../../text/text.ts';
import type { PageAnswer } from '../../../core/indexing/page-answer.ts';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';

/** What the popup shows: Google's reading of the answer, or why there is none. */
export type PageAnswerView =
  | { kind: 'answer'; answer: PageAnswer; target: string | null }
  | { kind: 'not-seen'; reason: 'history' | 'elsewhere' | 'none' | 'loading' }
  | null;

interface PageAnswerLineProps {
  view: PageAnswerView;
  crawler: string;
  /** The robots.txt verdict for the page (the redirect's target), when the popup has it for the page itself. */
  targetAllowed: boolean | null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function answerMessages(view: Exclude<PageAnswerView, null>, crawler: string, targetAllowed: boolean | null): Message[] {
  if (view.kind === 'not-seen') return [{ key: 'indexing.answer.not-seen', params: { reason: view.reason } }];
  const a = view.answer;
  switch (a.code) {
    case 'considered': {
      if (a.from === null || view.target === null) return [{ key: 'indexing.answer.considered', params: { status: a.status } }];
      const messages: Message[] = [
        { key: 'indexing.answer.redirected', params: { status: a.via ?? a.status, target: site(view.target), from: site(a.from) } },
      ];
      if (targetAllowed !== null && originOf(a.from) !== originOf(view.target)) {
        messages.push({
          key: 'indexing.answer.target-robots',
          params: { verdict: targetAllowed ? 'allowed' : 'disallowed', crawler: site(crawler) },
        });
      }
      return messages;
    }
    case 'redirect':
      return a.target
        ? [{ key: 'indexing.answer.redirect', params: { status: a.status, target: site(a.target) } }]
        : [{ key: 'indexing.answer.redirect-nowhere', params: { status: a.status } }];
    case 'not-indexable':
      return [{ key: 'indexing.answer.not-indexable', params: { status: a.status } }];
    case 'unavailable':
      return [{ key: 'indexing.answer.unavailable', params: { status: a.status } }];
    case 'too-many-redirects':
      return [{ key: 'indexing.answer.too-many-redirects', params: { count: a.redirects } }];
    case 'network-error':
      return [{ key: 'indexing.answer.network-error', params: { error: site(a.error) } }];
  }
}

/** Whether the answer alone keeps the page out of the index (worded as a warning). */
function blocks(view: Exclude<PageAnswerView, null>): boolean {
  if (view.kind !== 'answer') return false;
  const code = view.answer.code;
  return code !== 'considered' && code !== 'redirect';
}

export function PageAnswerLine({ view, crawler, targetAllowed }: PageAnswerLineProps) {
  const text = useText();
  if (view === null) return null;
  const code = view.kind === 'answer' ? view.answer.code : 'not-seen';
  const status = view.kind === 'answer' && 'status' in view.answer ? String(view.answer.status) : '';
  return (
    <p
      class={`page-answer${blocks(view) ? ' page-answer-blocks' : ''}${view.kind === 'not-seen' ? ' muted' : ''}`}
      data-testid="page-answer"
      data-code={code}
      data-status={status}
    >
      {answerMessages(view, crawler, targetAllowed).map((m, i) => (
        <span key={m.key} class="page-answer-part">
          {i > 0 ? ' ' : ''}
          <MessageText parts={text.renderParts(m)} />
        </span>
      ))}
    </p>
  );
}
