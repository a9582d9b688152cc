/**
 * Every catalog is valid ICU MessageFormat and names the same arguments as
 * English for each key, so a locale can neither drop nor rename a parameter
 * (the type check already refuses a missing key).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../../src/text/catalogs/en.ts';
import type { Catalog } from '../../src/text/messages.ts';

const CATALOGS = new URL('../../src/text/catalogs/', import.meta.url);
const byLocale: (readonly [string, Catalog])[] = await Promise.all(
  readdirSync(CATALOGS)
    .filter((file) => file.endsWith('.ts'))
    .map(async (file) => [file.slice(0, -3), ((await import(new URL(file, CATALOGS).href)) as { default: Catalog }).default] as const),
);

/** The argument names a message uses, through plurals, selects and tags. */
function argumentNames(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    switch (e.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(e.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(e.value);
        for (const option of Object.values(e.options)) argumentNames(option.value, into);
        break;
      case TYPE.tag:
        into.add(e.value);
        argumentNames(e.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const namesOf = (message: string) => [...argumentNames(parse(message, { requiresOtherClause: true }))].sort();

describe('catalogs', () => {
  it('finds the English catalog', () => {
    expect(byLocale.map(([locale]) => locale)).toContain('en');
  });

  describe.each(byLocale)('%s', (_locale, catalog) => {
    it('has exactly the keys of English', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    });
    it.each(Object.keys(en) as (keyof Catalog)[])('%s is valid ICU with the arguments English uses', (key) => {
      expect(namesOf(catalog[key])).toEqual(namesOf(en[key]));
    });
  });

  it('the argument check catches a dropped or renamed parameter', () => {
    expect(namesOf('robots.txt answered {status}')).not.toEqual(namesOf('robots.txt answered {code}'));
    expect(namesOf('{n, plural, one {# day} other {# days}} since {when}')).toEqual(['n', 'when']);
    expect(() => parse('{error, select, timeout {late}}', { requiresOtherClause: true })).toThrow();
  });
});
