/**
 * Reads a store view's catalogue through the typed client (`searchCatalog`): every category sorted by
 * position, every visible product (status 0/1, visibility 2/3/4: the default filters of
 * buildSearchQuery) paged with from/size, the enabled parts those products link to that are not visible
 * individually (spec 000 §4: bundle and grouped pages pre-load their linked products), attributes and tax
 * rules. Items are kept as the API returns them, without the search score.
 */
import { searchCatalog } from '../src/api/index.ts';
import { LISTS, SEARCH } from '../src/config/index.ts';
import type { Product, QueryFilter, SearchEntityType } from '../src/domain/catalog/index.ts';
import { productSchema } from '../src/domain/catalog/index.ts';
import { isPartLoadable, linkedProductsToPreload } from '../src/domain/product/links.ts';
import { ProductEmptyError } from '../src/domain/errors.ts';
import { groupedLinksMissingMessage } from '../src/domain/price/grouped-price.ts';
import { isProductVisible } from '../src/domain/product/visibility.ts';
import { issueText } from './issue-text.ts';

export type Doc = Readonly<Record<string, unknown>>;

export interface CatalogSource {
  readonly baseUrl: string;
  readonly store: string;
  readonly fetch: typeof fetch;
  /** Per request, response and body (request-timeout.ts); absent: the client's default (5 s for searches). */
  readonly timeoutMs?: number;
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
      { baseUrl: source.baseUrl, store: source.store, fetch: source.fetch, timeoutMs: source.timeoutMs, log: () => undefined },
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

/** A document's sku (else `#{index}`) and its parsed product, or why it does not parse. */
function parseDoc(doc: Doc, index: number): { sku: string; product?: Product; invalid?: string } {
  const sku = typeof doc['sku'] === 'string' && doc['sku'] !== '' ? doc['sku'] : `#${index}`;
  const parsed = productSchema.safeParse(doc);
  return parsed.success ? { sku, product: parsed.data } : { sku, invalid: issueText(parsed.error) };
}

/**
 * Why a product is not shown (spec 000 §8: 'Product query returned empty result', "also with status or
 * visibility"), or undefined when it is.
 */
function hiddenReason(product: Product): string | undefined {
  return isProductVisible(product)
    ? undefined
    : `${new ProductEmptyError().message} (status ${product.status}, visibility ${product.visibility})`;
}

/**
 * Products that parse and are visible; the others reported by sku. Grouped products without links
 * (groupedLinksMissingMessage) are kept but reported. `partSkus`: the skus the kept products pre-load
 * (linkedProductsToPreload) that are not among them, sorted (the linked parts to fetch on their own).
 */
export function checkProducts(docs: readonly Doc[]): {
  products: Doc[];
  dropped: ProductCheck[];
  notices: ProductCheck[];
  partSkus: string[];
} {
  const products: Doc[] = [];
  const kept = new Set<string>();
  const linked = new Set<string>();
  const dropped: ProductCheck[] = [];
  const notices: ProductCheck[] = [];
  docs.forEach((doc, index) => {
    const { sku, product, invalid } = parseDoc(doc, index);
    const hidden = product && hiddenReason(product);
    if (!product) {
      dropped.push({ sku, reason: `invalid product: ${invalid}` });
    } else if (hidden) {
      dropped.push({ sku, reason: hidden });
    } else if (kept.has(sku)) {
      dropped.push({ sku, reason: 'duplicate sku' });
    } else {
      const linksMissing = groupedLinksMissingMessage(product);
      if (linksMissing) notices.push({ sku, reason: linksMissing });
      products.push(doc);
      kept.add(sku);
      for (const link of linkedProductsToPreload(product)) linked.add(link.sku);
    }
  });
  const partSkus = [...linked].filter((sku) => !kept.has(sku)).sort();
  return { products, dropped, notices, partSkus };
}

/** Parts that parse and are enabled (isPartLoadable), each sku once; the others reported by sku. */
export function checkParts(docs: readonly Doc[]): { parts: Doc[]; dropped: ProductCheck[] } {
  const parts: Doc[] = [];
  const kept = new Set<string>();
  const dropped: ProductCheck[] = [];
  docs.forEach((doc, index) => {
    const { sku, product, invalid } = parseDoc(doc, index);
    if (!product) dropped.push({ sku, reason: `invalid linked part: ${invalid}` });
    else if (!isPartLoadable(product)) dropped.push({ sku, reason: `linked part not enabled (status ${product.status})` });
    else if (!kept.has(sku)) {
      parts.push(doc);
      kept.add(sku);
    }
  });
  return { parts, dropped };
}

/**
 * The linked parts of these skus that are not visible individually (visibility 1), enabled (the default
 * status filter), asked for a page of skus at a time.
 */
export async function fetchParts(source: CatalogSource, skus: readonly string[]): Promise<Doc[]> {
  const out: Doc[] = [];
  for (let i = 0; i < skus.length; i += PRODUCT_PAGE_SIZE) {
    const filters: QueryFilter[] = [
      { attribute: 'sku', value: skus.slice(i, i + PRODUCT_PAGE_SIZE) },
      { attribute: 'visibility', value: [1] },
    ];
    out.push(...(await searchAll(source, 'product', { sort: 'id:asc', size: PRODUCT_PAGE_SIZE, filters })));
  }
  return out;
}

export function fetchProducts(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'product', { sort: 'id:asc', size: PRODUCT_PAGE_SIZE });
}

/**
 * Every category, sorted by position, a page of LISTS.categoryListSize at a time: the tree is built and read
 * (spec 000 §7: level 2 with product_count not 0, up to 4000 categories and 100 needs) by category-split.ts.
 */
export function fetchCategories(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'category', { sort: 'position:asc', size: LISTS.categoryListSize });
}

export function fetchAttributes(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'attribute', { sort: 'attribute_id:asc', size: LISTS.attributeListSize });
}

/** Tax rules have no list size of their own: they are paged by the default search page size (spec 000 §9). */
export function fetchTaxRules(source: CatalogSource): Promise<Doc[]> {
  return searchAll(source, 'taxrule', { sort: 'id:asc', size: SEARCH.defaultPageSize });
}
