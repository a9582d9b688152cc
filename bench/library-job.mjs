#!/usr/bin/env node
/**
 * The 20,000-check job done through the library's robots-parser API
 * (dist-lib/robots-parser.js, built by `npm run build:lib`), for
 * bench/library-speed.ts: line for line the work of robots-parser-job.mjs,
 * with only the import changed, as a robots-parser user would change it.
 * Plain JavaScript: node runs it as a crawler runs the installed package.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import robotsParser from '../dist-lib/robots-parser.js';

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
