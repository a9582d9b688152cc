/** GitHub annotations, JUnit XML and the expectations file, on their own: escaping and every way a line can be wrong. */
import { describe, expect, it } from 'vitest';
import { annotationLine, junitReport, xmlText } from '../../src/cli/ci-formats.ts';
import { parseExpectations } from '../../src/cli/expectations.ts';

describe('annotationLine', () => {
  it('escapes what would end a property or the message, and keeps one line', () => {
    const line = annotationLine({
      level: 'error',
      file: 'site,a:b/robots.txt',
      line: 3,
      title: 'x: y, z',
      message: '100% sure\r\nnext::error::x',
    });
    expect(line).toBe('::error file=site%2Ca%3Ab/robots.txt,line=3,title=x%3A y%2C z::100%25 sure\\r\\nnext::error::x\n');
    expect(line.split('\n')).toHaveLength(2);
  });

  it('names no line for the file as a whole', () => {
    expect(annotationLine({ level: 'notice', file: 'robots.txt', line: 0, title: 't', message: 'm' })).toBe(
      '::notice file=robots.txt,title=t::m\n',
    );
  });
});

describe('JUnit XML', () => {
  it('escapes markup and what XML cannot carry', () => {
    expect(xmlText('a<b & "c" \'d\'')).toBe('a&lt;b &amp; &quot;c&quot; &apos;d&apos;');
    // A lone surrogate is shown as an escape (terminalText); a noncharacter XML forbids is replaced.
    expect(xmlText('lone \uD800 and \uFFFE')).toBe('lone \\u{D800} and \uFFFD');
    expect(xmlText('bidi \u202E')).toBe('bidi \\u{202E}');
  });

  it('counts the cases and the failures', () => {
    const xml = junitReport('suite', [
      { classname: 'Googlebot', name: 'https://e.test/', failure: null },
      { classname: 'GPTBot', name: 'https://e.test/', failure: { message: 'm', detail: 'd' } },
    ]);
    expect(xml).toContain('<testsuites name="suite" tests="2" failures="1" errors="0">');
    expect(xml).toContain('<testcase classname="Googlebot" name="https://e.test/"/>');
    expect(xml).toContain('<failure message="m">d</failure>');
  });
});

describe('the expectations file', () => {
  it('plain text: comments, blank lines, CRLF, crawler lists and the default crawler', () => {
    const found = parseExpectations(
      '# head\r\n\r\nALLOW https://e.test/a  Googlebot, bingbot # tail\r\ndisallow https://e.test/b\r\n',
      'x.txt',
    );
    expect(found.map((e) => [e.line, e.expected, e.url, e.crawler.name])).toEqual([
      [3, 'allow', 'https://e.test/a', 'Googlebot'],
      [3, 'allow', 'https://e.test/a', 'Bingbot'],
      [4, 'disallow', 'https://e.test/b', 'Googlebot'],
    ]);
  });

  it.each([
    ['maybe https://e.test/', 'expectations line 1: “maybe” is neither allow nor disallow'],
    ['allow', 'expectations line 1: missing the URL after allow or disallow'],
    ['allow /relative Googlebot', 'expectations line 1: “/relative” is not an http or https URL with a host'],
    ['allow ftp://e.test/ Googlebot', 'expectations line 1: “ftp://e.test/” is not an http or https URL with a host'],
  ])('plain text %j is refused, naming its line', (text, message) => {
    expect(() => parseExpectations(text, 'x.txt')).toThrow(message);
  });

  it('YAML: the line of each crawler name; aliases, unknown keys and other shapes are refused', () => {
    const found = parseExpectations('- url: https://e.test/a\n  disallow:\n    - GPTBot\n    - CCBot\n', 'x.yml');
    expect(found.map((e) => [e.line, e.crawler.name])).toEqual([
      [3, 'GPTBot'],
      [4, 'CCBot'],
    ]);
    expect(() =>
      parseExpectations('- url: https://e.test/a\n  allow: &x Googlebot\n- url: https://e.test/b\n  allow: *x\n', 'x.yaml'),
    ).toThrow('expectations line 4: expected a list of items');
    expect(() => parseExpectations('url: https://e.test/a\n', 'x.yaml')).toThrow('expectations line 1: expected a list of items');
    expect(() => parseExpectations('- url: https://e.test/a\n  allow: Googlebot\n  color: red\n', 'x.yaml')).toThrow('expectations line 3');
    expect(() => parseExpectations('- [unclosed\n', 'x.yaml')).toThrow(/^expectations line \d+: not valid YAML/);
    expect(parseExpectations('', 'x.yaml')).toEqual([]);
  });
});
