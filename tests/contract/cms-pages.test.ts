/**
 * CMS pages over the seeded content: cms-data finds a page by its page_id (and still by `id` or
 * entry id), and neither cms-data nor url/map serves a draft (published 0), even one that shares
 * the page_id, identifier or slug of a published page and comes first in id order.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsData } from '../../src/api/ext.ts';
import { mapUrl } from '../../src/api/url-map.ts';
import { migrate, openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const db = openDatabase(':memory:');
migrate(db);
let server: TestServer;
const opts = () => ({ baseUrl: server.baseUrl, log: () => undefined });
const PL_STORE_ID = 4;

interface Page {
  readonly id: string;
  readonly doc: Record<string, unknown>;
}
const pages = (): Page[] =>
  (
    db.prepare("SELECT id, doc FROM content_entries WHERE collection = 'static_pages' AND published <> 0 ORDER BY id").all() as {
      id: string;
      doc: string;
    }[]
  ).map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as Record<string, unknown> }));
const cookies = (): Page => pages().find((p) => p.doc['page_id'] === 6) as Page;

function insertPage(id: string, doc: Record<string, unknown>, published: 0 | 1): void {
  db.prepare(
    "INSERT INTO content_entries (collection, id, created, modified, published, doc) VALUES ('static_pages', ?, 1, 1, ?, ?)",
  ).run(id, published, JSON.stringify(doc));
}

beforeAll(async () => {
  await seedDatabase(db, { seed: 1, productsPerStore: 4, mediaDir: mkdtempSync(join(tmpdir(), 'seed-media-')), images: false });
  const shadowed = cookies().doc;
  // Drafts sorting before the published page they copy, and one of their own.
  insertPage('a-draft-cookies', { ...shadowed, title: 'Draft', content: '<p>Draft</p>' }, 0);
  insertPage(
    'draft-only',
    { identifier: 'draft-only', page_id: 300, slug: 'draft-only', url_path: 'draft-only', title: 'Draft' },
    0,
  );
  insertPage('promo-block', { type: 'block', identifier: 'promo', block_id: 6, content: '<p>Promo</p>' }, 1);
  server = await startServer(db);
});
afterAll(() => server.close());

describe('cms-data by id', () => {
  it('finds every seeded page by its page_id (cmsPage/6 included)', async () => {
    const seeded = pages().filter((p) => p.doc['type'] !== 'block');
    expect(seeded.map((p) => p.doc['page_id'])).toContain(6);
    for (const page of seeded) {
      expect(await cmsData('Page', { id: Number(page.doc['page_id']) }, opts())).toMatchObject({
        _id: page.id,
        page_id: page.doc['page_id'],
        slug: page.doc['slug'],
      });
    }
  });

  it('finds a block by its block_id, apart from the page with the same number', async () => {
    expect(await cmsData('Block', { id: 6 }, opts())).toMatchObject({ _id: 'promo-block', type: 'block' });
    expect(await cmsData('Page', { id: 6 }, opts())).toMatchObject({ _id: cookies().id });
  });

  it('still finds a page by its entry id; an id nothing holds is a 404', async () => {
    expect(await cmsData('Page', { id: cookies().id }, opts())).toMatchObject({ _id: cookies().id, page_id: 6 });
    for (const id of ['undefined', '999']) {
      await expect(cmsData('Page', { id }, opts())).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('drafts', () => {
  it('cms-data serves the published page, never a draft', async () => {
    expect(await cmsData('Page', { id: 6 }, opts())).toMatchObject({ _id: cookies().id, title: cookies().doc['title'] });
    const identifier = String(cookies().doc['identifier']);
    expect(await cmsData('Page', { identifier, storeId: PL_STORE_ID }, opts())).toMatchObject({ _id: cookies().id });
    for (const key of [{ id: 300 }, { id: 'a-draft-cookies' }, { identifier: 'draft-only', storeId: PL_STORE_ID }]) {
      await expect(cmsData('Page', key, opts())).rejects.toMatchObject({ status: 404 });
    }
  });

  it('url/map resolves the published page, never a draft', async () => {
    expect(await mapUrl(String(cookies().doc['slug']), 'pl', opts())).toMatchObject({ type: 'cms_page', id: cookies().id });
    expect(await mapUrl('draft-only', 'pl', opts())).toBeNull();
  });
});
