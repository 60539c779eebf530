/**
 * What a category or need page shows of the content service (spec 000 §3 "Category page", "Need page"):
 * the `category_pages` entry whose slug is the category's (`categorySlug`: its slug, else name-id), or the
 * `need_pages` entry whose slug and parent_slug are the need's and its parent's in the needs tree; slugs
 * compare as `slugKey` does, and a later entry repeating one is dropped (spec 000 §5, first wins). Pure.
 *
 * An entry needs its slug (a need page its parent_slug too); every other field is read on its own: a
 * field of the wrong type is left out and the rest shown. Inside the content boxes, a box that shows
 * nothing is dropped on its own. The expert preview and the box name entries of the `experts` and
 * `boxes` sections by id; they show only when that entry exists.
 */
import { z } from 'zod';
import { indexOf, memoOn, type CatalogCategory, type CategoryKind } from '../../catalog/index.ts';
import type { TitleOrientation } from '../../domain/content/index.ts';
import { dropDuplicateSlugs, slugKey, type SluggedKind } from '../../domain/content/slugs.ts';
import { categorySlug } from '../../domain/product/category.ts';
import { BANNER_SIZES, bannerView, type BannerView } from '../content/banner.ts';
import { experts, type ExpertContent } from '../home/content.ts';
import { optionalText, text, validEntries } from '../pages/parse.ts';
import { boxSchema, contentBoxView, imageSchema, tipSchema, type ContentBoxView } from '../product/product-content.ts';

const ORIENTATIONS = ['left', 'right', 'default'] as const satisfies readonly TitleOrientation[];

/** A field read on its own: absent, null or of the wrong type reads as absent. */
function field<T>(schema: z.ZodType<T>) {
  return schema.optional().catch(undefined);
}

/** The content boxes: each parsed on its own (those showing nothing dropped); not a list reads as none. */
const boxList = z
  .array(z.unknown())
  .catch([])
  .transform((list) => validEntries(boxSchema, list));

const categoryEntrySchema = z.object({
  slug: text,
  header: field(z.object({ title: optionalText, title_orientation: field(z.enum(ORIENTATIONS)) })),
  banner: field(imageSchema),
  lead: optionalText,
  content_boxes: boxList,
  expert_tip: field(tipSchema),
  /** The id (`_id`) of an `experts` entry. */
  expert_preview: optionalText,
  /** The id of a `boxes` entry. */
  box: optionalText,
  seo: field(z.object({ title: optionalText, description: optionalText })),
});

const needEntrySchema = z.object({
  slug: text,
  parent_slug: text,
  header: optionalText,
  lead: optionalText,
  content_boxes: boxList,
});

type CategoryEntry = z.infer<typeof categoryEntrySchema>;
type NeedEntry = z.infer<typeof needEntrySchema>;

/** The entries of a section by their key, duplicates dropped; built once per parsed section. */
function byKey<T extends { readonly slug: string; readonly parent_slug?: string }>(kind: SluggedKind) {
  return memoOn(
    (entries: readonly T[]) => new Map(dropDuplicateSlugs(entries, kind).kept.map((e) => [slugKey(e, kind), e] as const)),
  );
}
const categoriesByKey = byKey<CategoryEntry>('category');
const needsByKey = byKey<NeedEntry>('need');

/** The `category_pages` entry of a category: its slug is the category's slug (name-id when it has none). */
export function categoryEntryFor(
  value: unknown,
  category: Pick<CatalogCategory, 'id' | 'name' | 'slug'>,
): CategoryEntry | undefined {
  const key = slugKey({ slug: categorySlug(category) }, 'category');
  return categoriesByKey(validEntries(categoryEntrySchema, value)).get(key);
}

/** The `need_pages` entry of a need: its slug is the need's, its parent_slug the slug of the need's parent in the needs tree. */
export function needEntryFor(value: unknown, need: CatalogCategory, needs: readonly CatalogCategory[]): NeedEntry | undefined {
  const parent = needs.find((n) => n.store === need.store && n.id === need.parent_id);
  if (!parent) return undefined;
  const key = slugKey({ slug: categorySlug(need), parent_slug: categorySlug(parent) }, 'need');
  return needsByKey(validEntries(needEntrySchema, value)).get(key);
}

/** An `experts` entry's id and its expert (undefined when incomplete: no name or no image). */
const expertEntrySchema = z
  .looseObject({ _id: z.string() })
  .transform((entry) => ({ id: entry._id, expert: experts([entry])[0] }));

/** The entries of a parsed experts section by id (the first entry of an id wins), built once per section. */
const expertsById = indexOf((entry: z.infer<typeof expertEntrySchema>) => entry.id);

/** The expert of an `experts` entry id, when that entry exists and is complete (a name and an image). */
export function expertById(value: unknown, id: string | undefined): ExpertContent | undefined {
  return id === undefined ? undefined : expertsById(validEntries(expertEntrySchema, value)).get(id)?.expert;
}

export interface ListingContentView {
  /** The header's title (the page's h1 instead of the category name). */
  readonly title: string | undefined;
  readonly orientation: TitleOrientation;
  readonly banner: BannerView | undefined;
  readonly lead: string | undefined;
  readonly boxes: readonly ContentBoxView[];
  readonly tip: ContentBoxView | undefined;
  readonly expert: ExpertContent | undefined;
  /** The id of the offer bundle (`boxes` entry) the page shows, when the entry names one. */
  readonly boxId: string | undefined;
  readonly seo: { readonly title: string | undefined; readonly description: string | undefined };
}

export interface ListingContentInput {
  readonly kind: CategoryKind;
  /** The category (or need) of the page, and its flattened tree. */
  readonly category: CatalogCategory;
  readonly tree: readonly CatalogCategory[];
  /** A content section's value (`StoreCatalog.content`). */
  readonly content: (section: string) => unknown;
  /** Whether the store view shows the expert (the default store only, spec 000 §5). */
  readonly showExpert: boolean;
}

const NOTHING = { banner: undefined, tip: undefined, expert: undefined, boxId: undefined, orientation: 'default' } as const;

/** The content part of a category or need page; undefined when the page has no valid entry. */
export function listingContentView({
  kind,
  category,
  tree,
  content,
  showExpert,
}: ListingContentInput): ListingContentView | undefined {
  const name = category.name;
  if (kind === 'needs') {
    const entry = needEntryFor(content('need_pages'), category, tree);
    if (!entry) return undefined;
    const boxes = entry.content_boxes.map((box) => contentBoxView(box, name));
    return { ...NOTHING, title: entry.header, lead: entry.lead, boxes, seo: { title: undefined, description: entry.lead } };
  }
  const entry = categoryEntryFor(content('category_pages'), category);
  if (!entry) return undefined;
  return {
    title: entry.header?.title,
    orientation: entry.header?.title_orientation ?? 'default',
    // The h1 beside it names the page: a banner without its own alt text is decorative.
    banner: entry.banner ? bannerView(entry.banner.path, BANNER_SIZES.category, entry.banner.alt) : undefined,
    lead: entry.lead,
    boxes: entry.content_boxes.map((box) => contentBoxView(box, name)),
    tip: entry.expert_tip ? contentBoxView(entry.expert_tip, name) : undefined,
    expert: showExpert ? expertById(content('experts'), entry.expert_preview) : undefined,
    boxId: entry.box,
    seo: { title: entry.seo?.title, description: entry.seo?.description ?? entry.lead },
  };
}

/** Whether the view puts anything above the listing (else the page keeps its plain h1). */
export function hasHeader(view: ListingContentView | undefined): view is ListingContentView {
  return view !== undefined && (view.title !== undefined || view.banner !== undefined || view.lead !== undefined);
}
