/** The answer, large: Allowed / Disallowed, in colour AND with an icon and words, plus the one-sentence reason. */
import './verdict.css';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import type { JSX } from 'preact';
import type { MessagePart } from '../../../core/index.ts';
import { BlockIcon, CheckIcon, ErrorIcon, MinusIcon, PauseIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import type { VerdictView } from '../../../robots/record-view.ts';
import type { NotApplicableReason } from '../../../core/index.ts';
import { site, type Text } from '../../../text/text.ts';
import { notApplicableMessage, verdictReasonParts } from '../../../text/verdict-text.ts';
import { useText } from '../../../ui/use-text.ts';
import { VERDICT_ELEMENT_TIMING } from './verdict-presented.ts';

export type BannerState = 'allowed' | 'disallowed' | 'unreachable' | 'not-applicable' | 'loading' | 'error';

/** What the banner shows: a page's state, from its own store. */
export type BannerInput =
  | { kind: 'loading'; slow: boolean }
  /** No robots.txt applies: why (`hidden-address`: the browser does not tell the tab's address). */
  | { kind: 'not-applicable'; reason: NotApplicableReason | { code: 'hidden-address' } }
  /** Robots Lens itself failed: the runtime's words. */
  | { kind: 'error'; message: string }
  /** A record whose verdict could not be computed (the runtime's words for why, when there are some). */
  | { kind: 'failed'; detail: string | null }
  | { kind: 'verdict'; result: Pick<VerdictView, 'state' | 'reading' | 'verdict'>; crawler: string };

interface BannerModel {
  state: BannerState;
  title: string;
  /** Small words after the title ("for Googlebot"). */
  subject: string | null;
  /** A tag for states that need one ("robots.txt unreachable"). */
  tag: string | null;
  /** The sentence, with the site's text (path, rules, tokens) marked for isolation. */
  reason: MessagePart[];
}

const VERDICT_MARK = 'robots-lens:verdict';
const COMMITTED_MARK = 'robots-lens:verdict-in-dom';

let verdictMarked = false;

export function VerdictBanner({ input }: { input: BannerInput }) {
  const model = bannerModel(input, useText());
  const final = model.state !== 'loading' && model.state !== 'error';

  // Layout effects run when the verdict is in the DOM, before the browser paints it.
  useLayoutEffect(() => {
    if (final && performance.getEntriesByName(COMMITTED_MARK).length === 0) performance.mark(COMMITTED_MARK);
  }, [final]);

  // Effects run after the browser has painted the frame with the verdict. The compositor
  // presents it a little later; Element Timing (the title's elementtiming) reports when.
  useEffect(() => {
    if (final && !verdictMarked) {
      verdictMarked = true;
      performance.mark(VERDICT_MARK);
    }
  }, [final]);

  return (
    <section
      class={`verdict verdict-${model.state}`}
      data-testid="verdict"
      data-state={model.state}
      aria-live="polite"
      aria-busy={model.state === 'loading' ? 'true' : 'false'}
    >
      <div class="verdict-head">
        <span class="verdict-icon">{stateIcon(model.state)}</span>
        {/* A new element once final, named for Element Timing: the browser reports when it presented it. */}
        <h1 class="verdict-title" key={final ? 'final' : 'pending'} {...(final ? { elementtiming: VERDICT_ELEMENT_TIMING } : {})}>
          {model.title}
          {model.subject && <span class="verdict-subject"> {model.subject}</span>}
        </h1>
        {model.tag && <span class="verdict-tag">{model.tag}</span>}
      </div>
      <p class="verdict-reason" data-testid="reason">
        <MessageText parts={model.reason} />
      </p>
    </section>
  );
}

function stateIcon(state: BannerState): JSX.Element {
  switch (state) {
    case 'allowed':
      return <CheckIcon size={26} />;
    case 'disallowed':
      return <BlockIcon size={26} />;
    case 'unreachable':
      return <PauseIcon size={26} />;
    case 'not-applicable':
      return <MinusIcon size={26} />;
    case 'loading':
      return <span class="spinner" />;
    case 'error':
      return <ErrorIcon size={26} />;
  }
}

function bannerModel(input: BannerInput, text: Text): BannerModel {
  switch (input.kind) {
    case 'loading':
      return {
        state: 'loading',
        title: text.t('verdict-ui.banner.checking'),
        subject: null,
        tag: null,
        reason: text.parts(input.slow ? 'verdict-ui.banner.reading-slow' : 'verdict-ui.banner.reading'),
      };
    case 'not-applicable':
      return {
        state: 'not-applicable',
        title: text.t('verdict-ui.banner.not-applicable'),
        subject: null,
        tag: text.t('verdict-ui.banner.no-robots-tag'),
        reason: text.renderParts(notApplicableMessage(input.reason)),
      };
    case 'error':
      return { state: 'error', title: text.t('verdict-ui.banner.could-not-check'), subject: null, tag: null, reason: [input.message] };
    case 'failed':
      return {
        state: 'error',
        title: text.t('verdict-ui.banner.could-not-check'),
        subject: null,
        tag: null,
        reason: input.detail
          ? text.parts('verdict-ui.banner.could-not-evaluate-detail', { detail: site(input.detail) })
          : text.parts('verdict-ui.banner.could-not-evaluate'),
      };
    case 'verdict':
      break;
  }
  const subject = text.t('verdict-ui.banner.subject', { crawler: input.crawler });
  const { state, reading } = input.result;
  const reason = verdictReasonParts(text, input.result);
  if (state === 'unreachable') {
    const tag = reading.temporary ? text.t('verdict-ui.banner.for-now') : null;
    return { state, title: text.t('verdict-ui.banner.title', { state: 'disallowed' }), subject, tag, reason };
  }
  return { state, title: text.t('verdict-ui.banner.title', { state }), subject, tag: null, reason };
}
