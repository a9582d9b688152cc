/**
 * Whether anything overflows sideways at the popup's width: the body and
 * each panel must not scroll horizontally, and no element may reach past the
 * viewport (except inside a box that scrolls or clips on purpose, like the
 * robots.txt view). Runs in the page; returns one line per problem.
 */
export function sidewaysOverflowInPage(): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
  };
  const width = document.documentElement.clientWidth;
  // A box that scrolls sideways on purpose (the robots.txt view: long lines are not wrapped) is not a panel overflowing.
  const scrollsOnPurpose = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  const panels = [...document.querySelectorAll('.panel, section, main, header')].filter((el) => !scrollsOnPurpose(el));
  for (const el of [document.documentElement, document.body, ...panels]) {
    // A one-pixel difference is the rounding of fractional widths.
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
  }
  const clipsOnPurpose = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (p === document.body) return false;
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1 || clipsOnPurpose(el)) continue;
    problems.push(
      `${describe(el)} reaches ${Math.round(box.right)} px, past the ${width} px viewport: ${JSON.stringify((el.textContent ?? '').slice(0, 80))}`,
    );
  }
  return problems;
}
