/**
 * Screenshots of built pages at 375 px and 1280 px, for looking at a screen before calling it done.
 * Usage: node scripts/screenshots.ts main:/ main:/en us:/ ...   (after npm run build)
 * Writes .cache/screens/{site}{path}-{width}.png
 */
import { mkdirSync } from 'node:fs';
import { startHarness } from '../tests/e2e/harness.ts';

const targets = process.argv.slice(2).map((arg) => {
  const [site, path] = arg.split(':') as ['main' | 'us', string];
  return { site, path: path || '/' };
});
mkdirSync('.cache/screens', { recursive: true });
const h = await startHarness();
try {
  for (const width of [375, 1280]) {
    const context = await h.context({ width, height: width < 768 ? 812 : 900 });
    const page = await context.newPage();
    for (const { site, path } of targets) {
      await page.goto(h.url(site, path), { waitUntil: 'networkidle' });
      // Lazy images load as they near the viewport: scroll the whole page once, as a reader would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Blocks far from the screen (content-visibility: auto) are not painted into a full-page capture: paint them
      // all. Through each element's style (the pages' Content-Security-Policy refuses an added style element).
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('*'))
          if (getComputedStyle(el).contentVisibility === 'auto')
            el.style.setProperty('content-visibility', 'visible', 'important');
      });
      const name = `${site}${path === '/' ? '' : path.replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: `.cache/screens/${name}`, fullPage: true });
      console.log(`.cache/screens/${name}`);
    }
    await context.close();
  }
} finally {
  await h.close();
}
