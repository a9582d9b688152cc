/**
 * The text layer: renders a message of the active locale's catalog with
 * intl-messageformat (ICU MessageFormat: plurals through Intl.PluralRules,
 * numbers and dates through Intl), each key compiled once.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, PART_TYPE } from 'intl-messageformat';
import { isolatedPlainText, type MessagePart } from '../core/index.ts';
import type { CatalogOf, MessageIn, Messages, ParamsIn, Site, SiteList } from './messages/index.ts';

/** The text of one locale: the extension's messages, or another set (`CommandMessages`, the CLI's). */
export interface Text<M = Messages> {
  readonly locale: string;
  /** A plain string; site text isolated and its hidden characters escaped (for tooltips and titles). */
  t<K extends keyof M & string>(key: K, ...params: ParamsIn<M, K>): string;
  /** The message in parts, site text marked, for a surface that isolates it itself (the popup's <SiteText>). */
  parts<K extends keyof M & string>(key: K, ...params: ParamsIn<M, K>): MessagePart[];
  /** `t` for a message built elsewhere (a key with its parameters). */
  render(message: MessageIn<M>): string;
  renderParts(message: MessageIn<M>): MessagePart[];
}

type Value = string | number | Date | Site | SiteList;
/** A message's parameters as the formatter takes them (their types were checked at the call). */
type Params = Readonly<Record<string, Value>> | undefined;

const isSite = (v: unknown): v is Site => typeof v === 'object' && v !== null && !(v instanceof Date) && 'site' in v;
const isSiteList = (v: unknown): v is SiteList => typeof v === 'object' && v !== null && 'siteList' in v;

/** A catalog as written, or as the build ships it: each message already parsed (scripts/lib/precompiled-catalogs.ts). */
export type ShippedCatalog<M = Messages> = CatalogOf<M> | { readonly [K in keyof M]: string | MessageFormatElement[] };

export function createText<M = Messages>(locale: string, catalog: ShippedCatalog<NoInfer<M>>): Text<M> {
  const messages = catalog as Readonly<Record<string, string | MessageFormatElement[]>>;
  const compiled = new Map<string, IntlMessageFormat>();
  const formatter = (key: string): IntlMessageFormat => {
    let f = compiled.get(key);
    if (!f) {
      f = new IntlMessageFormat(messages[key]!, locale);
      compiled.set(key, f);
    }
    return f;
  };

  // Made on first use: the first Intl.ListFormat of a process loads its locale data (about 20 ms in Node),
  // which a page or a command that never lists anything should not pay before its first word.
  let listFormat: Intl.ListFormat | null = null;
  const lists = (): Intl.ListFormat => {
    listFormat ??= new Intl.ListFormat(locale);
    return listFormat;
  };
  const plain = (key: string, params: Readonly<Record<string, Value>> = {}): string => {
    const values: Record<string, string | number | Date> = {};
    for (const [name, v] of Object.entries(params)) {
      values[name] = isSite(v) ? isolatedPlainText(v.site) : isSiteList(v) ? lists().format(v.siteList.map(isolatedPlainText)) : v;
    }
    return String(formatter(key).format(values));
  };

  const parts = (key: string, params: Readonly<Record<string, Value>> = {}): MessagePart[] => {
    const out: MessagePart[] = [];
    const ours = (words: string) => {
      if (words === '') return;
      const last = out.at(-1);
      if (typeof last === 'string') out[out.length - 1] = last + words;
      else out.push(words);
    };
    for (const p of formatter(key).formatToParts<Site | SiteList>(params)) {
      if (p.type !== PART_TYPE.object) ours(p.value);
      else if (isSiteList(p.value)) {
        // The list's separators are our words; each item stays site text.
        for (const item of lists().formatToParts(p.value.siteList)) {
          if (item.type === 'literal') ours(item.value);
          else if (item.value !== '') out.push({ site: item.value });
        }
      } else if (p.value.site !== '') out.push({ site: p.value.site });
    }
    return out;
  };

  return {
    locale,
    t: (key, ...params) => plain(key, params[0] as Params),
    parts: (key, ...params) => parts(key, params[0] as Params),
    render: (m) => plain(m.key, m.params as Params),
    renderParts: (m) => parts(m.key, m.params as Params),
  };
}

/** Site text as a message parameter. */
export const site = (text: string): Site => ({ site: text });
