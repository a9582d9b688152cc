/**
 * Every message the surfaces show, with the parameters it takes: the one
 * contract all catalogs satisfy, so a missing key or a wrong parameter fails
 * the type check.
 *
 * One file per domain (outcome.ts, …), each with its catalog file per locale
 * (catalogs/<locale>/<domain>.ts), so a translator sees one subject at a time.
 *
 * A parameter typed `Site` is text the site controls (a URL, an address, a
 * browser's error detail): `t()` isolates and escapes it, `parts()` returns
 * it marked so the popup can render it in <SiteText>.
 */
import type { AiUseMessages } from './ai-use.ts';
import type { BadgeMessages } from './badge.ts';
import type { CliMessages } from './cli.ts';
import type { HistoryMessages } from './history.ts';
import type { IndexingMessages } from './indexing.ts';
import type { LintMessages } from './lint.ts';
import type { LocaleMessages } from './locale.ts';
import type { OptionsMessages } from './options.ts';
import type { OutcomeMessages } from './outcome.ts';
import type { PageLinksMessages } from './page-links.ts';
import type { OverlayMessages } from './overlay.ts';
import type { PopupMessages } from './popup.ts';
import type { PopupToolsMessages } from './popup-tools.ts';
import type { PopupPanelsMessages } from './popup-panels.ts';
import type { ProfileMessages } from './profile.ts';
import type { ServedHtmlMessages } from './served-html.ts';
import type { UiMessages } from './ui.ts';
import type { VerdictMessages } from './verdict.ts';
import type { VerdictUiMessages } from './verdict-ui.ts';
import type { WorkbenchMessages } from './workbench.ts';
import type { WorkbenchUrlsMessages } from './workbench-urls.ts';
import type { WorkbenchResultsMessages } from './workbench-results.ts';

export type { HostClassArg } from './outcome.ts';
export type { CrawlerGroupArg } from './popup-panels.ts';

/** Text the site controls, kept apart from our words. */
export interface Site {
  readonly site: string;
}

/** Several site texts as one list, joined in the locale's way (Intl.ListFormat), each item kept apart. */
export interface SiteList {
  readonly siteList: readonly string[];
}

export type NoParams = Record<string, never>;

export interface Messages
  extends OutcomeMessages,
    LintMessages,
    ProfileMessages,
    VerdictMessages,
    VerdictUiMessages,
    BadgeMessages,
    UiMessages,
    PopupMessages,
    OptionsMessages,
    LocaleMessages,
    PopupToolsMessages,
    PopupPanelsMessages,
    PageLinksMessages,
    OverlayMessages,
    WorkbenchMessages,
    WorkbenchUrlsMessages,
    WorkbenchResultsMessages,
    IndexingMessages,
    HistoryMessages,
    AiUseMessages,
    ServedHtmlMessages {}

/**
 * The command's messages: the extension's, which it prints too (verdicts,
 * findings, fetch outcomes), and its own (help, arguments, its reports).
 * Kept out of `Messages` so the extension's pages never carry the CLI's help.
 */
export interface CommandMessages extends Messages, CliMessages {}

export type MessageKey = keyof Messages;

/** The parameters a message of `M` takes: none for a message without any. */
export type ParamsIn<M, K extends keyof M> = M[K] extends NoParams ? [] : [M[K]];

/** A message to render later: a key with its parameters, type-checked together. */
export type MessageIn<M> = {
  [K in keyof M & string]: M[K] extends NoParams ? { key: K; params?: undefined } : { key: K; params: M[K] };
}[keyof M & string];
export type Message = MessageIn<Messages>;

/** One domain's translations: one ICU MessageFormat string per key of that domain, none missing. */
export type CatalogOf<M> = { readonly [K in keyof M]: string };

/** A locale's translations: every key of every domain. */
export type Catalog = CatalogOf<Messages>;
