/**
 * The options page's layout in a real window: its soft
 * background must reach the bottom of a window taller than the page, in both
 * themes, instead of stopping where the content ends.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';

const fixture = useExtension();

/** The colour painted at the window's bottom row and the one behind the cards, read from a screenshot. */
async function bottomAndPageColour(
  scheme: 'light' | 'dark',
): Promise<{ bottom: string; page: string; contentEnds: number; height: number }> {
  const page = await fixture.ext.context.newPage();
  try {
    // Taller than the whole page with every card (history, watch list and shortcut included).
    await page.setViewportSize({ width: 900, height: 2800 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/options/index.html`);
    await page.waitForSelector('.card');
    // The pixel colour at (x, y) of what the browser painted, through a 1×1 canvas of a screenshot.
    const shot = await page.screenshot({ type: 'png' });
    // To look at: the whole page, as a person opening the options sees it.
    await page.screenshot({ path: join(ARTIFACTS_DIR, `options-${scheme}.png`), fullPage: true });
    return await page.evaluate(
      async ({ png }) => {
        const image = await createImageBitmap(new Blob([new Uint8Array(png)], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const g = canvas.getContext('2d')!;
        g.drawImage(image, 0, 0);
        const at = (x: number, y: number) => [...g.getImageData(x, y, 1, 1).data.slice(0, 3)].join(',');
        const main = document.querySelector('.options')!.getBoundingClientRect();
        return {
          bottom: at(4, image.height - 2),
          page: at(4, Math.round(main.top) + 4),
          contentEnds: Math.round(main.bottom),
          height: image.height,
        };
      },
      { png: [...shot] },
    );
  } finally {
    await page.close();
  }
}

test.each(['light', 'dark'] as const)('the %s background reaches the bottom of a tall window', async (scheme) => {
  const { bottom, page, contentEnds, height } = await bottomAndPageColour(scheme);
  // The window must be taller than the page, or there is nothing to see.
  expect(contentEnds).toBeLessThan(height - 100);
  expect(bottom).toBe(page);
});
