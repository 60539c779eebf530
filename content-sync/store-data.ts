/**
 * Everything one store view's pages need, as snapshot entries (key → value): the category tree, the
 * needs subtree, one entry per visible product (with the 30-day lowest prices of its skus on sale,
 * lowest-prices.ts), one per linked part that is not visible individually (`parts/{sku}`: named and priced on
 * the bundle or grouped page that links it, never a page or a listing of its own), attributes and tax rules (those
 * the build's reader would refuse dropped, catalog-checks.ts) and every content section.
 * A section whose fetch fails is reported and answered empty here (sync.ts then keeps its previous
 * snapshot when there is one, or fails the sync when the API served the store view nothing: store-failure.ts); a failed mega_menu splits needs from categories by the previous snapshot's
 * mega-menu (category-split.ts), so it never changes them; an unreachable API
 * (ApiUnreachableError) is not caught here: it stops the sync.
 */
import type { StoreView } from '../src/config/index.ts';
import { splitCategories } from './category-split.ts';
import {
  checkParts,
  checkProducts,
  fetchAttributes,
  fetchCategories,
  fetchParts,
  fetchProducts,
  fetchTaxRules,
  type CatalogSource,
} from './catalog-fetch.ts';
import { checkAttributes, checkTaxRules } from './catalog-checks.ts';
import { fetchSection, type ContentSource } from './content-fetch.ts';
import { CONTENT_SECTIONS, DEFAULT_STORE_ONLY, isSingleton, type ContentSection } from './content-list.ts';
import {
  validateCollection,
  validateSingleton,
  type ContentEntry,
  type DroppedEntry,
  type RuleContext,
} from './content-rules.ts';
import { ApiError } from '../src/api/http.ts';
import { ApiUnreachableError, ContentTokenRefusedError, errorText } from './errors.ts';
import { fetchLowestPrices, skusOnSale, withLowestPrices } from './lowest-prices.ts';
import { contentKey, partKey, productKey } from './manifest.ts';

export { needsRootSlug } from './category-split.ts';

export interface SectionFailure {
  readonly section: string;
  readonly message: string;
}

/** One section's fetch and, when it failed, why (the sync's failure rule reads them: store-failure.ts). */
export interface FetchOutcome {
  readonly section: string;
  readonly error?: string;
}

export interface StoreData {
  readonly entries: Map<string, unknown>;
  readonly contentCount: number;
  readonly dropped: DroppedEntry[];
  readonly failed: SectionFailure[];
  /** Every section fetch asked, in order (a failed section of the category split is not one). */
  readonly fetches: FetchOutcome[];
  /** Facts worth a warning that drop nothing (a grouped product without links, no needs root). */
  readonly notices: string[];
}

export interface StoreSource {
  readonly baseUrl: string;
  readonly token: string;
  readonly fetch: typeof fetch;
  readonly defaultStore: string;
  /** Per API request (request-timeout.ts). */
  readonly timeoutMs?: number;
  /**
   * The previous snapshot's mega_menu of the store (read only when this run's mega_menu fetch fails),
   * or undefined when there is none: the needs root is named by the mega-menu.
   */
  readonly previousMegaMenu?: () => ContentEntry[] | undefined;
}

/**
 * Runs a section's fetch, recording its outcome; a failure other than an unreachable API is recorded as the
 * section's and answered with `empty`.
 */
async function guarded<T>(
  section: string,
  data: Pick<StoreData, 'failed' | 'fetches'>,
  empty: T,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const value = await run();
    data.fetches.push({ section });
    return value;
  } catch (error) {
    if (error instanceof ApiUnreachableError) throw error;
    if (error instanceof ApiError && error.status === 401) throw new ContentTokenRefusedError(section, error);
    data.fetches.push({ section, error: errorText(error) });
    data.failed.push({ section, message: errorText(error) });
    return empty;
  }
}

async function collectContent(
  view: StoreView,
  source: StoreSource,
  data: StoreData,
): Promise<Map<ContentSection, ContentEntry[] | ContentEntry | null>> {
  const content: ContentSource = {
    baseUrl: source.baseUrl,
    token: source.token,
    store: view.code,
    fetch: source.fetch,
    lang: view.lang,
    timeoutMs: source.timeoutMs,
  };
  const ctx: RuleContext = { storeCode: view.code, defaultStore: source.defaultStore, lang: view.lang };
  const out = new Map<ContentSection, ContentEntry[] | ContentEntry | null>();
  for (const section of CONTENT_SECTIONS) {
    const empty = isSingleton(section) ? null : [];
    if (DEFAULT_STORE_ONLY.includes(section) && view.code !== source.defaultStore) {
      out.set(section, empty);
      continue;
    }
    // A failed fetch (undefined) is left empty unchecked: its failure is what sync.ts reports, not a rule's drop.
    const raw = await guarded<ContentEntry[] | ContentEntry | null | undefined>(section, data, undefined, () =>
      fetchSection(section, content),
    );
    if (raw === undefined) {
      out.set(section, empty);
    } else if (Array.isArray(raw)) {
      const { kept, dropped, notices } = validateCollection(section, raw, ctx);
      data.dropped.push(...dropped);
      data.notices.push(...notices);
      out.set(section, kept);
    } else if (raw !== null) {
      const { value, dropped } = validateSingleton(section, raw, ctx);
      data.dropped.push(...dropped);
      out.set(section, value);
    } else {
      out.set(section, null);
    }
  }
  return out;
}

/**
 * The linked parts the kept products name and do not hold (`wanted`), as `parts/{sku}` entries; a part the API does
 * not answer (disabled or missing) is a notice: the page linking it lists it by sku and prices it at the
 * link's own price, else 0.
 */
async function collectParts(catalog: CatalogSource, wanted: readonly string[], data: StoreData): Promise<void> {
  if (wanted.length === 0) return;
  const failures = data.failed.length;
  const checked = checkParts(await guarded('products', data, [], () => fetchParts(catalog, wanted)));
  if (data.failed.length > failures) return;
  for (const d of checked.dropped) data.dropped.push({ section: 'parts', id: d.sku, reasons: [d.reason] });
  const answered = new Set([...checked.parts.map((p) => p['sku']), ...checked.dropped.map((d) => d.sku)]);
  const absent = wanted.filter((sku) => !answered.has(sku));
  if (absent.length > 0)
    data.notices.push(`linked parts not in the catalogue (disabled or missing), priced from their links: ${absent.join(', ')}`);
  for (const part of checked.parts) data.entries.set(partKey(String(part['sku'])), part);
}

export async function collectStore(view: StoreView, source: StoreSource): Promise<StoreData> {
  const data: StoreData = {
    entries: new Map(),
    contentCount: 0,
    dropped: [],
    failed: [],
    fetches: [],
    notices: [],
  };
  const catalog: CatalogSource = { baseUrl: source.baseUrl, store: view.code, fetch: source.fetch, timeoutMs: source.timeoutMs };
  const categoryDocs = await guarded('categories', data, [], () => fetchCategories(catalog));
  const content = await collectContent(view, source, data);
  const menuFailed = data.failed.some((f) => f.section === 'mega_menu');
  splitCategories(categoryDocs, menuFailed ? source.previousMegaMenu?.() : content.get('mega_menu'), data);
  const productDocs = await guarded('products', data, [], () => fetchProducts(catalog));
  const checked = checkProducts(productDocs);
  for (const d of checked.dropped) data.dropped.push({ section: 'products', id: d.sku, reasons: [d.reason] });
  for (const n of checked.notices) data.notices.push(`product ${n.sku}: ${n.reason}`);
  const prices = { baseUrl: source.baseUrl, storeId: view.storeId, fetch: source.fetch, timeoutMs: source.timeoutMs };
  const lowest = await fetchLowestPrices(checked.products.flatMap(skusOnSale), prices);
  if (lowest.missing.length > 0) data.notices.push(`no 30-day lowest price for ${lowest.missing.length} skus on sale`);
  for (const product of checked.products)
    data.entries.set(productKey(String(product['sku'])), withLowestPrices(product, lowest.found));
  await collectParts(catalog, checked.partSkus, data);
  const attributes = checkAttributes(await guarded('attributes', data, [], () => fetchAttributes(catalog)));
  for (const d of attributes.dropped) data.dropped.push({ section: 'attributes', id: d.id, reasons: [d.reason] });
  data.notices.push(...attributes.notices);
  data.entries.set('attributes', attributes.attributes);
  const taxRules = checkTaxRules(await guarded('tax-rules', data, [], () => fetchTaxRules(catalog)));
  for (const d of taxRules.dropped) data.dropped.push({ section: 'tax-rules', id: d.id, reasons: [d.reason] });
  data.entries.set('tax-rules', taxRules.taxRules);
  for (const [section, value] of content) data.entries.set(contentKey(section), value);
  return { ...data, contentCount: content.size };
}
