// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, test } from 'vitest';
import { memoComponent } from '../../../../src/pages/workbench/results/memo-component.ts';

test('a memo component renders again only when one of its props changed', async () => {
  let renders = 0;
  const Row = memoComponent(({ label, n }: { label: string; n: number }) => {
    renders++;
    return (
      <p>
        {label} {n}
      </p>
    );
  });
  const host = document.createElement('div');
  await act(() => render(<Row label="a" n={1} />, host));
  await act(() => render(<Row label="a" n={1} />, host));
  expect(renders).toBe(1);
  await act(() => render(<Row label="a" n={2} />, host));
  expect(renders).toBe(2);
  expect(host.textContent).toBe('a 2');
  await act(() => render(null, host));
});
