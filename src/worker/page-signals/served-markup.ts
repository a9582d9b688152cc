/**
 * Reads the robots meta tags and canonical links of a page's served HTML,
 * as text, without a DOM (the service worker has none), so it can be set
 * beside what src/injected/read-markup-signals.ts reads from the rendered
 * page. It keeps that reader's rules, so the two differ only where the
 * page's scripts changed something: a `<meta>` with a `name` attribute whose
 * trimmed, lower-cased name could address a crawler, its `content` capped;
 * a `<link>` with `href` whose `rel` holds `canonical`, resolved against the
 * document's base URL (the first `<base href>`, wherever it is). Elements a
 * browser never puts in the document are left out: inside comments, inside
 * raw-text elements (script, style, title, textarea, …: a script that holds
 * `<meta name=robots content=noindex>` in a string writes no tag), inside
 * `<template>` (its content is a separate fragment), inside `<noscript>`
 * (raw text in a browser that runs scripts, as Googlebot's renderer does),
 * an element cut off by the end of the text, after `<plaintext>`, and SVG's
 * or MathML's own elements (their `<link>`; their `<style>` and `<script>`
 * hold markup, as in a browser).
 *
 * htmlparser2's tokenizer does the reading, not its parser: the parser
 * keeps a stack of open elements that costs quadratic time on a megabyte of
 * unclosed `<div>` (about 40 s); the tokenizer is one pass over the text.
 * Every attribute value kept is capped while it is read, and the text
 * handed in is at most what the caller fetched (served-html.ts caps it), so
 * hostile markup costs time and memory in proportion to that cap; the
 * worker reads it in pieces (servedMarkupReader) with other events between.
 */
import { Tokenizer } from 'htmlparser2';
import { capText } from '../../core/indexing/limits.ts';
import type { ServedMarkup } from '../../shared/served-html.ts';

export interface ServedMarkupLimits {
  metas: number;
  canonicals: number;
  /** Characters kept of one attribute value. */
  chars: number;
}

/** Elements whose content the tokenizer reads as text already (script, style, title, textarea, xmp, iframe, noembed, noframes). */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

/** Start tags that may stand in <head>; any other start tag begins the body (the HTML parsing rules). */
const HEAD_TAGS = new Set([
  'html',
  'head',
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'title',
  'noscript',
  'noframes',
  'style',
  'script',
  'template',
]);

/**
 * Start tags that end SVG or MathML content (the HTML parsing rules, "breaks
 * out of foreign content"): a `<meta>` inside `<svg>` is an HTML meta tag,
 * a `<link>` there is SVG's own element and no canonical.
 */
const FOREIGN_BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);

/** A `<font>` with one of these breaks out of foreign content too. */
const FONT_BREAKOUT = new Set(['color', 'face', 'size']);

/** The attributes read; every other attribute is skipped without keeping its value. */
const WANTED_ATTRIBUTES = new Set(['name', 'content', 'rel', 'href']);

const NOT_WHITESPACE = /[^\t\n\f\r ]/;

/**
 * The signals in `html`, the served text of the page at `documentUrl`
 * (the address that answered). `names`: the meta names that could address a
 * crawler (lower-case), as the rendered reader is given them.
 */
export function readServedMarkup(html: string, documentUrl: string, names: readonly string[], limits: ServedMarkupLimits): ServedMarkup {
  const reader = servedMarkupReader(html, documentUrl, names, limits);
  reader.readTo(html.length);
  return reader.finish();
}

/** Reads `html` a piece at a time (the worker lets other events run between pieces); `finish` reads the rest. */
export interface ServedMarkupReader {
  /** Reads the text up to character `end` (tags that span it are completed by the next piece). */
  readTo(end: number): void;
  finish(): ServedMarkup;
}

export function servedMarkupReader(
  html: string,
  documentUrl: string,
  names: readonly string[],
  limits: ServedMarkupLimits,
): ServedMarkupReader {
  const wanted = new Set(names);
  const metas: ServedMarkup['metas'] = [];
  const rawCanonicals: string[] = [];
  let metaTotal = 0;
  let canonicalTotal = 0;
  let base: string | null = null;
  let headEnded = false;

  // The tag being read.
  let tag = '';
  const attributes = new Map<string, string>();
  let attribute: string | null = null;
  let value = '';
  // Where the tokenizer is, in the document's terms.
  let templateDepth = 0;
  /**
   * How many <svg> and <math> elements are open: inside them script, style,
   * title, … are ordinary elements, not raw text. Counts, not a stack, so
   * hostile nesting costs nothing; HTML integration points (an SVG <title>
   * or <foreignObject>, MathML's <mi>, …, where HTML's rules come back) are
   * not followed, so markup inside those may be read differently.
   */
  let svgDepth = 0;
  let mathDepth = 0;
  let fontBreaks = false;
  let skipUntil: string | null = null;
  let stopped = false;

  const slice = (start: number, end: number) => html.slice(start, end);
  const keep = (text: string) => {
    if (attribute !== null && value.length <= limits.chars) value = capText(value + text, limits.chars + 1);
  };

  const endOfStartTag = (selfClosing: boolean) => {
    const name = tag;
    tag = '';
    if (stopped) return;
    if (skipUntil !== null) return;
    if (templateDepth > 0) {
      if (name === 'template') templateDepth++;
      return;
    }
    if (!HEAD_TAGS.has(name)) headEnded = true;
    if (svgDepth + mathDepth > 0) {
      if (!FOREIGN_BREAKOUT.has(name) && !(name === 'font' && fontBreaks)) {
        if (name === 'svg' && !selfClosing) svgDepth++;
        if (name === 'math' && !selfClosing) mathDepth++;
        // SVG's or MathML's own element: not a meta tag, a link or a base of the document.
        return;
      }
      svgDepth = 0;
      mathDepth = 0;
    }
    if (name === 'template') {
      templateDepth++;
      return;
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing && name === 'svg') svgDepth = 1;
      if (!selfClosing && name === 'math') mathDepth = 1;
      return;
    }
    if (name === 'noscript') skipUntil = 'noscript';
    else if (RAW_TEXT.has(name)) skipUntil = name;
    else if (name === 'plaintext') stopped = true;
    else if (name === 'meta') {
      const metaName = attributes.get('name');
      if (metaName === undefined) return;
      const lowered = metaName.trim().toLowerCase();
      if (!wanted.has(lowered)) return;
      metaTotal++;
      if (metas.length < limits.metas) metas.push({ name: lowered, content: capText(attributes.get('content') ?? '', limits.chars) });
    } else if (name === 'link') {
      const rel = attributes.get('rel');
      const href = attributes.get('href');
      if (rel === undefined || href === undefined) return;
      if (
        !rel
          .toLowerCase()
          .split(/[\t\n\f\r ]+/)
          .includes('canonical')
      )
        return;
      canonicalTotal++;
      if (rawCanonicals.length < limits.canonicals) rawCanonicals.push(href);
    } else if (name === 'base' && base === null) {
      const href = attributes.get('href');
      if (href !== undefined) base = href;
    }
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = slice(start, end).toLowerCase();
        attributes.clear();
        fontBreaks = false;
        attribute = null;
      },
      onattribname(start, end) {
        const name = slice(start, end).toLowerCase();
        if (tag === 'font' && FONT_BREAKOUT.has(name)) fontBreaks = true;
        // The first of two attributes with one name counts, as in a browser.
        attribute = WANTED_ATTRIBUTES.has(name) && !attributes.has(name) ? name : null;
        value = '';
      },
      onattribdata(start, end) {
        if (attribute !== null) keep(html.slice(start, Math.min(end, start + limits.chars + 1)));
      },
      onattribentity(codepoint) {
        keep(String.fromCodePoint(codepoint));
      },
      onattribend() {
        if (attribute !== null) attributes.set(attribute, value);
        attribute = null;
        value = '';
      },
      onopentagend() {
        endOfStartTag(false);
      },
      onselfclosingtag() {
        // In HTML `<meta … />` is an ordinary start tag; only SVG and MathML elements close themselves.
        endOfStartTag(true);
      },
      onclosetag(start, end) {
        const name = slice(start, end).toLowerCase();
        if (stopped) return;
        if (skipUntil !== null) {
          if (name === skipUntil) skipUntil = null;
          return;
        }
        if (templateDepth > 0) {
          if (name === 'template') templateDepth--;
          return;
        }
        if (svgDepth + mathDepth > 0) {
          if (name === 'svg' && svgDepth > 0) svgDepth--;
          else if (name === 'math' && mathDepth > 0) mathDepth--;
          // </p> and </br> end foreign content, as their start tags do.
          else if (name === 'p' || name === 'br') {
            svgDepth = 0;
            mathDepth = 0;
          }
          return;
        }
        if (name === 'head' || name === 'body' || name === 'html') headEnded = true;
      },
      ontext(start, end) {
        if (stopped || skipUntil !== null || templateDepth > 0 || headEnded) return;
        if (NOT_WHITESPACE.test(slice(start, end))) headEnded = true;
      },
      ontextentity() {
        if (!stopped && skipUntil === null && templateDepth === 0) headEnded = true;
      },
      oncdata() {},
      isInForeignContext() {
        return svgDepth + mathDepth > 0 && skipUntil === null && templateDepth === 0;
      },
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  // The tokenizer's positions count from the start of everything written, so they index `html` itself.
  let written = 0;
  const readTo = (end: number) => {
    const to = Math.min(end, html.length);
    if (to <= written) return;
    tokenizer.write(html.slice(written, to));
    written = to;
  };
  return {
    readTo,
    finish() {
      readTo(html.length);
      tokenizer.end();
      return {
        metas,
        canonicals: rawCanonicals.map((href) => resolve(href, base, documentUrl, limits.chars)),
        metaTotal,
        canonicalTotal,
        headEnded,
      };
    },
  };
}

/** What `link.href` answers in a browser: the target resolved against the base URL, or the attribute as written when it cannot be. */
function resolve(href: string, base: string | null, documentUrl: string, chars: number): string {
  let baseUrl = documentUrl;
  if (base !== null) {
    try {
      baseUrl = new URL(base, documentUrl).href;
    } catch {
      // An unusable <base href> leaves the document's address as the base.
    }
  }
  try {
    return capText(new URL(href, baseUrl).href, chars);
  } catch {
    return href;
  }
}
