/**
 * The path box: another path or URL of this site, checked against the
 * robots.txt already read, as the person types; or a URL of another site,
 * checked against that site's robots.txt once the person asks for it (Enter,
 * or the banner's button). Prefilled with the page's address; "Back to this
 * page" puts it back. While the box names no URL that can be checked yet,
 * `UncheckedBanner` takes the verdict's place and says why: the popup never
 * shows a verdict for text that is no longer in the box.
 */
import './popup-tools.css';
import '../verdict/verdict.css';
import type { JSX } from 'preact';
import type { PathTarget } from '../../../shared/path-target.ts';
import type { Message } from '../../../text/messages/index.ts';
import { site } from '../../../text/text.ts';
import { MinusIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';

interface PathBoxProps {
  /** What the box shows: the typed text, or the page's address. */
  value: string;
  /** The path the rules are matched against, shown while another URL than the page's is checked. */
  matchedPath: string | null;
  /** The robots.txt URL the box's URL was read against, when it is another site's. */
  otherRobots?: string | null;
  /** Enter in the box: the person asks to check the URL (another site's robots.txt is fetched then). */
  onSubmit?: () => void;
  /** Whether the box holds something other than the page's address. */
  edited: boolean;
  onInput: (value: string) => void;
  onBack: () => void;
}

export function PathBox({ value, matchedPath, otherRobots = null, edited, onInput, onBack, onSubmit }: PathBoxProps) {
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
          // Enter asks to check the URL (another site's robots.txt is fetched then); it never submits or reloads anything.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onSubmit?.();
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
          <MessageText
            parts={
              otherRobots === null
                ? text.parts('popup-tools.path.matched', { path: site(matchedPath) })
                : text.parts('popup-tools.other.matched', { robots: site(otherRobots), path: site(matchedPath) })
            }
          />
        </p>
      )}
    </section>
  );
}

/** Why the box names no URL this popup can check (yet), as a message. */
export function uncheckedReason(target: Exclude<PathTarget, { kind: 'url' }>): Message {
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
      return { key: 'popup-tools.other.ask', params: { other: site(target.origin) } };
  }
}

/** The banner's one button: fetch another site's robots.txt, disabled while it is fetched. */
export interface UncheckedAction {
  label: string;
  busy: boolean;
  onClick: () => void;
}

/** In the verdict's place while the path box names no URL that can be checked yet: not checked, and why. */
export function UncheckedBanner({ reason, action }: { reason: Message; action?: UncheckedAction }): JSX.Element {
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
      {action && (
        <button
          type="button"
          class="button button-small"
          data-testid="path-fetch-other"
          disabled={action.busy}
          aria-busy={action.busy}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </section>
  );
}
