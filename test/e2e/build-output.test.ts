/**
 * What `npm run build` ships: the Chrome and Firefox manifests (version from
 * package.json, the fixed entry points, only the permissions the worker
 * needs, the default CSP), the icons, no remote code, and a Firefox build
 * that `web-ext lint` accepts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { recordMetrics } from './support/metrics.ts';
import type { BuildLog } from './support/build.ts';
import { BUILD_LOG_FILE, DIST_DIR, FIREFOX_DIST_DIR, REPO_ROOT } from './support/paths.ts';

const pkg = readJson(join(REPO_ROOT, 'package.json'));

function readJson(file: string): Record<string, unknown> {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file} is not a JSON object`);
  return value as Record<string, unknown>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const ICON_SIZES = ['16', '32', '48', '128'];

test('every build prints no warning: a new user reads one as a problem (the builds this run made, in global setup)', () => {
  expect(existsSync(BUILD_LOG_FILE), `${BUILD_LOG_FILE} is missing: run once without E2E_SKIP_BUILD=1`).toBe(true);
  const logs = JSON.parse(readFileSync(BUILD_LOG_FILE, 'utf8')) as BuildLog[];
  expect(logs.map((l) => l.args.join(' '))).toEqual(['build', 'build --mode firefox', 'build --mode pseudo']);
  // At --logLevel warn a build prints nothing but warnings and errors (ANSI colours removed).
  for (const log of logs) expect(log.output.replace(/\x1b\[[\d;]*m/g, '').trim(), `vite ${log.args.join(' ')}`).toBe('');
});

describe.each([
  { browser: 'chrome', dir: DIST_DIR },
  { browser: 'firefox', dir: FIREFOX_DIST_DIR },
])('the $browser build', ({ browser, dir }) => {
  const manifest = () => readJson(join(dir, 'manifest.json'));

  test('manifest: MV3, the name, package.json’s version, the popup, the options page in a tab', () => {
    const m = manifest();
    expect(m.manifest_version).toBe(3);
    // The name, description and title come from _locales, as the stores expect.
    const messages = readJson(join(dir, '_locales', 'en', 'messages.json')) as Record<string, { message: string }>;
    const localized = (value: unknown) => /^__MSG_(\w+)__$/.exec(String(value))?.[1];
    expect(m.default_locale).toBe('en');
    expect(messages[localized(m.name) ?? '']?.message).toBe('Robots Lens');
    expect(m.version).toBe(pkg.version);
    expect(messages[localized(m.description) ?? '']?.message).toMatch(/robots\.txt/);
    expect(m.action).toMatchObject({ default_popup: 'src/pages/popup/index.html' });
    expect(messages[localized((m.action as { default_title?: string }).default_title) ?? '']?.message).toBe('Robots Lens');
    expect(m.options_ui).toEqual({ page: 'src/pages/options/index.html', open_in_tab: true });
    // The popup's keyboard shortcut is the browser's own command, in both builds.
    expect(m.commands).toEqual({ _execute_action: { suggested_key: { default: 'Alt+Shift+L' } } });
    for (const page of ['src/pages/popup/index.html', 'src/pages/options/index.html']) expect(existsSync(join(dir, page))).toBe(true);
  });

  test('_locales: the five languages, each with English’s keys, the product name untranslated, a description the stores accept', () => {
    const english = readJson(join(dir, '_locales', 'en', 'messages.json'));
    const locales = readdirSync(join(dir, '_locales')).sort();
    expect(locales).toEqual(['en', 'hi', 'th', 'tr', 'vi']);
    for (const locale of locales) {
      const messages = readJson(join(dir, '_locales', locale, 'messages.json')) as Record<string, { message: string }>;
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(english).sort());
      expect(messages.extensionName?.message, locale).toBe('Robots Lens');
      expect(messages.actionTitle?.message, locale).toBe('Robots Lens');
      // The Chrome Web Store takes at most 132 characters; the file is named as it is.
      expect([...(messages.extensionDescription?.message ?? '')].length, locale).toBeLessThanOrEqual(132);
      expect(messages.extensionDescription?.message, locale).toContain('robots.txt');
    }
  });

  test('only the permissions the worker uses, the default CSP, no remote code or analytics', () => {
    const m = manifest();
    // Firefox takes no optional "alarms": it is granted at install there (no warning), notifications stay optional.
    const watchAtInstall = browser === 'firefox' ? ['alarms'] : [];
    expect([...(m.permissions as string[])].sort()).toEqual([
      ...watchAtInstall,
      'scripting',
      'storage',
      'tabs',
      'unlimitedStorage',
      'webNavigation',
      'webRequest',
    ]);
    expect(m.host_permissions).toEqual(['http://*/*', 'https://*/*']);
    // The watch list's, asked for only when the person turns watching on.
    expect(m.optional_permissions).toEqual(browser === 'firefox' ? ['notifications'] : ['alarms', 'notifications']);
    expect(m).not.toHaveProperty('content_security_policy');
    expect(m).not.toHaveProperty('externally_connectable');
    for (const file of filesUnder(dir)) {
      if (file.endsWith('.html')) {
        const html = readFileSync(file, 'utf8');
        expect(html, file).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
        expect(html, file).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
      }
      if (file.endsWith('.js')) {
        const js = readFileSync(file, 'utf8');
        expect(js, file).not.toMatch(/import\(\s*["'`]https?:|importScripts\(|\beval\(|new Function\(/);
        expect(js, file).not.toMatch(/google-analytics\.com|googletagmanager\.com|segment\.io|sentry\.io|mixpanel/);
      }
    }
  });

  test('the overlay: one classic script at the root, injected on request (no content script, nothing web-accessible)', () => {
    const m = manifest();
    expect(m).not.toHaveProperty('content_scripts');
    expect(m).not.toHaveProperty('web_accessible_resources');
    const js = readFileSync(join(dir, 'overlay.js'), 'utf8');
    // executeScript({ files }) runs a classic script: no module syntax may be left in it.
    expect(js).not.toMatch(/^\s*(import|export)\b/m);
    expect(js.startsWith('(function')).toBe(true);
  });

  test('a production build: no development JSX, no paths of the machine that built it', () => {
    for (const file of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
      const js = readFileSync(file, 'utf8');
      // Development JSX carries each element's source file and line (slower, larger, and it leaks the build folder).
      expect(js, file).not.toMatch(/\blineNumber:\s*\d+,\s*columnNumber:/);
      expect(js, file).not.toContain(REPO_ROOT);
    }
  });

  test('no pseudo-locale: only the test build (dist-pseudo/) has its catalog and offers it', () => {
    expect(filesUnder(dir).filter((f) => /pseudo/i.test(f.slice(dir.length)))).toEqual([]);
    for (const file of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
      const js = readFileSync(file, 'utf8');
      // The pseudo catalog's accented words ("robots.txt áñšŵéŕéð…"), and its name in the language picker.
      expect(js, file).not.toMatch(/áñšŵéŕéð|ŕéðíŕéçţ/);
      expect(js, file).not.toContain('Ƥšéúðó');
    }
  });

  test('icons: 16, 32, 48 and 128 px PNGs, for the toolbar too', () => {
    const m = manifest();
    const icons = m.icons as Record<string, string>;
    const actionIcons = (m.action as { default_icon: Record<string, string> }).default_icon;
    expect(Object.keys(icons)).toEqual(ICON_SIZES);
    expect(actionIcons).toEqual(icons);
    for (const size of ICON_SIZES) {
      const file = icons[size];
      if (file === undefined) throw new Error(`no ${size} px icon`);
      expect(pngSize(join(dir, file))).toEqual([Number(size), Number(size)]);
    }
  });

  if (browser === 'chrome') {
    test('a module service worker that exists', () => {
      const background = manifest().background as { service_worker: string; type: string };
      expect(background.type).toBe('module');
      expect(existsSync(join(dir, background.service_worker))).toBe(true);
    });
  } else {
    test('background scripts (Firefox has no MV3 service workers), the add-on id and minimum version', () => {
      const m = manifest();
      const background = m.background as { scripts: string[]; service_worker?: string };
      expect(background.service_worker).toBeUndefined();
      expect(background.scripts).toHaveLength(1);
      expect(existsSync(join(dir, background.scripts[0] ?? ''))).toBe(true);
      expect(m.browser_specific_settings).toMatchObject({
        gecko: { id: 'robots-lens@robots-lens.dev', strict_min_version: '142.0' },
      });
    });

    test('web-ext lint: no errors, and only the warnings we know and accept', () => {
      const webExt = join(REPO_ROOT, 'node_modules', 'web-ext', 'bin', 'web-ext.js');
      let out: string;
      try {
        out = execFileSync(process.execPath, [webExt, 'lint', '--source-dir', dir, '--output', 'json', '--no-config-discovery'], {
          cwd: REPO_ROOT,
          encoding: 'utf8',
        });
      } catch (error) {
        // web-ext exits non-zero when it finds errors; the JSON report is still on stdout.
        out = String((error as { stdout?: unknown }).stdout ?? error);
      }
      const report = JSON.parse(out.slice(out.indexOf('{'))) as {
        errors: { code: string; message: string; file?: string }[];
        warnings: { code: string; message: string; file?: string }[];
      };
      expect(report.errors).toEqual([]);
      // Preact's runtime supports dangerouslySetInnerHTML (Robots Lens never uses it: site text is rendered as text).
      const accepted = new Set(['UNSAFE_VAR_ASSIGNMENT']);
      const unexpected = report.warnings.filter((w) => !accepted.has(w.code));
      expect(unexpected).toEqual([]);
    });
  }

  test('size', () => {
    const bytes = filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(`Robots Lens ${browser} build: ${(bytes / 1024).toFixed(1)} KiB in ${filesUnder(dir).length} files`);
    recordMetrics(`${browser}Build`, { bytes, files: filesUnder(dir).length });
    // A store-friendly size: everything is local. The heaviest parts are the
    // workbench's editor (CodeMirror, ~440 KB, loaded by that page only) and
    // each language's catalog twice (the popup's single-file build carries its
    // own, without the other pages' words), ~1.1 MB for four languages, and the
    // worker's HTML tokenizer for the served-HTML comparison (htmlparser2, ~30 KB).
    // 3.13 MB when the page's whole answer, the served-HTML comparison and the
    // pages-visited source landed; the budget leaves room for words, not for a
    // second framework.
    expect(bytes).toBeLessThan(3_500_000);
  });
});
