/**
 * Text the site controls (a rule, a path, a URL, a user-agent, a sitemap, a
 * header), shown so that it cannot spoof the popup: isolated from the
 * sentence around it (left to right, as rules and URLs are) and with its
 * invisible, format and bidi characters shown as visible tokens. Without this
 * `Disallow: /‮gnp.exe/` (U+202E) reads as `Disallow: //exe.png` and reverses
 * the rest of the verdict sentence.
 */
import './site-text.css';
import type { JSX } from 'preact';
import { codePointLabel, isolatedPlainText, visibleParts, type MessagePart } from '../core/index.ts';
import { useText } from './use-text.ts';

interface SiteTextProps {
  text: string;
  class?: string;
}

/** One piece of site text, isolated, hidden characters visible. */
export function SiteText({ text, class: className }: SiteTextProps): JSX.Element {
  return (
    <bdi dir="ltr" class={className ? `site-text ${className}` : 'site-text'}>
      <Visible text={text} />
    </bdi>
  );
}

/** Text with its hidden characters as tokens, not isolated (for our own words that may carry unquoted site text, or a piece of an isolated line). */
export function Visible({ text }: { text: string }): JSX.Element {
  return <>{visibleParts(text).map((p, i) => (p.kind === 'text' ? p.text : <HiddenChar key={i} codePoint={p.codePoint} />))}</>;
}

/** A hidden character as a styled `‹U+202E›` token (its text is what copy and paste gives). */
export function HiddenChar({ codePoint }: { codePoint: number }): JSX.Element {
  const label = codePointLabel(codePoint);
  const text = useText();
  return (
    <span class="hidden-char" data-code-point={label} title={text.t('ui.hidden-char.title', { label })}>
      ‹{label}›
    </span>
  );
}

/** A rendered message whose site text is marked (Text.parts()): our words as they are, the site's isolated. */
export function MessageText({ parts }: { parts: readonly MessagePart[] }): JSX.Element {
  return <>{parts.map((p, i) => (typeof p === 'string' ? <Visible key={i} text={p} /> : <SiteText key={i} text={p.site} />))}</>;
}

/** Site text for a `title` attribute: escaped, and isolated when it could reorder the tooltip. */
export const siteTitle = isolatedPlainText;
