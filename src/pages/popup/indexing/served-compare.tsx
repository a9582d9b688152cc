/**
 * The served HTML beside the rendered page, in the Indexing section: a
 * button that fetches the page once, its progress, then what differs (each
 * meta name, the canonical, the X-Robots-Tag) and what that means for the
 * crawler, or that the two agree, or why they could not be compared. It
 * renders only its props (served-state.ts derives what it shows from the store).
 */
import './served-compare.css';
import type { ServedMeaning } from '../../../core/indexing/served-rendered.ts';
import type { ServedFailure } from '../../../shared/served-html.ts';
import type { Message } from '../../../text/messages/index.ts';
import { sizeText } from '../../../text/size-text.ts';
import { site, type Text } from '../../../text/text.ts';
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { ServedView } from './served-state.ts';

interface ServedCompareProps {
  view: ServedView;
  onCompare: () => void;
}

export function ServedCompare({ view, onCompare }: ServedCompareProps) {
  const text = useText();
  const running = view.kind === 'running';
  return (
    <div class="why-block served" data-testid="served" data-state={view.kind}>
      <h3 class="why-subtitle">{text.t('served.heading')}</h3>
      {view.kind === 'idle' && <p class="why-detail served-hint">{text.t('served.hint')}</p>}
      <button
        type="button"
        class="button button-small served-button"
        onClick={onCompare}
        disabled={running}
        aria-busy={running}
        data-testid="served-compare"
      >
        {text.t(running ? 'served.running' : view.kind === 'idle' ? 'served.button' : 'served.button-again')}
      </button>
      <div class="served-result" aria-live="polite" data-testid="served-result">
        {view.kind === 'error' && <Line icon="error" message={view.error} testId="served-failure" />}
        {view.kind === 'failed' && (
          <Line icon="error" message={failureMessage(view.failure, text)} testId="served-failure" kind={view.failure.kind} />
        )}
        {view.kind === 'compared' && <Compared view={view} />}
      </div>
    </div>
  );
}

function Compared({ view }: { view: Extract<ServedView, { kind: 'compared' }> }) {
  const text = useText();
  const { comparison: c, served, crawler } = view;
  const header = c.meanings.includes('header-differs');
  const tab = view.tabXRobotsTag ?? [];
  return (
    <>
      {c.agree ? (
        <Line icon="ok" message={{ key: 'served.agree' }} testId="served-agree" />
      ) : (
        <ul class="served-differences" data-testid="served-differences">
          {c.metas.map((m) => (
            <li key={`meta ${m.name}`} data-kind="meta" data-name={m.name} data-change={m.change}>
              <Parts
                message={{
                  key: 'served.meta',
                  params: {
                    change: m.change,
                    name: site(m.name),
                    served: { siteList: m.served },
                    rendered: { siteList: m.rendered },
                    scope: m.applies ? 'mine' : 'other',
                  },
                }}
              />
            </li>
          ))}
          {c.canonical.change !== null && (
            <li data-kind="canonical" data-change={c.canonical.change}>
              <Parts
                message={{
                  key: 'served.canonical',
                  params: {
                    change: c.canonical.change,
                    served: { siteList: c.canonical.served },
                    rendered: { siteList: c.canonical.rendered },
                  },
                }}
              />
            </li>
          )}
          {header && (
            <li data-kind="header">
              <Parts
                message={{
                  key: 'served.header',
                  params: {
                    served: { siteList: served.xRobotsTag },
                    tab: { siteList: tab },
                    hasServed: served.xRobotsTag.length > 0 ? 'yes' : 'no',
                    hasTab: tab.length > 0 ? 'yes' : 'no',
                  },
                }}
              />
            </li>
          )}
        </ul>
      )}
      {c.meanings.length > 0 && (
        <div class="notices" data-testid="served-meanings">
          {c.meanings.map((code) => (
            <div key={code} class="notice notice-warning" role="note" data-testid="served-meaning" data-code={code}>
              <span class="notice-icon">
                <WarningIcon size={16} />
              </span>
              <p class="notice-text">
                <Parts message={meaningMessage(code, crawler)} />
              </p>
            </div>
          ))}
        </div>
      )}
      {(served.status < 200 || served.status > 299) && <Note message={{ key: 'served.note.status', params: { status: served.status } }} />}
      {served.redirects > 0 && (
        <Note message={{ key: 'served.note.redirected', params: { count: served.redirects, url: site(served.url) } }} />
      )}
      {served.cut && <Note message={{ key: 'served.note.cut', params: { size: sizeText(text, served.bytesRead) } }} />}
      <Note message={{ key: 'served.note.who', params: { cookies: served.credentials } }} />
    </>
  );
}

function Parts({ message }: { message: Message }) {
  const text = useText();
  return <MessageText parts={text.renderParts(message)} />;
}

function Line({ icon, message, testId, kind }: { icon: 'ok' | 'error'; message: Message; testId: string; kind?: string }) {
  return (
    <p class={`served-line served-${icon}`} data-testid={testId} data-kind={kind}>
      <span class="served-icon" aria-hidden="true">
        {icon === 'ok' ? <CheckIcon size={16} /> : <ErrorIcon size={16} />}
      </span>
      <span>
        <Parts message={message} />
      </span>
    </p>
  );
}

function Note({ message }: { message: Message }) {
  return (
    <p class="note served-note" role="note">
      <InfoIcon size={14} />
      <span>
        <Parts message={message} />
      </span>
    </p>
  );
}

function meaningMessage(code: ServedMeaning, crawler: string): Message {
  switch (code) {
    case 'noindex-removed-by-script':
    case 'noindex-added-by-script':
    case 'nofollow-removed-by-script':
    case 'nofollow-added-by-script':
    case 'rules-changed-by-script':
      return { key: `served.meaning.${code}`, params: { crawler } };
    case 'canonical-added-by-script':
    case 'canonical-removed-by-script':
    case 'canonical-changed-by-script':
    case 'header-differs':
      return { key: `served.meaning.${code}` };
  }
}

function failureMessage(f: ServedFailure, text: Text): Message {
  switch (f.kind) {
    case 'no-page':
    case 'not-readable':
    case 'network-error':
      return { key: `served.failed.${f.kind}` };
    case 'refused': {
      const reason = f.refusal.reason === 'scheme' ? 'scheme' : f.refusal.reason === 'hidden-location' ? 'hidden' : 'private';
      return { key: 'served.failed.refused', params: { reason, target: site(f.target ?? '') } };
    }
    case 'too-many-redirects':
      return { key: 'served.failed.too-many-redirects', params: { count: f.redirects - 1 } };
    case 'timeout':
      return { key: 'served.failed.timeout', params: { seconds: f.seconds } };
    case 'not-html':
      return { key: 'served.failed.not-html', params: { type: site(f.contentType) } };
    case 'too-large':
      return { key: 'served.failed.too-large', params: { size: sizeText(text, f.bytes) } };
  }
}
