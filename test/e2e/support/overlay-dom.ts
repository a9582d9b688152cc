/**
 * The on-page overlay as the page shows it, read over the DevTools protocol:
 * its shadow root is closed, so neither the page's scripts nor Playwright's
 * locators reach it, but DOM.getDocument with `pierce` does (the browser's
 * own view of the DOM). Also how to open a site page as a person does and
 * find its tab id, and how to switch the overlay from the popup.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { ExtensionHarness } from './extension.ts';

interface CdpNode {
  nodeId: number;
  nodeName: string;
  nodeType: number;
  nodeValue?: string;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

export interface OverlayBox {
  /** 'disallowed', 'unreachable' or 'rel-only'. */
  kind: string;
  url: string;
  /** The text of the link's label, where one is drawn ('' where there was no room for it). */
  badge: string;
  /** Left, top, width, height in CSS pixels of the viewport (from the box's style). */
  rect: [number, number, number, number];
}

export interface OverlayView {
  /** How many host elements the page holds (0 when off; never 2). */
  hosts: number;
  shadowMode: string | null;
  boxes: OverlayBox[];
  tip: { shown: boolean; text: string; ours: string };
  legend: string;
  /**
   * The legend's counts (disallowed, disallowed for now, rel, both) as shown, empty before the overlay
   * first counted, and its status line ("Reading…" while verdicts are still coming; '' once all are in).
   */
  counts: string[];
  status: string;
  /** The legend and the tooltip without the site's text: the words that must be in the person's language. */
  ours: string;
  /** node ids for computed-style checks: the host and the legend. */
  hostNodeId: number | null;
  legendNodeId: number | null;
}

const attrs = (n: CdpNode): Record<string, string> => {
  const out: Record<string, string> = {};
  const a = n.attributes ?? [];
  for (let i = 0; i + 1 < a.length; i += 2) out[a[i]!] = a[i + 1]!;
  return out;
};

/** The text of a node; with `oursOnly`, the site's text (rules, URLs: `.site-text`) left out. */
function textOf(n: CdpNode, oursOnly = false): string {
  if (n.nodeType === 3) return n.nodeValue ?? '';
  if (oursOnly && (attrs(n).class ?? '').split(' ').includes('site-text')) return ' ';
  const own = (n.children ?? []).map((c) => textOf(c, oursOnly));
  // Paragraphs and list items read as lines.
  return ['P', 'LI', 'HEADER'].includes(n.nodeName) ? `${own.join('')}\n` : own.join('');
}

function* walk(n: CdpNode): Generator<CdpNode> {
  yield n;
  for (const c of n.shadowRoots ?? []) yield* walk(c);
  for (const c of n.children ?? []) yield* walk(c);
}

const px = (style: string, prop: string) => Number(new RegExp(`(?:^|[; ])${prop}: (-?[\\d.]+)px`).exec(style)?.[1] ?? Number.NaN);

export async function cdpFor(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

export async function readOverlay(cdp: CDPSession): Promise<OverlayView> {
  // Only the host's subtree is described (a 100,000-link page's whole DOM would take seconds to serialize).
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: CdpNode };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'robots-lens-overlay' })) as {
    nodeIds: number[];
  };
  const view: OverlayView = {
    hosts: nodeIds.length,
    shadowMode: null,
    boxes: [],
    tip: { shown: false, text: '', ours: '' },
    legend: '',
    counts: [],
    status: '',
    ours: '',
    hostNodeId: null,
    legendNodeId: null,
  };
  const hostId = nodeIds[0];
  if (hostId === undefined) return view;
  view.hostNodeId = hostId;
  const { node: host } = (await cdp.send('DOM.describeNode', { nodeId: hostId, depth: -1, pierce: true })) as {
    node: CdpNode & { backendNodeId: number };
  };
  const shadow = host.shadowRoots?.[0];
  view.shadowMode = (shadow as { shadowRootType?: string } | undefined)?.shadowRootType ?? null;
  let legendBackendId: number | null = null;
  const flags = new Map<string, string>();
  // The marks are placed in a container the overlay moves with the page's scroll (one transform): added back here.
  let shift: [number, number] = [0, 0];
  for (const n of shadow ? walk(shadow) : []) {
    const a = attrs(n);
    const classes = (a.class ?? '').split(' ');
    if (classes.includes('marks')) {
      const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(a.style ?? '');
      if (m) shift = [Number(m[1]), Number(m[2])];
    }
    if (classes.includes('flag') && !('hidden' in a)) flags.set(a['data-url'] ?? '', textOf(n));
    if (classes.includes('box') && !('hidden' in a)) {
      const [left, top] = [px(a.style ?? '', 'left') + shift[0], px(a.style ?? '', 'top') + shift[1]];
      view.boxes.push({
        kind: classes.find((c) => c !== 'box') ?? '',
        url: a['data-url'] ?? '',
        badge: textOf(n),
        rect: [left, top, px(a.style ?? '', 'width'), px(a.style ?? '', 'height')],
      });
    } else if (classes.includes('tip')) {
      view.tip = { shown: !('hidden' in a), text: textOf(n).trim(), ours: textOf(n, true).trim() };
    } else if (classes.includes('legend')) {
      view.legend = textOf(n).trim();
      view.ours = textOf(n, true).trim();
      legendBackendId = (n as CdpNode & { backendNodeId: number }).backendNodeId;
    } else if (classes.includes('count')) {
      view.counts.push(textOf(n).trim());
    } else if (a.role === 'status') {
      view.status = textOf(n).trim();
    }
  }
  // A box's label is drawn beside it, not inside it: matched by the link's URL.
  for (const box of view.boxes) box.badge = flags.get(box.url) ?? '';
  if (legendBackendId !== null) {
    const pushed = (await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [legendBackendId] })) as { nodeIds: number[] };
    view.legendNodeId = pushed.nodeIds[0] ?? null;
  }
  return view;
}

/**
 * Every verdict is in and shown: the legend has counted (its counts are
 * filled) and says no more "Reading…". Its status line alone is not enough:
 * it is empty too before the overlay has asked for anything.
 */
export const verdictsShown = (v: OverlayView): boolean =>
  v.hosts === 1 && v.counts.length > 0 && v.counts.every((c) => c !== '') && v.status === '';

/** One computed style property of a node (by its id from readOverlay). */
export async function computedStyle(cdp: CDPSession, nodeId: number, property: string): Promise<string | undefined> {
  const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId })) as {
    computedStyle: { name: string; value: string }[];
  };
  return computedStyle.find((p) => p.name === property)?.value;
}

/** Polls readOverlay until `ready` holds (or 15 s pass, then the last reading goes to the assertion). */
export async function waitForOverlay(cdp: CDPSession, ready: (view: OverlayView) => boolean, timeoutMs = 15_000): Promise<OverlayView> {
  const end = Date.now() + timeoutMs;
  let view = await readOverlay(cdp);
  while (!ready(view) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    view = await readOverlay(cdp);
  }
  return view;
}

/** Opens `url` in a new tab as a person would, and finds its tab id through the worker. */
export async function openSitePage(ext: ExtensionHarness, url: string, timeout = 30_000): Promise<{ page: Page; tabId: number }> {
  const page = await ext.context.newPage();
  await page.goto(url, { timeout });
  const worker = await ext.worker();
  // The newest tab showing it: an earlier test may have left another tab on the same address.
  const tabId = await worker.evaluate(
    async (url) => Math.max(-1, ...(await chrome.tabs.query({})).filter((t) => t.url === url).map((t) => t.id ?? -1)),
    page.url(),
  );
  if (tabId < 0) throw new Error(`no tab shows ${url}`);
  return { page, tabId };
}

/** The popup's "Show on page" switch, clicked, and its state once the worker answered. */
export async function switchOverlay(popup: Page, on: boolean, timeout = 15_000): Promise<string | null> {
  const input = popup.locator('[data-testid="overlay-switch"] input[role="switch"]');
  if ((await input.isChecked()) !== on) await input.click();
  await popup.waitForSelector(`[data-testid="overlay-switch"][data-state="${on ? 'on' : 'off'}"]`, { timeout });
  return popup.locator('[data-testid="overlay-switch"]').getAttribute('data-state');
}

/** Clicks the legend's "Turn off" button as a person does (its shadow root is closed: found over DevTools, clicked with the mouse). */
export async function clickLegendButton(cdp: CDPSession, page: Page): Promise<void> {
  const view = await readOverlay(cdp);
  if (view.hostNodeId === null) throw new Error('no overlay to turn off');
  const { node } = (await cdp.send('DOM.describeNode', { nodeId: view.hostNodeId, depth: -1, pierce: true })) as { node: CdpNode };
  const button = [...walk(node)].find((n) => n.nodeName === 'BUTTON') as (CdpNode & { backendNodeId: number }) | undefined;
  if (!button) throw new Error('the legend has no button');
  const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: button.backendNodeId })) as { model: { content: number[] } };
  const [x1, y1, , , x3, y3] = model.content;
  await page.mouse.click((x1! + x3!) / 2, (y1! + y3!) / 2);
}

/** A rectangle in CSS pixels of the viewport: left, top, right, bottom. */
export type Edges = [number, number, number, number];

export interface OverlayGeometry {
  /** The outlines drawn: their classes (the marks they carry), link URL and rectangle. */
  boxes: { classes: string[]; url: string; rect: Edges }[];
  /** The text labels drawn beside them: their classes, link URL, text and rectangle. */
  labels: { classes: string[]; url: string; text: string; rect: Edges }[];
}

/** Runs in the page on the overlay's shadow root (`this`): every shown box and label, measured by the browser. */
function measureMarks(this: ShadowRoot): OverlayGeometry {
  const shown = (el: Element) => !el.closest('[hidden]') && getComputedStyle(el).display !== 'none';
  const edges = (el: Element): Edges => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const urlOf = (el: Element) => (el as HTMLElement).dataset.url ?? (el.closest('[data-url]') as HTMLElement | null)?.dataset.url ?? '';
  const out: OverlayGeometry = { boxes: [], labels: [] };
  for (const el of this.querySelectorAll('.box')) {
    if (shown(el)) out.boxes.push({ classes: [...el.classList], url: urlOf(el), rect: edges(el) });
  }
  for (const el of this.querySelectorAll('.flag, .badge')) {
    if (shown(el) && el.textContent) out.labels.push({ classes: [...el.classList], url: urlOf(el), text: el.textContent, rect: edges(el) });
  }
  return out;
}

/**
 * The boxes and labels as laid out on screen: the closed shadow root is
 * found over DevTools (as readOverlay does) and measured in the page with
 * getBoundingClientRect, in one call however many marks there are.
 */
export async function readOverlayGeometry(cdp: CDPSession): Promise<OverlayGeometry> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: CdpNode };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'robots-lens-overlay' })) as {
    nodeIds: number[];
  };
  const hostId = nodeIds[0];
  if (hostId === undefined) return { boxes: [], labels: [] };
  const { node } = (await cdp.send('DOM.describeNode', { nodeId: hostId, depth: 1, pierce: true })) as { node: CdpNode };
  const shadow = node.shadowRoots?.[0] as (CdpNode & { backendNodeId: number }) | undefined;
  if (!shadow) return { boxes: [], labels: [] };
  const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId })) as { object: { objectId: string } };
  const { result } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: measureMarks.toString(),
    returnByValue: true,
  })) as { result: { value: OverlayGeometry } };
  await cdp.send('Runtime.releaseObject', { objectId: object.objectId });
  return result.value;
}

export interface LegendEntry {
  /** The swatch's classes: the outline it shows. */
  swatch: string;
  glyph: string;
  label: string;
  /** Whether the entry is displayed (not hidden). */
  shown: boolean;
}

/** Runs in the page on the overlay's shadow root: each legend entry as laid out. */
function measureLegend(this: ShadowRoot): LegendEntry[] {
  return [...this.querySelectorAll('.legend li')].map((li) => ({
    swatch: li.querySelector('.swatch')?.className ?? '',
    glyph: li.querySelector('.swatch')?.textContent ?? '',
    label: li.querySelector('.label')?.textContent ?? '',
    shown: li.getBoundingClientRect().height > 0,
  }));
}

/** The legend's entries, read in the closed shadow root (as readOverlayGeometry reads the marks). */
export async function readLegendEntries(cdp: CDPSession): Promise<LegendEntry[]> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: CdpNode };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'robots-lens-overlay' })) as {
    nodeIds: number[];
  };
  if (nodeIds[0] === undefined) return [];
  const { node } = (await cdp.send('DOM.describeNode', { nodeId: nodeIds[0], depth: 1, pierce: true })) as { node: CdpNode };
  const shadow = node.shadowRoots?.[0] as (CdpNode & { backendNodeId: number }) | undefined;
  if (!shadow) return [];
  const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId })) as { object: { objectId: string } };
  const { result } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: measureLegend.toString(),
    returnByValue: true,
  })) as { result: { value: LegendEntry[] } };
  await cdp.send('Runtime.releaseObject', { objectId: object.objectId });
  return result.value;
}
