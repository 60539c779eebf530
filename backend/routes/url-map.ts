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
import { localizeEntry, PUBLISHED_ENTRY } from '../content/query.ts';
import { envelope } from '../http/envelope.ts';
import { badRequest, describeZodError } from '../http/errors.ts';
import { readJsonBody } from '../http/query.ts';
import { statement } from '../db/statements.ts';
import { itemSlug } from '../../src/domain/listing/search-result.ts';
import { slugOfCategoryPath } from '../../src/routing/links.ts';
import { noMappingMessage } from '../../src/routing/resolve.ts';
import { storeBasePath } from '../../src/routing/build.ts';
import { matchInStore } from '../../src/routing/match.ts';
import { STORE_CODES, type StoreCode } from '../../src/config/index.ts';
import { URL_MAP_MAX_LENGTH } from '../../src/api/schemas/url-map.ts';

const bodySchema = z.strictObject({
  url: z
    .string({ error: 'url is required' })
    .min(1, 'url is required')
    .max(URL_MAP_MAX_LENGTH, `url is at most ${URL_MAP_MAX_LENGTH} characters`),
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

const isStoreCode = (store: string): store is StoreCode => (STORE_CODES as readonly string[]).includes(store);

/** The slug a path names on the store view's CMS page route (`strona/{slug}`, `page/{slug}` under /en), if any. */
function cmsRouteSlug(store: string, path: string): string | undefined {
  if (!isStoreCode(store)) return undefined;
  const match = matchInStore(store, `${storeBasePath(store)}/${path}`);
  return match?.route.screen === 'cms-page' ? match.params['slug'] : undefined;
}

/**
 * The published CMS page of the store view's language (its localized fields, as the content service answers
 * them) whose url_path is the path, or whose slug the path is (a page's url_path is its slug) or the store
 * view's CMS page route names; never a page only because the path's last segment is its slug.
 */
function cmsPage(db: DatabaseSync, store: string, path: string, lang: string | undefined): UrlMapResult {
  const slug = cmsRouteSlug(store, path) ?? path;
  const rows = statement(
    db,
    `SELECT id, doc FROM content_entries WHERE collection = 'static_pages' AND ${PUBLISHED_ENTRY} ORDER BY id`,
  ).all() as { id: string; doc: string }[];
  for (const row of rows) {
    const d = localizeEntry(JSON.parse(row.doc) as Doc, lang);
    const own = typeof d['slug'] === 'string' ? d['slug'] : '';
    if (d['url_path'] !== path && (own === '' || own !== slug)) continue;
    return { type: 'cms_page', id: row.id, slug: own || slug, url_path: path, title: String(d['title'] ?? (own || slug)) };
  }
  return null;
}

/**
 * Products, then categories by url_path, then a category link `c/{slug}` by slug, then CMS pages; `lang` is the store
 * view's content language (a page's localized fields, `slug_en`), the default language's when absent.
 */
export function mapUrl(db: DatabaseSync, store: string, path: string, lang?: string): UrlMapResult {
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
  const page = cmsPage(db, store, path, lang);
  if (page) return page;
  return null;
}

export function urlMapRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.post('/api/url/map', async (c) => {
    const parsed = bodySchema.safeParse(await readJsonBody(c, undefined));
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const view = storeForCode(deps.config, parsed.data.store ?? deps.config.settings.defaultStore);
    const path = normaliseUrlPath(parsed.data.url, view.code);
    const result = mapUrl(deps.db, view.code, path, view.lang);
    if (result === null) deps.logger.log('debug', noMappingMessage(path), { store: view.code, path });
    return envelope(c, result);
  });
  return app;
}
