#!/usr/bin/env node
/**
 * The 20,000-check job done with robots-parser, for bench/cli-speed.ts: the
 * same work as `robots-lens batch` on lines `{"robotstxt_file", "url",
 * "useragent"}` (each file read and parsed once, each line answered with a
 * JSON line), in a process of its own so both sides pay their start-up.
 * Plain JavaScript: node runs it without tsx, as it runs our built command.
 *
 * An argument names another module with robots-parser's API to do the same
 * work with (bench/library-speed.ts passes the built library's drop-in,
 * dist-lib/robots-parser.js): the only change a robots-parser user makes.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const { default: robotsParser } = await import(process.argv[2] ?? 'robots-parser');

const parsed = new Map();
const out = [];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  if (line === '') continue;
  const { robotstxt_file: file, url, useragent } = JSON.parse(line);
  let robots = parsed.get(file);
  if (!robots) {
    robots = robotsParser('https://www.example-shop.com/robots.txt', readFileSync(file, 'utf8'));
    parsed.set(file, robots);
  }
  out.push(JSON.stringify({ allowed: robots.isAllowed(url, useragent) !== false }));
  if (out.length >= 1000) process.stdout.write(out.splice(0).join('\n') + '\n');
}
if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
