/**
 * The popup carries none of the workbench's words. The workbench's subjects
 * (`workbench`, `workbench-urls`, `workbench-results`: each locale's
 * catalogs/<locale>/workbench*.ts) are words of one full page, about 30 KB of
 * English alone; bundled into the popup, which never shows them, they would
 * make every popup open read and parse them. So in the popup's own build
 * (popup-build.ts) each locale's index imports an empty object in their
 * place. The popup's words for the workbench (its button) are in
 * popup-tools; test/workbench/popup-words.test.ts checks the popup uses no
 * key of these subjects.
 */
import type { Plugin } from 'vite';

/** A catalog index's import of a page-only subject. */
const PAGE_ONLY = /^\.\/workbench(-[a-z]+)?\.ts$/;
const CATALOG_INDEX = /[\\/]src[\\/]text[\\/]catalogs[\\/][\w-]+[\\/]index\.ts$/;
const EMPTY = '\0robots-lens:page-only-catalog';

export function pageOnlyCatalogs(): Plugin {
  return {
    name: 'robots-lens:page-only-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && CATALOG_INDEX.test(importer) && PAGE_ONLY.test(source) ? EMPTY : null;
    },
    load: (id) => (id === EMPTY ? 'export default {};\n' : null),
  };
}
