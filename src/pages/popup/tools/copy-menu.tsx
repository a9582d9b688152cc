/**
 * The copy buttons: the one-line report, the deciding rule and the
 * robots.txt URL, each put on the clipboard exactly as given, with a word
 * (read out by screen readers too) once it is there or when the browser
 * refused. A button whose text does not exist (no line decided) is left out.
 */
import './popup-tools.css';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CopiedWhat } from '../../../text/messages/popup-tools.ts';
import { CopyIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';

/** What each button copies; null leaves the button out. */
export interface CopyTexts {
  report: string | null;
  rule: string | null;
  robotsUrl: string | null;
}

interface CopyMenuProps {
  texts: CopyTexts;
  /** Puts text on the clipboard (the popup: navigator.clipboard.writeText). */
  write: (text: string) => Promise<void>;
}

/** How long "Copied" stays. */
const STATUS_MS = 2_500;

type Status = { what: CopiedWhat; ok: boolean } | null;

export function CopyMenu({ texts, write }: CopyMenuProps) {
  const text = useText();
  const [status, setStatus] = useState<Status>(null);
  // Counts the copies done, never reset: a word left by the previous copy cannot pass for the next one's.
  const copies = useRef(0);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = (what: CopiedWhat, value: string) => {
    const done = (ok: boolean) => {
      copies.current += 1;
      setStatus({ what, ok });
    };
    write(value).then(
      () => done(true),
      () => done(false),
    );
  };

  const buttons: { what: CopiedWhat; label: string; value: string | null }[] = [
    { what: 'report', label: text.t('popup-tools.copy.report'), value: texts.report },
    { what: 'rule', label: text.t('popup-tools.copy.rule'), value: texts.rule },
    { what: 'robots_url', label: text.t('popup-tools.copy.robots-url'), value: texts.robotsUrl },
  ];

  return (
    <div class="copy-menu" data-testid="copy-menu">
      {buttons.map(({ what, label, value }) =>
        value === null ? null : (
          <button
            key={what}
            type="button"
            class="button button-small copy-button"
            data-testid={`copy-${what}`}
            onClick={() => copy(what, value)}
          >
            <CopyIcon size={12} /> {label}
          </button>
        ),
      )}
      <span
        class={`copy-status${status && !status.ok ? ' copy-failed' : ''}`}
        role="status"
        data-testid="copy-status"
        data-copies={copies.current}
      >
        {status ? (status.ok ? text.t('popup-tools.copy.copied', { what: status.what }) : text.t('popup-tools.copy.failed')) : ''}
      </span>
    </div>
  );
}
