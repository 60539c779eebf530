/**
 * POST /api/url/map {url, store?}: the product, category or CMS page whose url_path is `url`, or the
 * category a category link `c/{slug}` names (spec 000 §2 "Link shapes and URL resolution"), or result
 * null, logged at debug as 'No mapping found for {path}' (spec 000 §8). Products that are not shown
 * (status ≥ 2 or visibility 1), inactive categories and draft pages do not map. A category's slug is
 * categorySlug's: its own, else its name plus '-' plus id (spec 000 §3).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { Doc } from '../catalog/entities.ts';
import { storeForCode } from '../catalog/stores.ts';
import { PUBLISHED_ENTRY } from '../content/query.ts';
import { envelope } from '../http/envelope.ts';
import { badRequest, describeZodError } from '../http/errors.ts';
import { readJsonBody } from '../http/query.ts';
import { statement } from '../db/statements.ts';
import { itemSlug } from '../../src/domain/listing/search-result.ts';
import { slugOfCategoryPath } from '../../src/routing/links.ts';
import { noMappingMessage } from '../../src/routing/resolve.ts';

const bodySchema = z.strictObject({
  url: z.string({ error: 'url is required' }).min(1, 'url is required').max(2048, 'url is at most 2048 characters'),
  store: z.string().max(8).optional(),
});

export type UrlMapResult =
  | { type: 'product'; id: number; sku: string; slug: string; url_path: string; name: string; type_id: string; parentSku: string }
  | { type: 'category'; id: number; slug: string; url_path: string; name: string }
  | { type: 'cms_page'; id: string; slug: string; url_path: string; title: string }
  | null;

/** Strips the query, hash, slashes and a leading store code: `/en/produkt/x/?a` → `produkt/x`. */
export function normaliseUrlPath(url: string, storeCode: string): string {
  let path = url.split(/[?#]/)[0] ?? '';
  path = path.replace(/^https?:\/\/[^/]+/i, '').replace(/^\/+|\/+$/g, '');
  if (path === storeCode || path.startsWith(`${storeCode}/`)) path = path.slice(storeCode.length).replace(/^\/+/, '');
  return path;
}

function categoryResult(d: Doc): UrlMapResult {
  return {
    type: 'category',
    id: Number(d['id']),
    slug: itemSlug(d, 'category'),
    url_path: String(d['url_path'] ?? ''),
    name: String(d['name'] ?? ''),
  };
}

function activeCategory(db: DatabaseSync, sql: string, ...params: (string | number)[]): Doc | undefined {
  const row = statement(db, `SELECT doc FROM categories WHERE store_code = ? AND is_active = 1 AND ${sql} LIMIT 1`).get(
    ...params,
  ) as { doc: string } | undefined;
  return row && (JSON.parse(row.doc) as Doc);
}

/** The active category whose slug (categorySlug: its own, else name-id, whose id ends it) is `slug`. */
function categoryBySlug(db: DatabaseSync, store: string, slug: string): Doc | undefined {
  const own = activeCategory(db, "json_extract(doc, '$.slug') = ?", store, slug);
  if (own) return own;
  const id = /(?:^|-)(\d+)$/.exec(slug)?.[1];
  const named = id === undefined ? undefined : activeCategory(db, 'id = ?', store, Number(id));
  return named && itemSlug(named, 'category') === slug ? named : undefined;
}

/** Products, then categories by url_path, then a category link `c/{slug}` by slug, then CMS pages. */
export function mapUrl(db: DatabaseSync, store: string, path: string): UrlMapResult {
  if (path === '') return null;
  const product = statement(
    db,
    'SELECT doc FROM products WHERE store_code = ? AND url_path = ? AND status < 2 AND visibility <> 1 LIMIT 1',
  ).get(store, path) as { doc: string } | undefined;
  if (product) {
    const d = JSON.parse(product.doc) as Doc;
    return {
      type: 'product',
      id: Number(d['id']),
      sku: String(d['sku']),
      slug: itemSlug(d, 'product'),
      url_path: path,
      name: String(d['name'] ?? ''),
      type_id: String(d['type_id']),
      parentSku: String(d['parentSku'] ?? d['sku']),
    };
  }
  const slugOfLink = slugOfCategoryPath(path);
  const category =
    activeCategory(db, 'url_path = ?', store, path) ??
    (slugOfLink === undefined ? undefined : categoryBySlug(db, store, slugOfLink));
  if (category) return categoryResult(category);
  const slug = path.split('/').pop() ?? '';
  const page = statement(
    db,
    `SELECT id, doc FROM content_entries WHERE collection = 'static_pages' AND ${PUBLISHED_ENTRY}
       AND (json_extract(doc, '$.url_path') = ? OR json_extract(doc, '$.slug') = ?) ORDER BY id LIMIT 1`,
  ).get(path, slug) as { id: string; doc: string } | undefined;
  if (page && slug !== '') {
    const d = JSON.parse(page.doc) as Doc;
    return {
      type: 'cms_page',
      id: page.id,
      slug: String(d['slug'] ?? slug),
      url_path: path,
      title: String(d['title'] ?? d['slug'] ?? slug),
    };
  }
  return null;
}

export function urlMapRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/api/url/map', async (c) => {
    const parsed = bodySchema.safeParse(await readJsonBody(c, undefined));
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const view = storeForCode(deps.config, parsed.data.store ?? deps.config.settings.defaultStore);
    const path = normaliseUrlPath(parsed.data.url, view.code);
    const result = mapUrl(deps.db, view.code, path);
    if (result === null) deps.logger.log('debug', noMappingMessage(path), { store: view.code, path });
    return envelope(c, result);
  });
  return app;
}
