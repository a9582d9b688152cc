/**
 * The typed, pasted or dropped list: one URL or path per line. Every line
 * gets a URL or a note naming its number; the text itself is never changed
 * (it is what the person wrote).
 */
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';

const LINE_BREAK = /\r\n|\r|\n/;

export function readUrlList(text: string, origin: string, limit = MAX_TEST_URLS): UrlReading {
  const collector = new UrlCollector(origin, limit);
  const lines = text.split(LINE_BREAK);
  // The line after a final line break is not a line the person wrote.
  const count = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  if (text === '') return collector.finish();
  for (let i = 0; i < count; i++) collector.add(lines[i]!, { kind: 'line', line: i + 1 }, 'list');
  return collector.finish();
}
