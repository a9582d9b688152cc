/**
 * Where an image map's `<area>` is on screen. An area has no box of its own:
 * its shape's coordinates are CSS pixels from the top left of the image that
 * uses its map, so its rectangle is the shape's bounding box moved there.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The image that uses the area's map (`<img usemap="#name">`), or null. */
export function areaImage(area: HTMLAreaElement): HTMLImageElement | null {
  const map = area.closest('map');
  const name = map?.name || map?.id;
  if (!map || !name) return null;
  const root = area.getRootNode() as Document | ShadowRoot;
  for (const img of root.querySelectorAll('img[usemap]')) {
    if ((img as HTMLImageElement).useMap === `#${name}`) return img as HTMLImageElement;
  }
  return null;
}

/** The area's bounding box in viewport coordinates, given its image's; null for a shape it cannot read. */
export function areaRect(area: HTMLAreaElement, image: Rect): Rect | null {
  const shape = (area.shape || 'rect').toLowerCase();
  if (shape === 'default') return image;
  const n = area.coords
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (n.some((v) => !Number.isFinite(v))) return null;
  let box: [number, number, number, number] | null = null;
  if ((shape === 'rect' || shape === 'rectangle') && n.length >= 4) {
    box = [Math.min(n[0]!, n[2]!), Math.min(n[1]!, n[3]!), Math.max(n[0]!, n[2]!), Math.max(n[1]!, n[3]!)];
  } else if ((shape === 'circle' || shape === 'circ') && n.length >= 3) {
    box = [n[0]! - n[2]!, n[1]! - n[2]!, n[0]! + n[2]!, n[1]! + n[2]!];
  } else if ((shape === 'poly' || shape === 'polygon') && n.length >= 6) {
    // A loop, not Math.min(...xs): a hostile map's million coordinates would overflow the call stack.
    box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i + 1 < n.length; i += 2) {
      box = [Math.min(box[0], n[i]!), Math.min(box[1], n[i + 1]!), Math.max(box[2], n[i]!), Math.max(box[3], n[i + 1]!)];
    }
  }
  if (!box) return null;
  return { left: image.left + box[0], top: image.top + box[1], width: box[2] - box[0], height: box[3] - box[1] };
}
