/**
 * A component that renders again only when a prop changed (shallow), what
 * React's memo does; preact/compat has one, but importing compat changes
 * Preact's behaviour page-wide. Scrolling a virtualised grid then renders only
 * the rows that came into view, not every row on screen again.
 */
import { Component, type ComponentChild, type FunctionComponent } from 'preact';

export function memoComponent<P extends object>(render: (props: P) => ComponentChild): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const now = this.props as Record<string, unknown>;
      const then = next as Record<string, unknown>;
      for (const key in then) if (now[key] !== then[key]) return true;
      for (const key in now) if (!(key in then)) return true;
      return false;
    }
    override render(props: P): ComponentChild {
      return render(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
