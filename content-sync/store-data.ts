/**
 * Everything one store view's pages need, as snapshot entries (key → value): the category tree, the
 * needs subtree, one entry per visible product (with the 30-day lowest prices of its skus on sale,
 * lowest-prices.ts), attributes, tax rules and every content section.
 * A section whose fetch fails is reported and answered empty here (sync.ts then keeps its previous
 * snapshot when there is one); an unreachable API
 * (ApiUnreachableError) is not caught here: it stops the sync.
 */
import type { StoreView } from '../src/config/index.ts';
import { categorySchema } from '../src/domain/catalog/index.ts';
import { buildCategoryTree, splitNeeds } from './category-tree.ts';
import {
  checkProducts,
  fetchAttributes,
  fetchCategories,
  fetchProducts,
  fetchTaxRules,
  type CatalogSource,
  type Doc,
} from './catalog-fetch.ts';
import { fetchSection, type ContentSource } from './content-fetch.ts';
import { CONTENT_SECTIONS, DEFAULT_STORE_ONLY, isSingleton, type ContentSection } from './content-list.ts';
import {
  validateCollection,
  validateSingleton,
  type ContentEntry,
  type DroppedEntry,
  type RuleContext,
} from './content-rules.ts';
import { ApiUnreachableError, errorText } from './errors.ts';
import { fetchLowestPrices, skusOnSale, withLowestPrices } from './lowest-prices.ts';
import { contentKey, productKey } from './manifest.ts';

export interface SectionFailure {
  readonly section: string;
  readonly message: string;
}

export interface StoreData {
  readonly entries: Map<string, unknown>;
  readonly productCount: number;
  readonly contentCount: number;
  readonly dropped: DroppedEntry[];
  readonly failed: SectionFailure[];
  /** Facts worth a warning that drop nothing (a grouped product without links, no needs root). */
  readonly notices: string[];
}

export interface StoreSource {
  readonly baseUrl: string;
  readonly token: string;
  readonly fetch: typeof fetch;
  readonly defaultStore: string;
}

/** Runs a fetch; a failure other than an unreachable API is recorded and answered with `empty`. */
async function guarded<T>(section: string, failed: SectionFailure[], empty: T, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiUnreachableError) throw error;
    failed.push({ section, message: errorText(error) });
    return empty;
  }
}

/** The slug of the needs root: the parent of the mega-menu's need links (style_type 'need'). */
export function needsRootSlug(megaMenu: readonly ContentEntry[]): string | undefined {
  const link = megaMenu.find(
    (e) => e['style_type'] === 'need' && typeof e['parent_slug'] === 'string' && e['parent_slug'] !== '',
  );
  return link?.['parent_slug'] as string | undefined;
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
  };
  const ctx: RuleContext = { storeCode: view.code, defaultStore: source.defaultStore, lang: view.lang };
  const out = new Map<ContentSection, ContentEntry[] | ContentEntry | null>();
  for (const section of CONTENT_SECTIONS) {
    const empty = isSingleton(section) ? null : [];
    if (DEFAULT_STORE_ONLY.includes(section) && view.code !== source.defaultStore) {
      out.set(section, empty);
      continue;
    }
    const raw = await guarded(section, data.failed, empty, () => fetchSection(section, content));
    if (Array.isArray(raw)) {
      const { kept, dropped } = validateCollection(section, raw, ctx);
      data.dropped.push(...dropped);
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

function validCategories(docs: readonly Doc[], data: StoreData): (Doc & { id: number; parent_id: number; position: number })[] {
  return docs.flatMap((doc, index) => {
    const parsed = categorySchema.safeParse(doc);
    if (parsed.success && parsed.data.is_active)
      return [{ ...doc, id: parsed.data.id, parent_id: parsed.data.parent_id, position: parsed.data.position }];
    if (!parsed.success)
      data.dropped.push({
        section: 'categories',
        id: String(doc['id'] ?? `#${index}`),
        reasons: [parsed.error.issues[0]?.message ?? 'invalid category'],
      });
    return [];
  });
}

export async function collectStore(view: StoreView, source: StoreSource): Promise<StoreData> {
  const data: StoreData = { entries: new Map(), productCount: 0, contentCount: 0, dropped: [], failed: [], notices: [] };
  const catalog: CatalogSource = { baseUrl: source.baseUrl, store: view.code, fetch: source.fetch };
  const categoryDocs = await guarded('categories', data.failed, [], () => fetchCategories(catalog));
  const content = await collectContent(view, source, data);
  const megaMenu = content.get('mega_menu');
  const needsSlug = needsRootSlug(Array.isArray(megaMenu) ? megaMenu : []);
  const { categories, needs } = splitNeeds(buildCategoryTree(validCategories(categoryDocs, data)), needsSlug);
  if (needs === null && categoryDocs.length > 0)
    data.notices.push(
      `no needs root found (mega_menu need links point to ${JSON.stringify(needsSlug ?? null)}): needs left empty`,
    );
  data.entries.set('categories', categories);
  data.entries.set('needs', needs);
  const productDocs = await guarded('products', data.failed, [], () => fetchProducts(catalog));
  const checked = checkProducts(productDocs);
  for (const d of checked.dropped) data.dropped.push({ section: 'products', id: d.sku, reasons: [d.reason] });
  for (const n of checked.notices) data.notices.push(`product ${n.sku}: ${n.reason}`);
  const prices = { baseUrl: source.baseUrl, storeId: view.storeId, fetch: source.fetch };
  const lowest = await fetchLowestPrices(checked.products.flatMap(skusOnSale), prices);
  if (lowest.missing.length > 0) data.notices.push(`no 30-day lowest price for ${lowest.missing.length} skus on sale`);
  for (const product of checked.products)
    data.entries.set(productKey(String(product['sku'])), withLowestPrices(product, lowest.found));
  data.entries.set('attributes', await guarded('attributes', data.failed, [], () => fetchAttributes(catalog)));
  data.entries.set('tax-rules', await guarded('tax-rules', data.failed, [], () => fetchTaxRules(catalog)));
  for (const [section, value] of content) data.entries.set(contentKey(section), value);
  return { ...data, productCount: checked.products.length, contentCount: content.size };
}
