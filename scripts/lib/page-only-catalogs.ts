/**
 * The popup's build step "page-only catalogs": the popup carries none of the
 * workbench's words, and a popup that would need one does not build.
 *
 * Why: the workbench's subjects (`workbench`, `workbench-urls`,
 * `workbench-results`: each locale's catalogs/<locale>/workbench*.ts) are
 * words of one full page, about 30 KB of English alone; bundled into the
 * popup, which never shows them, they would make every popup open read and
 * parse them. So in the popup's own build (popup-build.ts) each locale's
 * index imports an empty object in their place.
 *
 * An empty object would turn a popup that uses one of those messages into a
 * popup that shows a missing message at run time. So the same step reads
 * every module the popup's build compiles and stops the build, naming the
 * file and the message, when one names a key of these subjects (every key
 * starts with its subject's name). The popup's words for the workbench (its
 * button) are in popup-tools. test/tooling/page-only-catalogs.test.ts builds
 * a popup that uses a workbench message and expects this failure.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The page-only subjects: the workbench's, by their file and key prefix. */
const PAGE_ONLY_SUBJECT = 'workbench(?:-[a-z]+)?';
/** A catalog index's import of a page-only subject. */
const PAGE_ONLY_IMPORT = new RegExp(`^\\./${PAGE_ONLY_SUBJECT}\\.ts$`);
/** A key of a page-only subject, as a string or the start of a template literal in code. */
const PAGE_ONLY_KEY = new RegExp(`['"\`](${PAGE_ONLY_SUBJECT}\\.[\\w.$\\{}-]*)`);
const CATALOG_INDEX = /[\\/]src[\\/]text[\\/]catalogs[\\/][\w-]+[\\/]index\.ts$/;
/** The catalogs and the message types may name those keys: they are the words, not a use of them. */
const TEXT_DEFINITIONS = /[\\/]src[\\/]text[\\/](catalogs|messages)[\\/]/;
const EMPTY = '\0robots-lens:page-only-catalog';

/** The message a popup that uses a page-only message fails its build with. */
export function pageOnlyUseMessage(file: string, key: string): string {
  return (
    `${file} uses the workbench's message "${key}", but the popup's build leaves the workbench's words out ` +
    '(scripts/lib/page-only-catalogs.ts), so the popup would show it missing. ' +
    'Give the popup its own message in the popup-tools catalogs (all five languages) instead.'
  );
}

export function pageOnlyCatalogs(options: { root: string }): Plugin {
  return {
    name: 'robots-lens:page-only-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && CATALOG_INDEX.test(importer) && PAGE_ONLY_IMPORT.test(source) ? EMPTY : null;
    },
    load: (id) => (id === EMPTY ? 'export default {};\n' : null),
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || TEXT_DEFINITIONS.test(id)) return null;
      const used = PAGE_ONLY_KEY.exec(code);
      if (used) this.error(pageOnlyUseMessage(relative(options.root, id.replace(/\?.*$/, '')), used[1] ?? ''));
      return null;
    },
  };
}
