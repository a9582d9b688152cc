/**
 * The path box: another path or URL of this site, checked against the
 * robots.txt already read, as the person types. Prefilled with the page's
 * address; "Back to this page" puts it back. While the box names no URL of
 * this site, `UncheckedBanner` takes the verdict's place and says why: the
 * popup never shows a verdict for text that is no longer in the box.
 */
import type { JSX } from 'preact';
import type { PathTarget } from '../shared/path-target.ts';
import type { Message } from '../text/messages/index.ts';
import { site } from '../text/text.ts';
import { MinusIcon } from './icons.tsx';
import { MessageText } from './site-text.tsx';
import { useText } from './use-text.ts';

interface PathBoxProps {
  /** What the box shows: the typed text, or the page's address. */
  value: string;
  /** The path the rules are matched against, shown while another URL than the page's is checked. */
  matchedPath: string | null;
  /** Whether the box holds something other than the page's address. */
  edited: boolean;
  onInput: (value: string) => void;
  onBack: () => void;
}

export function PathBox({ value, matchedPath, edited, onInput, onBack }: PathBoxProps) {
  const text = useText();
  return (
    <section class="path-box" data-testid="path-box">
      <label class="path-box-label" for="path-input">
        {text.t('popup-tools.path.label')}
      </label>
      <div class="path-box-row">
        <input
          id="path-input"
          class="path-box-input"
          data-testid="path-input"
          type="text"
          inputMode="url"
          dir="ltr"
          spellcheck={false}
          autocomplete="off"
          autocapitalize="off"
          value={value}
          onInput={(event) => onInput(event.currentTarget.value)}
          // Enter will open the URL in the workbench once there is one; until then it must not submit or reload anything.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        {edited && (
          <button type="button" class="button button-quiet button-small" data-testid="path-back" onClick={onBack}>
            {text.t('popup-tools.path.back')}
          </button>
        )}
      </div>
      {matchedPath !== null && (
        <p class="path-box-matched" data-testid="path-matched">
          <MessageText parts={text.parts('popup-tools.path.matched', { path: site(matchedPath) })} />
        </p>
      )}
    </section>
  );
}

/** Why the box names no URL this popup can check, as a message. */
export function uncheckedReason(target: Exclude<PathTarget, { kind: 'url' }>, pageUrl: string): Message {
  switch (target.kind) {
    case 'empty':
      return { key: 'popup-tools.unchecked.empty' };
    case 'relative':
      return { key: 'popup-tools.unchecked.relative' };
    case 'not-web':
      return { key: 'popup-tools.unchecked.not-web', params: { scheme: site(target.scheme) } };
    case 'invalid':
      return { key: 'popup-tools.unchecked.invalid' };
    case 'other-origin':
      return { key: 'popup-tools.unchecked.other-origin', params: { origin: site(new URL(pageUrl).origin), other: site(target.origin) } };
  }
}

/** In the verdict's place while the path box names no URL of this site: not checked, and why. */
export function UncheckedBanner({ reason }: { reason: Message }): JSX.Element {
  const text = useText();
  return (
    <section class="verdict verdict-not-applicable" data-testid="verdict" data-state="unchecked" aria-live="polite" aria-busy="false">
      <div class="verdict-head">
        <span class="verdict-icon">
          <MinusIcon size={26} />
        </span>
        <h1 class="verdict-title">{text.t('popup-tools.unchecked.title')}</h1>
      </div>
      <p class="verdict-reason" data-testid="reason">
        <MessageText parts={text.renderParts(reason)} />
      </p>
    </section>
  );
}
