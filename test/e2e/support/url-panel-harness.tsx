/**
 * A bare page for the workbench's URL panel (src/pages/workbench/urls/), bundled by
 * test/e2e/workbench-url-panel.test.ts and served from the workbench-sitemaps
 * site: the panel in the options page's look, its UrlList, and a way to switch
 * the language, so the panel is checked in a real Chromium (fetch, gzip,
 * file input, axe, fonts) before and apart from the page that mounts it.
 */
// The page's stylesheets first, as the workbench loads them; the components' own follow with their imports.
import './url-panel-harness.css';
import { signal } from '@preact/signals';
import { render } from 'preact';
import hi from '../../../src/text/catalogs/hi/index.ts';
import th from '../../../src/text/catalogs/th/index.ts';
import tr from '../../../src/text/catalogs/tr/index.ts';
import vi from '../../../src/text/catalogs/vi/index.ts';
import en from '../../../src/text/catalogs/en/index.ts';
import { createText, type ShippedCatalog } from '../../../src/text/text.ts';
import { activeText } from '../../../src/ui/use-text.ts';
import { sitemapSources } from '../../../src/pages/workbench/urls/sitemap-sources.ts';
import { createUrlList } from '../../../src/pages/workbench/urls/url-list-actions.ts';
import { UrlPanel } from '../../../src/pages/workbench/urls/url-panel.tsx';

const CATALOGS: Record<string, ShippedCatalog> = { en, vi, tr, hi, th };

const origin = signal(location.origin);
const list = createUrlList(origin);
const params = new URLSearchParams(location.search);
const live = params.getAll('live');
const draft = params.getAll('draft');

declare global {
  interface Window {
    urlPanel: { list: typeof list; speak(locale: string, catalog?: ShippedCatalog): void };
  }
}

window.urlPanel = {
  list,
  speak(locale, catalog) {
    document.documentElement.lang = locale;
    activeText.value = createText(locale, catalog ?? CATALOGS[locale]!);
  },
};

render(
  <main class="harness">
    <UrlPanel list={list} sitemaps={sitemapSources(location.origin, live, draft)} />
  </main>,
  document.getElementById('app')!,
);
