/**
 * The robots.txt the crawler matrix is tested on, in the unit test and in the
 * browser: a `*` group, Googlebot's own, GPTBot shut out, and a group that only
 * Coc Coc's reading picks (line numbers in the comments).
 */
export const MATRIX_ROBOTS = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  '', // 3
  'User-agent: Googlebot', // 4
  'Disallow: /drafts/', // 5
  '', // 6
  'User-agent: GPTBot', // 7
  'Disallow: /', // 8
  '', // 9
  'User-agent: coccocbot', // 10
  'Allow: /drafts/', // 11
].join('\n');
