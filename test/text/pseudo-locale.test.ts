/// <reference path="../../src/text/pseudo-catalog.d.ts" />
/** The pseudo-locale made from English: our words accented and longer, the ICU structure and the kept words untouched. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { accent, GROWTH, pseudoMessage } from '../../scripts/lib/pseudo-locale.ts';
import en from '../../src/text/catalogs/en/index.ts';
import { createText, site } from '../../src/text/text.ts';
import pseudo from 'virtual:robots-lens/pseudo-catalog';

/** A Text over one made-up key, typed loosely: the key is not in the Messages contract. */
interface LooseText {
  t(key: string, values: object): string;
  parts(key: string, values: object): unknown[];
}
const textOf = (message: string) => createText('en-XA', { k: pseudoMessage(parse(message)) } as never) as unknown as LooseText;
const render = (message: string, values: Record<string, string | number> = {}) => textOf(message).t('k', values);

/** The tree with every literal's text dropped: what must not change. */
function shape(elements: readonly MessageFormatElement[]): unknown[] {
  return elements
    .filter((e) => e.type !== TYPE.literal)
    .map((e) => {
      if (e.type === TYPE.plural || e.type === TYPE.select)
        return { ...e, location: undefined, options: Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, shape(o.value)])) };
      if (e.type === TYPE.tag) return { ...e, location: undefined, children: shape(e.children) };
      return { ...e, location: undefined };
    });
}

describe('accent', () => {
  it('replaces every ASCII letter with a non-ASCII one', () => {
    const out = accent('The quick brown fox jumps over the lazy dog ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(out).not.toMatch(/[A-Za-z]/);
    expect([...out]).toHaveLength([...'The quick brown fox jumps over the lazy dog ABCDEFGHIJKLMNOPQRSTUVWXYZ'].length);
  });

  it('keeps robots.txt keys and product names that every translation keeps, but only as whole words', () => {
    expect(accent('the User-agent line of robots.txt for Googlebot')).toBe('ţĥé User-agent ļíñé óƒ robots.txt ƒóŕ Googlebot');
    expect(accent('Allow: wins; Allowed')).toBe('Allow: ŵíñš; Áļļóŵéð');
    expect(accent('Disallowed by Disallow')).toBe('Ðíšáļļóŵéð ƀý Disallow');
  });
});

describe('pseudoMessage', () => {
  it('brackets the message and makes it about 40 % longer', () => {
    const english = 'robots.txt answered a status that Google treats as a server error';
    const out = render(english);
    expect(out.startsWith('[')).toBe(true);
    expect(out.endsWith(']')).toBe(true);
    expect(out.length).toBeGreaterThanOrEqual(Math.floor(english.length * (1 + GROWTH)));
    expect(out.length).toBeLessThanOrEqual(Math.ceil(english.length * (1 + GROWTH)) + 1);
  });

  it('keeps arguments, plurals, selects and # exactly, accenting only their literal text', () => {
    const message =
      '{count, plural, one {# rule} other {# rules}} for {name}, {kind, select, allow {allowed} other {disallowed}} at {n, number, ::integer group-off}';
    const english = parse(message);
    const out = pseudoMessage(english);
    expect(shape(out)).toEqual(shape(english));
    expect(render(message, { count: 1, name: 'Bingbot', kind: 'allow', n: 1234 })).toMatch(
      /^\[1 ŕúļé ƒóŕ Bingbot, áļļóŵéð áţ 1234[ ·]*\]$/,
    );
    expect(render(message, { count: 3, name: 'x', kind: 'other', n: 5 })).toContain('3 ŕúļéš');
  });

  it('leaves site text untouched: it is a parameter, never a literal', () => {
    const parts = textOf('Disallowed by {rule}').parts('k', { rule: site('Disallow: /private') });
    expect(parts).toContainEqual({ site: 'Disallow: /private' });
  });
});

describe('the pseudo catalog the test build ships', () => {
  it('has every English key, and renders with the English parameters', () => {
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(en).sort());
    const text = createText('en-XA', pseudo);
    const out = text.t('outcome.message.server-error', { status: 503 });
    expect(out).toContain('503');
    expect(out.replace(/robots\.txt|Google/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
