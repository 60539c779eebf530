import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSvg, renderImages } from '../../../../backend/seed/images.ts';
import { seeded } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'seed-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seed images', () => {
  it('a seed run with images writes every registered image as a PNG of its registered size', async () => {
    const { db, report } = await seeded({ productsPerStore: 6, mediaDir: dir, images: true });
    expect(report.images.rendered).toBe(report.images.registered);
    const rows = db.prepare('SELECT path, width, height FROM media ORDER BY path').all() as {
      path: string;
      width: number;
      height: number;
    }[];
    const product = rows.find((r) => r.path.startsWith('/p/'));
    expect(product).toMatchObject({ width: 600, height: 744 });
    for (const prefix of ['/p/', '/c/', '/b/', '/h/', '/i/', '/l/']) {
      const row = rows.find((r) => r.path.startsWith(prefix));
      expect(row, prefix).toBeDefined();
      const meta = await sharp(join(dir, String(row?.path))).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([row?.width, row?.height]);
    }
    const heroMobile = rows.find((r) => r.path.endsWith('-mobile.png') && r.path.startsWith('/h/'));
    expect(heroMobile).toMatchObject({ width: 750, height: 900 });
  }, 30_000);

  it('a tile keeps its drawing inside the square around its centre, where a square crop shows it whole', () => {
    for (const [width, height] of [
      [640, 640],
      [800, 500],
    ] as const) {
      const svg = imageSvg({ path: '/t.png', width, height, color: '#000', label: '#1', shape: 'tile' });
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((a) => Number(new RegExp(`<circle[^>]* ${a}="([\\d.]+)"`).exec(svg)?.[1]));
      const side = Math.min(width, height);
      expect(cx! - r!).toBeGreaterThanOrEqual((width - side) / 2);
      expect(cx! + r!).toBeLessThanOrEqual((width + side) / 2);
      expect(cy! - r!).toBeGreaterThanOrEqual((height - side) / 2);
      expect(cy! + r!).toBeLessThanOrEqual((height + side) / 2);
    }
  });

  it('labels are XML-escaped in the drawing', async () => {
    const svg = imageSvg({ path: '/x.png', width: 100, height: 100, color: '#000', label: '<b>&"', shape: 'logo' });
    expect(svg).not.toContain('<b>');
    await renderImages([{ path: '/t/escaped.png', width: 100, height: 100, color: '#000', label: '<b>&"', shape: 'logo' }], dir);
    expect((await sharp(join(dir, 't/escaped.png')).metadata()).width).toBe(100);
  });
});
