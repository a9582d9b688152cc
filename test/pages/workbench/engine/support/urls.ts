/**
 * Test URLs for a robots.txt: paths from its own rules (wildcards filled in,
 * `$` dropped, tails added), random paths, query strings, percent-encoding
 * and non-ASCII text, deterministic for a given seed text.
 */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function urlsForRules(robots: string, count: number, seed: string, origin = 'https://example.com'): string[] {
  let s = seedOf(seed) || 1;
  const rand = (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
  const rulePaths = [...robots.matchAll(/^[ \t]*(?:dis)?allow[ \t]*:?[ \t]*(\S*)/gim)].map((m) => m[1]!);
  const words = ['a', 'index.html', 'x', 'search', 'page', '%2F', '%e2%82%ac', 'é', '日本', 'admin', 'wp-admin', ''];
  const tails = ['', '/', 'x', '/index.html', '?q=1', '?sort=asc&page=2', '#top', '%20y', ';jsessionid=1'];
  const urls = new Set<string>([`${origin}/`, `${origin}/index.html`, `${origin}/search?q=1`]);
  for (let k = 0; urls.size < count && k < count * 4; k++) {
    const kind = rand(3);
    let path: string;
    if (kind < 2 && rulePaths.length > 0) {
      path = rulePaths[rand(rulePaths.length)]!.replace(/\$$/, '').replace(/\*/g, () => words[rand(words.length)]!);
      if (!path.startsWith('/')) path = `/${path}`;
    } else {
      path = `/${words[rand(words.length)]}/${words[rand(words.length)]}`;
    }
    urls.add(`${origin}${path}${tails[rand(tails.length)]}`);
  }
  return [...urls];
}
