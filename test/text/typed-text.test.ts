/** A typed name or token that is not what it looks like: the fact core finds, and how the text layer says it. */
import { describe, expect, it } from 'vitest';
import { typedTextProblem } from '../../src/core/index.ts';
import { text } from '../../src/text/bundled.ts';
import { profileProblemText } from '../../src/text/profile-text.ts';

describe('typedTextProblem', () => {
  it.each([
    ['\nbot', { code: 'hidden', codePoint: 0x0a }],
    ['b\u200Bot', { code: 'hidden', codePoint: 0x200b }],
    ['bot\u202E', { code: 'hidden', codePoint: 0x202e }],
    [' bot', { code: 'edge-space' }],
    ['bot ', { code: 'edge-space' }],
    ['bot＝x', { code: 'lookalike', plain: 'bot=x' }],
    ['ｂｏｔ', { code: 'lookalike', plain: 'bot' }],
    ['bot', null],
    ['Bot-2_x', null],
  ])('%j', (text, problem) => {
    expect(typedTextProblem(text)).toEqual(problem);
  });
});

describe('the words', () => {
  it('name the character, the field and the plain form', () => {
    const say = (field: 'name' | 'token', typed: string) =>
      profileProblemText(text, { code: 'typed-text', field, text: typed, problem: typedTextProblem(typed)! });
    // The character is shown as an escape inside the quoted text, and named.
    expect(say('token', 'b\u200Bot')).toMatch(/^The token “.*b‹U\+200B›ot.*” contains U\+200B, a character that does not show/);
    expect(say('name', ' bot')).toMatch(/^The name “.+” starts or ends with a space: remove it\.$/);
    expect(say('token', 'ｂｏｔ')).toMatch(/uses full-width or other look-alike characters: type “.*bot.*” instead\.$/);
  });
});
