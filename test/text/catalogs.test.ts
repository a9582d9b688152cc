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

/** Every element of a message, depth first, through the options of plurals and selects and the children of tags. */
function* everyElement(elements: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const e of elements) {
    yield e;
    if (e.type === TYPE.select || e.type === TYPE.plural) for (const option of Object.values(e.options)) yield* everyElement(option.value);
    if (e.type === TYPE.tag) yield* everyElement(e.children);
  }
}

/** The argument names a message uses, through plurals, selects and tags. */
function argumentNames(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  for (const e of everyElement(elements)) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) names.add(e.value);
    if (e.type === TYPE.select || e.type === TYPE.plural || e.type === TYPE.tag) names.add(e.value);
  }
  return names;
}

const namesOf = (message: string) => [...argumentNames(parse(message, { requiresOtherClause: true }))].sort();

/** The plural categories a message's plurals use (`=0` and other exact matches aside). */
function pluralCategories(elements: readonly MessageFormatElement[]): Set<string> {
  const categories = new Set<string>();
  for (const e of everyElement(elements))
    if (e.type === TYPE.plural) for (const k of Object.keys(e.options)) if (!k.startsWith('=')) categories.add(k);
  return categories;
}

/** A value for each argument, each select taking every one of its options in turn over `round`. */
function sampleValues(elements: readonly MessageFormatElement[], round: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const e of everyElement(elements)) {
    if (e.type === TYPE.argument) values[e.value] = `«${e.value}»`;
    if (e.type === TYPE.number || e.type === TYPE.plural) values[e.value] = [0, 1, 2, 5, 21][round % 5];
    if (e.type === TYPE.date || e.type === TYPE.time) values[e.value] = Date.UTC(2026, 10, 3);
    if (e.type === TYPE.select) {
      const keys = Object.keys(e.options);
      values[e.value] = keys[round % keys.length];
    }
  }
  return values;
}

/** The date and time skeletons a message uses (`{d, date, ::yMMMd}` → "yMMMd"). */
function dateSkeletons(elements: readonly MessageFormatElement[]): string[] {
  const skeletons: string[] = [];
  for (const e of everyElement(elements))
    if ((e.type === TYPE.date || e.type === TYPE.time) && e.style && typeof e.style === 'object') skeletons.push(e.style.pattern);
  return skeletons;
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

describe('the options page’s language section', () => {
  it('its select’s label is not its heading said again, in every language', async () => {
    const { bundledCatalog } = await import('../../src/text/every-catalog.ts');
    for (const locale of ['en', 'vi', 'tr', 'hi', 'th'] as const) {
      const catalog = bundledCatalog(locale) as unknown as Record<string, unknown>;
      expect(catalog['locale.label'], locale).not.toEqual(catalog['locale.heading']);
    }
  });
});
