/**
 * The served-HTML reader (htmlparser2's tokenizer, no DOM) against
 * Chromium's own HTML parser: documents built from the pieces that decide
 * what is a tag (comments, raw-text elements, templates, noscript, SVG and
 * MathML, unclosed tags, entities, plaintext), each parsed by the browser
 * and read as the rendered page is read, must give the same robots meta
 * tags and canonicals; documents with SVG or MathML are counted and
 * printed, since their HTML integration points are not followed. A page
 * served on 127.0.0.1; nothing else is asked.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readMarkupSignals } from '../../src/injected/read-markup-signals.ts';
import { readServedMarkup } from '../../src/worker/page-signals/served-markup.ts';
import { ExtensionHarness } from './support/extension.ts';
import { startSite, type TestSite } from './support/sites.ts';

const NAMES = ['robots', 'googlebot'];
const LIMITS = { metas: 101, canonicals: 21, chars: 4097 };
const PIECES = [
  '<meta name=robots content=noindex/>',
  '<meta name="robots" content="a"/>',
  "<meta name='googlebot' content='b'>",
  '<meta name=robots content="&lt;&#x41;&amp">',
  '<meta name=ROBOTS content=" x ">',
  '<meta\nname=robots\ncontent=nl>',
  '<meta name=robots content=x',
  '<link rel=canonical href=/c/>',
  '<link rel="canonical" href="x y">',
  '<link rel="Alternate CANONICAL" href="?q=1#f">',
  '<base href="/b/">',
  '<!-- <meta name=robots content=comment> -->',
  '<!-->',
  '<!--->',
  '<![CDATA[<meta name=robots content=cdata>]]>',
  '<?php <meta name=robots content=pi> ?>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<title>',
  '</title>',
  '<textarea>',
  '</textarea>',
  '<iframe>',
  '</iframe>',
  '<xmp>',
  '</xmp>',
  '<noembed>',
  '</noembed>',
  '<noframes>',
  '</noframes>',
  '<template>',
  '</template>',
  '<noscript>',
  '</noscript>',
  '<svg>',
  '</svg>',
  '<svg/>',
  '<math>',
  '</math>',
  '<div>',
  '<p>',
  '</p>',
  '<table>',
  '<select>',
  '<option>',
  'text',
  '"',
  "'",
  '>',
  '<',
  '</',
  '<head>',
  '</head>',
  '<body>',
  '</body>',
  '<html>',
  '</html>',
  '<plaintext>',
];
const DOCUMENTS = 600;

let ext: ExtensionHarness;
let site: TestSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  site = await startSite({});
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
});

test(`the served reader finds the same tags as Chromium's parser in ${DOCUMENTS} generated documents`, async () => {
  const page = await ext.context.newPage();
  const url = `${site.origin}/dir/page`;
  await page.goto(url);
  let seed = 20261127;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const mismatches: string[] = [];
  const foreign: string[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const html = Array.from({ length: 4 + next(10) }, () => PIECES[next(PIECES.length)]).join('');
    await page.setContent(html);
    const live = await page.evaluate(
      ([fn, names, limits]) => {
        const read = new Function(`return (${fn})`)() as typeof readMarkupSignals;
        const { metas, canonicals } = read(names, limits);
        return { metas, canonicals };
      },
      [readMarkupSignals.toString(), NAMES, LIMITS] as const,
    );
    const served = readServedMarkup(html, url, NAMES, LIMITS);
    const mine = { metas: served.metas, canonicals: served.canonicals };
    if (JSON.stringify(mine) === JSON.stringify(live)) continue;
    const line = `${JSON.stringify(html)}: ${JSON.stringify(mine)} ≠ ${JSON.stringify(live)}`;
    if (/<(svg|math)/.test(html)) foreign.push(line);
    else mismatches.push(line);
  }
  await page.close();
  // SVG and MathML are read with counts, not the parser's stack (served-markup.ts): their HTML integration points may differ.
  console.log(
    `served-markup parity: ${mismatches.length + foreign.length} of ${DOCUMENTS} documents differ, ${foreign.length} of them inside SVG or MathML`,
  );
  for (const line of foreign.slice(0, 5)) console.log(`  ${line}`);
  expect(mismatches).toEqual([]);
});
