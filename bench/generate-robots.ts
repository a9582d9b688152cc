/**
 * A large, realistic robots.txt, generated deterministically: a `*` group of
 * 13,000 rules and a `googlebot` group of 1,800, about 500 KiB in all. Paths
 * look like a big shop's: shared prefixes (/products/, /search?, /user/ with a `*` then /settings),
 * mixed allow and disallow, some `*` and `$`. The generator also returns the
 * groups as data, so the reference matcher can check verdicts without our parser.
 */
import { Prng } from './prng.ts';

export interface GeneratedRule {
  allow: boolean;
  pattern: string;
  line: number;
}

export interface GeneratedGroup {
  /** Lower-case product tokens, or `*`. */
  agents: string[];
  rules: GeneratedRule[];
}

export interface GeneratedRobots {
  text: string;
  groups: GeneratedGroup[];
}

// biome-ignore format: a word list reads best packed, not one word a line
export const WORDS = [
  'red', 'blue', 'green', 'black', 'white', 'classic', 'slim', 'wide', 'kids', 'women', 'men', 'sale', 'new', 'outlet', 'eco',
  'winter', 'summer', 'travel', 'sport', 'office', 'garden', 'kitchen', 'bath', 'light', 'dark', 'mini', 'max', 'pro', 'lite',
  'cotton', 'wool', 'leather', 'steel', 'wood', 'glass', 'paper', 'organic', 'vintage', 'smart', 'basic', 'premium', 'gift',
  'shoes', 'boots', 'shirts', 'jackets', 'lamps', 'chairs', 'tables', 'phones', 'cables', 'books', 'toys', 'games', 'bags',
  'watches', 'rings', 'socks', 'hats', 'pens', 'mugs', 'plates', 'knives', 'tents', 'bikes', 'helmets', 'gloves', 'scarves',
] as const;

// biome-ignore format: packed like WORDS
export const CATEGORIES = [
  'apparel', 'footwear', 'home', 'electronics', 'outdoor', 'beauty', 'toys', 'books', 'sports', 'garden', 'office', 'jewelry',
  'kitchen', 'pets', 'auto', 'music', 'health', 'baby', 'tools', 'grocery',
] as const;

export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'ja', 'vi', 'tr', 'pt-br'] as const;
export const EXTENSIONS = ['pdf', 'doc', 'xls', 'zip', 'json', 'xml', 'csv', 'php', 'asp', 'cgi'] as const;
export const PARAMS = [
  'sessionid',
  'sid',
  'ref',
  'utm_source',
  'sort',
  'order',
  'filter',
  'page',
  'view',
  'color',
  'size',
  'lang',
] as const;

function slug(rng: Prng): string {
  const two = `${rng.pick(WORDS)}-${rng.pick(WORDS)}`;
  return rng.chance(0.5) ? `${two}-${rng.pick(WORDS)}` : two;
}

/** One rule path, drawn from the shapes a large site's robots.txt has. */
export function rulePath(rng: Prng): string {
  const n = rng.int(100);
  if (n < 28) {
    const base = `/products/${rng.pick(CATEGORIES)}/${slug(rng)}`;
    const r = rng.int(4);
    return r === 0 ? `${base}-${rng.int(1000)}` : r === 1 ? `${base}/` : r === 2 ? `${base}-${rng.int(100)}.html$` : base;
  }
  if (n < 38) {
    const r = rng.int(4);
    if (r === 0) return `/search?q=${rng.pick(WORDS)}`;
    if (r === 1) return `/search?*${rng.pick(PARAMS)}=${rng.pick(WORDS)}`;
    if (r === 2) return `/search/${rng.pick(CATEGORIES)}?${rng.pick(PARAMS)}=`;
    return `/search?q=${rng.pick(WORDS)}&${rng.pick(PARAMS)}=*`;
  }
  if (n < 46) {
    const r = rng.int(3);
    if (r === 0) return `/user/*/${rng.pick(['settings', 'orders', 'wishlist', 'messages', 'addresses'])}`;
    if (r === 1) return `/user/${rng.pick(WORDS)}${rng.int(10000)}/private`;
    return `/account/${rng.pick(['settings', 'orders', 'billing', 'security'])}/${rng.pick(WORDS)}`;
  }
  // Rules starting with "/*" (6% of all, as in the corpus: 6,179 of 97,811 rules) must be tried for every URL.
  if (n < 52)
    return `${rng.chance(0.6) ? '/*' : `/${rng.pick(CATEGORIES)}/`}?${rng.pick(PARAMS)}=${rng.chance(0.5) ? rng.pick(WORDS) : ''}`;
  if (n < 56) return `${rng.chance(0.6) ? '/*' : `/downloads/${rng.pick(WORDS)}/*`}.${rng.pick(EXTENSIONS)}$`;
  if (n < 66) return `/blog/${2010 + rng.int(15)}/${String(1 + rng.int(12)).padStart(2, '0')}/${slug(rng)}`;
  if (n < 72) return `/api/v${1 + rng.int(4)}/${rng.pick(WORDS)}/${rng.chance(0.3) ? '*' : ''}`;
  if (n < 76) return `/static/${rng.pick(WORDS)}/*.${rng.pick(['js', 'css', 'map'])}$`;
  if (n < 88) return `/${rng.pick(LOCALES)}/${rng.pick(CATEGORIES)}/${slug(rng)}`;
  if (n < 93) return `/tag/${slug(rng)}`;
  if (n < 97) return `/cart/${rng.pick(WORDS)}${rng.chance(0.5) ? '/*' : ''}`;
  return `/checkout/${rng.pick(['step', 'confirm', 'pay'])}${rng.int(5)}*`;
}

export interface RobotsShape {
  seed: number;
  globalRules: number;
  crawlerToken: string;
  crawlerRules: number;
}

export const DEFAULT_SHAPE: RobotsShape = { seed: 20_240_101, globalRules: 13_000, crawlerToken: 'googlebot', crawlerRules: 1_800 };

export function generateRobots(shape: RobotsShape = DEFAULT_SHAPE): GeneratedRobots {
  const rng = new Prng(shape.seed);
  const lines: string[] = [];
  const groups: GeneratedGroup[] = [];
  const add = (text: string) => lines.push(text);

  add('# Generated for benchmarks: a large shop with a long history of rules.');
  add('');
  const addGroup = (agentLine: string, token: string, count: number) => {
    const group: GeneratedGroup = { agents: [token], rules: [] };
    add(agentLine);
    for (let i = 0; i < count; i++) {
      if (i > 0 && i % 500 === 0)
        add(
          `# ${2012 + ((i / 500) % 13)}-${String(1 + ((i / 500) % 12)).padStart(2, '0')}: rules added for the catalogue migration, see ticket SHOP-${1000 + i}`,
        );
      const allow = rng.chance(0.3);
      const pattern = rulePath(rng);
      add(`${allow ? 'Allow' : 'Disallow'}: ${pattern}`);
      group.rules.push({ allow, pattern, line: lines.length });
    }
    add('');
    groups.push(group);
  };
  addGroup('User-agent: *', '*', shape.globalRules);
  addGroup(`User-agent: ${shape.crawlerToken[0]!.toUpperCase()}${shape.crawlerToken.slice(1)}`, shape.crawlerToken, shape.crawlerRules);
  add('Sitemap: https://www.example-shop.com/sitemap.xml');
  return { text: lines.join('\n') + '\n', groups };
}

/** A URL that some rule is likely to match: a rule's path with its `*` filled in and a tail added. */
function urlFromRule(rng: Prng, pattern: string): string {
  let path = pattern.replace(/\*/g, () => (rng.chance(0.5) ? '' : rng.pick(WORDS)));
  if (path.endsWith('$')) path = path.slice(0, -1);
  else if (rng.chance(0.6)) {
    path += rng.pick(['', '/', '-2', '/index.html', `${path.includes('?') ? '&' : '?'}page=${rng.int(20)}`, `/${rng.pick(WORDS)}`]);
  }
  return path;
}

/** 10,000 realistic URLs: half built from the file's rules (likely matches), half from the same site's shapes. */
export function generateUrls(robots: GeneratedRobots, count = 10_000, seed = 77): string[] {
  const rng = new Prng(seed);
  const rules = robots.groups.flatMap((g) => g.rules);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    let path: string;
    if (rng.chance(0.5)) path = urlFromRule(rng, rng.pick(rules).pattern);
    else path = urlFromRule(rng, rulePath(rng));
    if (!path.startsWith('/')) path = `/${path}`;
    urls.push(`https://www.example-shop.com${path}`);
  }
  return urls;
}
