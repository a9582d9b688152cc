// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { areaImage, areaRect } from '../../../src/injected/overlay/area-rect.ts';

const image = { left: 100, top: 50, width: 300, height: 200 };

function area(shape: string, coords: string): HTMLAreaElement {
  const a = document.createElement('area');
  a.shape = shape;
  a.coords = coords;
  return a;
}

describe('areaRect', () => {
  it('rect, circle and poly become their bounding box moved onto the image', () => {
    expect(areaRect(area('rect', '10,20,60,40'), image)).toEqual({ left: 110, top: 70, width: 50, height: 20 });
    expect(areaRect(area('rect', '60,40,10,20'), image)).toEqual({ left: 110, top: 70, width: 50, height: 20 });
    expect(areaRect(area('circle', '50,50,10'), image)).toEqual({ left: 140, top: 90, width: 20, height: 20 });
    expect(areaRect(area('poly', '0,0 30,5 10,40'), image)).toEqual({ left: 100, top: 50, width: 30, height: 40 });
    expect(areaRect(area('default', ''), image)).toEqual(image);
  });

  it('unreadable coordinates give no box; a hostile polygon of a million points is read without overflowing the stack', () => {
    expect(areaRect(area('rect', '1,2,x,4'), image)).toBeNull();
    expect(areaRect(area('rect', '1,2'), image)).toBeNull();
    const huge = Array.from({ length: 1_000_000 }, (_, i) => i % 97).join(',');
    expect(areaRect(area('poly', huge), image)).toEqual({ left: 100, top: 50, width: 96, height: 96 });
  });
});

describe('areaImage', () => {
  it('finds the image that uses the area’s map', () => {
    document.body.innerHTML = `<img id="i" usemap="#nav" src="x.png"><map name="nav"><area id="a" href="/x" coords="0,0,1,1"></map>`;
    expect(areaImage(document.getElementById('a') as HTMLAreaElement)?.id).toBe('i');
    document.body.innerHTML = `<map name="lonely"><area id="a" href="/x"></map>`;
    expect(areaImage(document.getElementById('a') as HTMLAreaElement)).toBeNull();
  });
});
