import { describe, expect, test } from 'vitest';
import { latestAnswer, latestAnswerPer } from '../../src/shared/latest-answer.ts';

describe('latestAnswer', () => {
  test('an ask stays current until the next one begins', () => {
    const load = latestAnswer();
    const first = load.ask();
    expect(first.current).toBe(true);
    const second = load.ask();
    expect(first.current).toBe(false);
    expect(second.current).toBe(true);
  });

  test('an older answer arriving last is not written over the newer one', async () => {
    const load = latestAnswer();
    const written: string[] = [];
    const answer = async (value: string, ms: number) => {
      const ask = load.ask();
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (ask.current) written.push(value);
    };
    await Promise.all([answer('old', 20), answer('new', 1)]);
    expect(written).toEqual(['new']);
  });
});

describe('latestAnswerPer', () => {
  test('asking for one key leaves the other keys current', () => {
    const tabs = latestAnswerPer<number>();
    const one = tabs.ask(1);
    const two = tabs.ask(2);
    const oneAgain = tabs.ask(1);
    expect(one.current).toBe(false);
    expect(two.current).toBe(true);
    expect(oneAgain.current).toBe(true);
  });

  test('a forgotten key has no current ask, and asking again starts afresh', () => {
    const tabs = latestAnswerPer<number>();
    const ask = tabs.ask(7);
    tabs.forget(7);
    expect(ask.current).toBe(false);
    const again = tabs.ask(7);
    expect(ask.current).toBe(false);
    expect(again.current).toBe(true);
  });
});
