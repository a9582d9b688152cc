/**
 * The overlay's only styles, scoped to its shadow root. A constructable
 * stylesheet, so a page whose Content-Security-Policy forbids inline styles
 * cannot block it; where the browser refuses one from an extension's content
 * script (Firefox's isolated world), a <style> inside the shadow root instead.
 * `:host` resets everything with !important, which beats even a page's own
 * `* { outline: 5px solid red !important }` (the inner context wins among
 * important declarations), and nothing here reaches the page.
 */

const CSS = `
:host {
  all: initial !important;
  position: fixed !important;
  inset: 0 !important;
  z-index: 2147483647 !important;
  pointer-events: none !important;
  display: block !important;
  overflow: hidden !important;
  contain: strict !important;
}
.layer { position: absolute; inset: 0; }
/* Moved by the page's scroll as one (box-layer.ts): its own compositing layer, so moving it repaints nothing. */
.marks { position: absolute; left: 0; top: 0; will-change: transform; }
.box, .flag { position: absolute; left: 0; top: 0; box-sizing: border-box; }
/* Inside the link's own line box: an outline never reaches over a neighbour's text. No fill over the text either. */
.box { border: 2px solid #c5221f; border-radius: 2px; }
.box.unreachable { border-style: dashed; }
.box.rel-only { border: 2px dotted #6a1b9a; }
/* Disallowed and rel at once: the red outline with a dotted purple bottom edge. */
.box.rel:not(.rel-only) { border-bottom: 2px dotted #6a1b9a; }
.box[hidden], .flag[hidden] { display: none; }
/* Its width is measured with a canvas in this font (box-layer.ts), never laid out to learn it. */
.flag {
  padding: 0 3px;
  font: 700 10px/12px system-ui, sans-serif;
  text-align: center;
  color: #fff; background: #c5221f;
  border: 1px solid #fff; border-radius: 7px;
  white-space: nowrap;
}
.flag.rel-only { background: #6a1b9a; }
.tip {
  position: absolute; left: 0; top: 0;
  max-width: min(540px, calc(100vw - 16px));
  box-sizing: border-box;
  padding: 6px 9px;
  font: 13px/1.4 system-ui, sans-serif;
  color: #f5f6f8; background: #1f2329;
  border: 1px solid #5f6672; border-radius: 6px;
  box-shadow: 0 4px 14px rgb(0 0 0 / 35%);
  overflow-wrap: anywhere;
}
.tip[hidden] { display: none; }
.tip p { margin: 0; }
.tip p + p { margin-top: 3px; }
.tip .verdict { font-weight: 700; }
.tip .verdict.disallowed, .tip .verdict.unreachable { color: #ffb4ab; }
.tip .verdict.allowed { color: #a8e6b8; }
.site-text { font-family: ui-monospace, "DejaVu Sans Mono", monospace; unicode-bidi: isolate; }
.hidden-char { padding: 0 2px; border-radius: 3px; background: #5b4a00; color: #fff; }
.legend {
  position: absolute; right: 12px; bottom: 12px;
  max-width: min(320px, calc(100vw - 24px));
  box-sizing: border-box;
  padding: 8px 10px;
  font: 12px/1.4 system-ui, sans-serif;
  color: #1b1f24; background: #fff;
  border: 1px solid #b9bec8; border-radius: 8px;
  box-shadow: 0 4px 14px rgb(0 0 0 / 25%);
  pointer-events: auto;
}
.legend[popover] {
  position: fixed; inset: auto 12px 12px auto;
  margin: 0; overflow: visible;
}
.legend header { display: flex; align-items: center; gap: 8px; font-weight: 700; }
.legend header span { flex: 1; }
.legend ul { list-style: none; margin: 6px 0 0; padding: 0; }
.legend li { display: flex; align-items: center; gap: 8px; margin-top: 3px; }
.legend li .label { flex: 1; }
.legend .count { font-variant-numeric: tabular-nums; font-weight: 700; }
.legend .swatch {
  flex: none; width: 26px; height: 16px; box-sizing: border-box; border-radius: 2px;
  font: 700 11px/12px system-ui, sans-serif; text-align: center; color: #c5221f;
}
.legend .swatch.disallowed { border: 2px solid #c5221f; }
.legend .swatch.unreachable { border: 2px dashed #c5221f; }
.legend .swatch.rel-only { border: 2px dotted #6a1b9a; }
.legend .swatch.rel { border-bottom: 2px dotted #6a1b9a; }
.legend .note { margin: 6px 0 0; color: #4f5661; }
.legend .status { margin: 6px 0 0; color: #4f5661; }
.legend .status:empty { display: none; }
.legend button {
  font: inherit; color: inherit; background: #eef0f3;
  border: 1px solid #b9bec8; border-radius: 4px; padding: 1px 8px; cursor: pointer;
}
.legend button:focus-visible { outline: 2px solid #0b57d0; outline-offset: 1px; }
@media (prefers-color-scheme: dark) {
  .legend { color: #e8eaed; background: #202329; border-color: #5f6672; }
  .legend .status, .legend .note { color: #b4bac4; }
  .legend button { background: #2d3139; border-color: #5f6672; }
  .legend .swatch { color: #ff8a80; }
  .legend .swatch.rel-only { border-color: #d7a6e8; }
  .legend .swatch.disallowed, .legend .swatch.unreachable { border-color: #ff8a80; }
  .legend .swatch.rel { border-bottom-color: #d7a6e8; }
  .legend button:focus-visible { outline-color: #8ab4f8; }
}
`;

/** Styles `root`; constructable first, a <style> element where the browser refuses it. */
export function styleShadowRoot(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = root.ownerDocument.createElement('style');
    style.textContent = CSS;
    root.prepend(style);
  }
}
