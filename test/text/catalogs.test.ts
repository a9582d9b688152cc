/**
 * Every catalog is valid ICU MessageFormat and names the same arguments as
 * English for each key, so a locale can neither drop nor rename a parameter
 * (the type check already refuses a missing key).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One folder per locale, one file per domain (outcome.ts, …) beside an index.ts that spreads them. */
const CATALOGS = new URL('../../src/text/catalogs/', import.meta.url);
type DomainCatalog = Readonly<Record<string, string>>;

const domainFiles = (locale: string) =>
  readdirSync(new URL(`${locale}/`, CATALOGS))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort();
const load = async (locale: string, file: string) =>
  ((await import(new URL(`${locale}/${file}`, CATALOGS).href)) as { default: DomainCatalog }).default;

const locales = readdirSync(CATALOGS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const englishDomains = domainFiles('en');
const byDomain = await Promise.all(
  locales.flatMap((locale) =>
    domainFiles(locale).map(async (file) => [locale, file, await load(locale, file), await load('en', file)] as const),
  ),
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
  it('finds the English catalog and its domains', () => {
    expect(locales).toContain('en');
    expect(englishDomains).toContain('outcome.ts');
  });

  it.each(locales)('%s has a file for every domain English has', (locale) => {
    expect(domainFiles(locale)).toEqual(englishDomains);
  });

  describe.each(byDomain)('%s/%s', (_locale, _file, catalog, english) => {
    it('has exactly the keys of English', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });
    it.each(Object.keys(english))('%s is valid ICU with the arguments English uses', (key) => {
      expect(namesOf(catalog[key]!)).toEqual(namesOf(english[key]!));
    });
  });

  it('the argument check catches a dropped or renamed parameter', () => {
    expect(namesOf('robots.txt answered {status}')).not.toEqual(namesOf('robots.txt answered {code}'));
    expect(namesOf('{n, plural, one {# day} other {# days}} since {when}')).toEqual(['n', 'when']);
    expect(() => parse('{error, select, timeout {late}}', { requiresOtherClause: true })).toThrow();
  });
});
