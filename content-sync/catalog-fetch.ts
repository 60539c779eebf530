/**
 * Reads a store view's catalogue through the typed client (`searchCatalog`): active categories
 * sorted by position, every visible product (status 0/1, visibility 2/3/4: the default filters of
 * buildSearchQuery) paged with from/size, attributes and tax rules. Items are kept as the API returns
 * them, without the search score.
 */
import { searchCatalog } from '../src/api/index.ts';
import { LISTS } from '../src/config/index.ts';
import type { QueryFilter, SearchEntityType } from '../src/domain/catalog/index.ts';
import { productSchema } from '../src/domain/catalog/index.ts';
import { isProductVisible } from '../src/domain/product/visibility.ts';

export type Doc = Readonly<Record<string, unknown>>;

export interface CatalogSource {
  readonly baseUrl: string;
  readonly store: string;
  readonly fetch: typeof fetch;
}

export const PRODUCT_PAGE_SIZE = 200;

/** Drops what the search adds to a document: the score, and the slug of entities without one. */
function stripSearchFields(item: Record<string, unknown>, type: SearchEntityType): Doc {
  const { _score: _ignored, ...rest } = item;
  if (type === 'attribute' || type === 'taxrule') delete rest['slug'];
  return rest;
}

/** Every document of an entity type matching the filters, page after page. */
export async function searchAll(
  source: CatalogSource,
  type: SearchEntityType,
  opts: { sort: string; size: number; filters?: readonly QueryFilter[] },
): Promise<Doc[]> {
  const out: Doc[] = [];
  for (let from = 0; ;) {
    const result = await searchCatalog(
      { store: source.store, type, searchQuery: { filters: opts.filters ?? [] }, size: opts.size, from, sort: opts.sort },
      { baseUrl: source.baseUrl, store: source.store, fetch: source.fetch, log: () => undefined },
    );
    out.push(...result.items.map((item) => stripSearchFields(item, type)));
    from += result.items.length;
    if (result.items.length === 0 || from >= result.total) return out;
  }
}

export interface ProductCheck {
  readonly sku: string;
  readonly reason: string;
}

/** Products that parse and are visible; the others reported by sku. Grouped products without links are kept but reported. */
export function checkProducts(docs: readonly Doc[]): { products: Doc[]; dropped: ProductCheck[]; notices: ProductCheck[] } {
  const products: Doc[] = [];
  const dropped: ProductCheck[] = [];
  const notices: ProductCheck[] = [];
  docs.forEach((doc, index) => {
    const sku = typeof doc['sku'] === 'string' && doc['sku'] !== '' ? doc['sku'] : `#${index}`;
    const parsed = productSchema.safeParse(doc);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      dropped.push({ sku, reason: `invalid product: ${issue?.message ?? 'invalid'} at ${issue?.path.join('.') ?? ''}` });
    } else if (!isProductVisible(parsed.data)) {
      dropped.push({ sku, reason: `not visible (status ${parsed.data.status}, visibility ${parsed.data.visibility})` });
    } else if (products.some((p) => p['sku'] === sku)) {
      dropped.push({ sku, reason: 'duplicate sku' });
    } else {
      if (parsed.data.type_id === 'grouped' && parsed.data.product_links.length === 0)
        notices.push({ sku, reason: 'grouped product has no product_links set' });
      products.push(doc);
    }
  });
  return { products, dropped, notices };
}

export function fetchProducts(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'product', { sort: 'id:asc', size: PRODUCT_PAGE_SIZE });
}

export function fetchCategories(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'category', { sort: 'position:asc', size: LISTS.categoryListSize });
}

export function fetchAttributes(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'attribute', { sort: 'attribute_id:asc', size: LISTS.attributeListSize });
}

export function fetchTaxRules(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'taxrule', { sort: 'id:asc', size: LISTS.productPageSize });
}
