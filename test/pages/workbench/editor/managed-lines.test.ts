/** The workbench editor marks the lines a CDN wrote, found as core finds them. */
import { Text } from '@codemirror/state';
import { expect, it } from 'vitest';
import { parseRobotsTxt, utf8Bytes } from '../../../../src/core/index.ts';
import { managedRanges } from '../../../../src/pages/workbench/editor/managed-lines.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../../../fixtures/cloudflare-managed-robots.ts';

it('finds the same blocks as core, closed or not', () => {
  const lines = CLOUDFLARE_MANAGED_ROBOTS.split('\n');
  expect(managedRanges(Text.of(lines))).toEqual([[8, 38]]);
  const core = parseRobotsTxt(utf8Bytes(CLOUDFLARE_MANAGED_ROBOTS)).managedBlocks.map((b) => [b.startLine, b.endLine]);
  expect(managedRanges(Text.of(lines))).toEqual(core);
  expect(managedRanges(Text.of(['User-agent: *', '# BEGIN Cloudflare Managed content', 'Allow: /']))).toEqual([[2, 3]]);
  expect(managedRanges(Text.of(['User-agent: *', 'Disallow: /']))).toEqual([]);
});
