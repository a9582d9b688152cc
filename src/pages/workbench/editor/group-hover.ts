/**
 * Hovering a line of the draft says which crawlers read it: the crawler
 * profiles whose selected groups (core's group selection) contain that line.
 * The words come from the page (`describe`), so this stays language-free.
 */
import { hoverTooltip } from '@codemirror/view';

/** The sentence for a 1-based line, or null when the line is in no crawler's groups (or is no rule or user-agent line). */
export type LineDescriber = (line: number) => string | null;

export function groupHover(describe: LineDescriber) {
  return hoverTooltip((view, pos) => {
    const line = view.state.doc.lineAt(pos);
    const sentence = describe(line.number);
    if (sentence === null) return null;
    return {
      pos: line.from,
      end: line.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-group-hover';
        dom.setAttribute('data-testid', 'group-hover');
        dom.textContent = sentence;
        return { dom };
      },
    };
  });
}
