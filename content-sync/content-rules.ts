/**
 * The content validation rules of spec 000 §5 applied to entries as the content service returns them:
 * each entry is read into the domain's shape only to be checked (src/domain/content), and an invalid
 * entry is dropped with a reason naming the section and the entry id. Publication windows stay data.
 */
import {
  slugFields,
  slugKey,
  validateBlogTeaser,
  validateBox,
  validateExpert,
  validateHeroSlide,
  validateLines,
  validateProductsBlock,
  validateRecommended,
  validateTopBar,
  type BlogTeaser,
  type Box,
  type Expert,
  type HeroSlide,
  type LineEntry,
  type ProductsBlock,
  type PublicationWindow,
  type Recommended,
  type StoreContext,
  type ValidationResult,
  UNREADABLE_DATE,
} from '../src/domain/content/index.ts';
import { SLUGGED_COLLECTIONS, type ContentSection } from './content-list.ts';

export type ContentEntry = Readonly<Record<string, unknown>>;

export interface DroppedEntry {
  readonly section: string;
  readonly id: string;
  readonly reasons: readonly string[];
}

export interface RuleContext extends StoreContext {
  /** The store view's language (lines are kept for this language only). */
  readonly lang: string;
}

type Slugged = { readonly slug?: string | null; readonly parent_slug?: string | null; readonly sku?: string | null };
type Check = (entry: ContentEntry, ctx: RuleContext) => ValidationResult<unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An end of a publication window: a date's text; a blank or absent one none; any other value (a number, an object) unreadable. */
function windowEnd(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? text(value) : UNREADABLE_DATE;
}

/** The publication window of an entry (`publish_from`/`publish_to`); none when neither end is set. */
export function publicationOf(entry: ContentEntry): PublicationWindow | undefined {
  const from = windowEnd(entry['publish_from']);
  const to = windowEnd(entry['publish_to']);
  return from === undefined && to === undefined ? undefined : { from: from ?? null, to: to ?? null };
}

/** Top-bar items as texts: the service gives a repeater of `{text}` (or plain strings). */
export function topBarItems(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) =>
      typeof item === 'string' ? item : typeof item === 'object' && item !== null ? (item as { text?: unknown }).text : undefined,
    )
    .filter((t): t is string => typeof t === 'string');
}

/**
 * A hero slide is shown on its background image (the slider's schema requires one, src/components/home/content.ts):
 * one without is reported here with the spec's window rule, so that the editor learns why it is not shown.
 */
function withHeroImage(entry: ContentEntry, checked: ValidationResult<unknown>): ValidationResult<unknown> {
  if (text(entry['background_image']) !== undefined) return checked;
  return { ok: false, reasons: [...(checked.ok ? [] : checked.reasons), 'background_image is empty'] };
}

const CHECKS: Readonly<Partial<Record<ContentSection, Check>>> = {
  hero_slides: (e) => withHeroImage(e, validateHeroSlide({ ...e, publication: publicationOf(e) } as unknown as HeroSlide)),
  product_blocks: (e) => validateProductsBlock(e as unknown as ProductsBlock),
  experts: (e, ctx) => validateExpert(e as unknown as Expert, ctx),
  boxes: (e) => validateBox(e as unknown as Box),
  top_bar: (e) => validateTopBar({ items: topBarItems(e['items']) }),
  recommended: (e) => validateRecommended(e as unknown as Recommended),
  blog_teaser: (e, ctx) =>
    // Its preview title, else its title, as the home page reads it (a blank preview title is an unfilled one).
    validateBlogTeaser({ ...e, preview_title: text(e['preview_title']) ?? e['title'] } as unknown as BlogTeaser, ctx),
};

/**
 * An entry of a slugged section is known by its slug (slugFields: a need page's parent slug too, product content's
 * sku): one whose key field is not text cannot be matched to a page, and is dropped here, as the build's readers
 * would drop it (their schemas want text).
 */
function withTextKey(section: ContentSection, entry: ContentEntry): ValidationResult<unknown> {
  const kind = SLUGGED_COLLECTIONS[section];
  if (kind === undefined) return { ok: true, value: entry };
  const reasons = slugFields(kind)
    .filter((field) => text(entry[field]) === undefined)
    .map((field) => `${field} is ${entry[field] === undefined || entry[field] === null ? 'missing' : 'empty or not text'}`);
  return reasons.length === 0 ? { ok: true, value: entry } : { ok: false, reasons };
}

export function entryId(entry: ContentEntry, index: number): string {
  return text(entry['_id']) ?? `#${index}`;
}

/** Keeps the entries of one section that pass its rule; reports the others. */
export function applyEntryRules(
  section: ContentSection,
  entries: readonly ContentEntry[],
  ctx: RuleContext,
): { kept: ContentEntry[]; dropped: DroppedEntry[] } {
  const check = CHECKS[section];
  const kept: ContentEntry[] = [];
  const dropped: DroppedEntry[] = [];
  entries.forEach((entry, index) => {
    const keyed = withTextKey(section, entry);
    const result = !keyed.ok ? keyed : check ? check(entry, ctx) : ({ ok: true, value: entry } as const);
    if (result.ok) kept.push(entry);
    else dropped.push({ section, id: entryId(entry, index), reasons: result.reasons });
  });
  return { kept, dropped };
}

function publishedTime(entry: ContentEntry): number {
  const t = entry['_published'] ?? entry['_modified'];
  return typeof t === 'number' ? t : 0;
}

/**
 * Duplicate slugs (spec 000 §5) of the slugged sections, newest first: the entries of a slug fill the places they had in
 * the service's order, the latest published first (ties: the service's order), and all are kept. The build reads a
 * section through its own checks and then keeps the first entry of each slug (dropDuplicateSlugs), so it shows the
 * newest entry that passes them: the older, complete page when a newer copy lacks its content, where dropping the
 * older one here left no page at all. Each slug with duplicates is named in a notice.
 */
export function orderDuplicates(
  section: ContentSection,
  entries: readonly ContentEntry[],
): { kept: ContentEntry[]; notices: string[] } {
  const kind = SLUGGED_COLLECTIONS[section];
  if (kind === undefined) return { kept: [...entries], notices: [] };
  const groups = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const key = slugKey(entry as Slugged, kind);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const kept = [...entries];
  const notices: string[] = [];
  const what = kind === 'productContent' ? 'sku' : 'slug';
  for (const [key, places] of groups) {
    if (places.length < 2) continue;
    const newest = [...places].sort(
      (a, b) => publishedTime(entries[b] as ContentEntry) - publishedTime(entries[a] as ContentEntry) || a - b,
    );
    places.forEach((place, i) => (kept[place] = entries[newest[i] as number] as ContentEntry));
    const ids = newest.map((index) => entryId(entries[index] as ContentEntry, index));
    notices.push(`${section}: duplicate ${what} "${key}" (${ids.join(', ')}): the newest complete entry is shown`);
  }
  return { kept, notices };
}

/** Lines hold every language: the store keeps its own, and the list must not be empty (spec 000 §5). */
export function linesOfStore(
  entries: readonly ContentEntry[],
  ctx: RuleContext,
): { kept: ContentEntry[]; dropped: DroppedEntry[] } {
  const own = entries.filter((e) => e['lang'] === ctx.lang);
  const result = validateLines({ items: own as unknown as LineEntry[] });
  return result.ok
    ? { kept: own, dropped: [] }
    : { kept: [], dropped: [{ section: 'lines', id: `lang ${ctx.lang}`, reasons: result.reasons }] };
}

/** A collection after its rules: lines by language, per-entry validation, then duplicate slugs newest first. */
export function validateCollection(
  section: ContentSection,
  entries: readonly ContentEntry[],
  ctx: RuleContext,
): { kept: ContentEntry[]; dropped: DroppedEntry[]; notices: string[] } {
  if (section === 'lines') return { ...linesOfStore(entries, ctx), notices: [] };
  const valid = applyEntryRules(section, entries, ctx);
  const ordered = orderDuplicates(section, valid.kept);
  return { kept: ordered.kept, dropped: valid.dropped, notices: ordered.notices };
}

/** A singleton after its rule: the value, or null (section left empty) when it fails. */
export function validateSingleton(
  section: ContentSection,
  value: ContentEntry,
  ctx: RuleContext,
): { value: ContentEntry | null; dropped: DroppedEntry[] } {
  const { kept, dropped } = applyEntryRules(section, [{ ...value, _id: section }], ctx);
  return kept.length === 1 ? { value, dropped } : { value: null, dropped };
}
