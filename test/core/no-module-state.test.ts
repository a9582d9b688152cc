/**
 * The engine keeps no state between calls that a caller could trip over: a
 * result is the caller's own (no shared scratch object that the next call
 * overwrites), and nothing in a module holds on to a model once its caller
 * let go of it (a raw token's profile or a preset profile must not keep the
 * last model it was used with alive).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  decide,
  decideVerdict,
  evaluate,
  findProfile,
  parseRobotsTxt,
  utf8Bytes,
  type CrawlerProfile,
  type RobotsTxt,
} from '../../src/core/index.ts';
import { judge } from '../../src/core/evaluate.ts';
import { selectGroups } from '../../src/core/group-selection.ts';

const googlebot = findProfile('googlebot') as CrawlerProfile;

describe('results are the caller’s own', () => {
  it('a judgement keeps its best matches when the next path is judged', () => {
    const model = parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /private\nAllow: /private/open\n'));
    const selection = selectGroups(model, ['googlebot'], 'google', false);
    const first = judge(selection, '/private/x');
    const kept = { ...first.best };
    const second = judge(selection, '/private/open/y');
    expect(second.best).toEqual({ allowPriority: 13, allowLine: 3, disallowPriority: 8, disallowLine: 2 });
    expect(first.best).toEqual(kept);
    expect(first.best).toEqual({ allowPriority: -1, allowLine: 0, disallowPriority: 8, disallowLine: 2 });
  });
});

/** V8's collector, switched on for this process (vitest runs without --expose-gc). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** A model used with `use`, then dropped: is it still alive after a full collection? */
async function survives(use: (model: RobotsTxt) => void): Promise<boolean> {
  const gc = collector();
  const ref = (() => {
    const model = parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /private\n'));
    use(model);
    return new WeakRef(model);
  })();
  // Let the microtask queue and V8's handles of this turn go first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 3; i++) gc();
  return ref.deref() !== undefined;
}

describe('nothing keeps a dropped model alive', () => {
  it.each([
    ['decide() with a raw token', (m: RobotsTxt) => decide(m, 'https://e.com/private', 'SomeBot')],
    ['evaluate() with a raw token', (m: RobotsTxt) => evaluate(m, 'https://e.com/private', 'OtherBot')],
    ['decide() with a preset profile', (m: RobotsTxt) => decide(m, 'https://e.com/private', googlebot)],
    ['decideVerdict() with a preset profile', (m: RobotsTxt) => decideVerdict(m, 'https://e.com/private', googlebot)],
  ])('%s', async (_name, use) => {
    expect(await survives((m) => void use(m))).toBe(false);
  });
});
