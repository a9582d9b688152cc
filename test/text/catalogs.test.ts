/**
 * Every catalog is valid ICU MessageFormat and names the same arguments as
 * English for each key, so a locale can neither drop nor rename a parameter
 * (the type check already refuses a missing key).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

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

/** The plural categories a message's plurals use (`=0` and other exact matches aside). */
function pluralCategories(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.plural) for (const k of Object.keys(e.options)) if (!k.startsWith('=')) into.add(k);
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const option of Object.values(e.options)) pluralCategories(option.value, into);
    if (e.type === TYPE.tag) pluralCategories(e.children, into);
  }
  return into;
}

/** A value for each argument, each select taking every one of its options in turn over `round`. */
function sampleValues(elements: readonly MessageFormatElement[], round: number, into: Record<string, unknown> = {}) {
  for (const e of elements) {
    if (e.type === TYPE.argument) into[e.value] = `«${e.value}»`;
    if (e.type === TYPE.number || e.type === TYPE.plural) into[e.value] = [0, 1, 2, 5, 21][round % 5];
    if (e.type === TYPE.date || e.type === TYPE.time) into[e.value] = Date.UTC(2026, 10, 3);
    if (e.type === TYPE.select) {
      const keys = Object.keys(e.options);
      into[e.value] = keys[round % keys.length];
    }
    if (e.type === TYPE.select || e.type === TYPE.plural)
      for (const option of Object.values(e.options)) sampleValues(option.value, round, into);
    if (e.type === TYPE.tag) sampleValues(e.children, round, into);
  }
  return into;
}

/** The date and time skeletons a message uses (`{d, date, ::yMMMd}` → "yMMMd"), through plurals, selects and tags. */
function dateSkeletons(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  for (const e of elements) {
    if ((e.type === TYPE.date || e.type === TYPE.time) && e.style && typeof e.style === 'object') into.push(e.style.pattern);
    if (e.type === TYPE.select || e.type === TYPE.plural) for (const option of Object.values(e.options)) dateSkeletons(option.value, into);
    if (e.type === TYPE.tag) dateSkeletons(e.children, into);
  }
  return into;
}

describe('catalogs', () => {
  it('finds the English catalog and its domains', () => {
    expect(locales).toContain('en');
    expect(englishDomains).toContain('outcome.ts');
  });

  it.each(locales)('%s has a file for every domain English has', (locale) => {
    expect(domainFiles(locale)).toEqual(englishDomains);
  });

  describe.each(byDomain)('%s/%s', (locale, _file, catalog, english) => {
    it('has exactly the keys of English', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });
    it.each(Object.keys(english))('%s is valid ICU with the arguments English uses', (key) => {
      expect(namesOf(catalog[key]!)).toEqual(namesOf(english[key]!));
    });
    // formatjs's skeleton parser drops the locale-preferred hour letters (j, J, C): "::yMMMdjms" printed
    // "Nov 23, 2026, 33:36", minutes and seconds without the hour. Ask for `{d, time, medium}` instead.
    it('uses no date skeleton letter that formatjs ignores', () => {
      for (const message of Object.values(catalog))
        for (const skeleton of dateSkeletons(parse(message))) expect(skeleton, message).not.toMatch(/[jJC]/);
    });
    it("uses only the plural categories of the locale's language", () => {
      const own = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const message of Object.values(catalog))
        for (const category of pluralCategories(parse(message))) expect(own, message).toContain(category);
    });
    it('renders every message in its locale, through every select option', () => {
      for (const message of Object.values(catalog)) {
        const tree = parse(message);
        for (let round = 0; round < 8; round++) {
          const out = new IntlMessageFormat(message, locale).format(sampleValues(tree, round));
          expect(String(out)).not.toMatch(/[{}]/);
        }
      }
    });
  });

  it('the argument check catches a dropped or renamed parameter', () => {
    expect(namesOf('robots.txt answered {status}')).not.toEqual(namesOf('robots.txt answered {code}'));
    expect(namesOf('{n, plural, one {# day} other {# days}} since {when}')).toEqual(['n', 'when']);
    expect(() => parse('{error, select, timeout {late}}', { requiresOtherClause: true })).toThrow();
  });
});
