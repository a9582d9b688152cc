/**
 * Rendering the results' components into happy-dom. happy-dom lays nothing
 * out, so the grids' scroll boxes get what a browser gives them: a height
 * (CSS's), a content height that bounds scrolling, and a scroll event when a
 * script scrolls them, for the virtualiser to measure and follow.
 */
import type { ComponentChild } from 'preact';
import { render } from 'preact';
import { act } from 'preact/test-utils';

export const VIEWPORT = 400;

export function layOutGrids(): () => void {
  const proto = HTMLElement.prototype;
  const before = ['clientHeight', 'scrollHeight'].map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('wbr-grid') ? VIEWPORT : 0;
    },
  });
  // The content's height, which bounds scrolling: the header row plus the row group's height.
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.classList.contains('wbr-grid')) return 0;
      const body = this.querySelector<HTMLElement>('.wbr-body');
      return Number.parseFloat(body?.style.height ?? '0') + (body?.offsetTop ?? 0) + 200;
    },
  });
  // A browser tells the page that a script scrolled an element (a scroll event); happy-dom does not.
  const scrollTo = proto.scrollTo;
  proto.scrollTo = function (this: HTMLElement, ...args: Parameters<HTMLElement['scrollTo']>) {
    scrollTo.apply(this, args);
    setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
  } as HTMLElement['scrollTo'];
  return () => {
    for (const [name, descriptor] of before) if (descriptor) Object.defineProperty(proto, name, descriptor);
    proto.scrollTo = scrollTo;
  };
}

export async function mount(node: ComponentChild): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(() => render(node, host));
  return host;
}

export async function unmount(host: HTMLElement): Promise<void> {
  await act(() => render(null, host));
  host.remove();
}

/** Lets the virtualiser's scroll handling and the signals settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

export async function key(target: Element, keyName: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }));
  });
}

export async function click(target: Element, init: MouseEventInit = {}): Promise<void> {
  await act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  });
}
