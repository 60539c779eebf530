/**
 * The content validation rules of spec 000 §5 applied to entries as the content service returns them:
 * each entry is read into the domain's shape only to be checked (src/domain/content), and an invalid
 * entry is dropped with a reason naming the section and the entry id. Publication windows stay data.
 */
import {
  dropDuplicateSlugs,
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

/** The publication window of an entry (`publish_from`/`publish_to`); none when neither end is set. */
export function publicationOf(entry: ContentEntry): PublicationWindow | undefined {
  const from = text(entry['publish_from']);
  const to = text(entry['publish_to']);
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
    validateBlogTeaser({ ...e, preview_title: e['preview_title'] ?? e['title'] } as unknown as BlogTeaser, ctx),
};

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
    const result = check ? check(entry, ctx) : ({ ok: true, value: entry } as const);
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
 * Drops duplicate slugs (spec 000 §5) for the slugged sections. The latest published entry wins
 * (ties: the service's order); the kept entries stay in the service's order.
 */
export function dropDuplicates(
  section: ContentSection,
  entries: readonly ContentEntry[],
): { kept: ContentEntry[]; dropped: DroppedEntry[] } {
  const kind = SLUGGED_COLLECTIONS[section];
  if (kind === undefined) return { kept: [...entries], dropped: [] };
  const order = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => publishedTime(b.entry) - publishedTime(a.entry) || a.index - b.index);
  const result = dropDuplicateSlugs(
    order.map((o) => o.entry as Slugged),
    kind,
  );
  const keptSet = new Set<unknown>(result.kept);
  const idOf = (entry: unknown): string => entryId(entry as ContentEntry, entries.indexOf(entry as ContentEntry));
  const dropped = result.dropped.map((d): DroppedEntry => {
    const winner = result.kept.find((k) => slugKey(k, kind) === d.key);
    const what = kind === 'productContent' ? 'sku' : 'slug';
    return {
      section,
      id: idOf(d.entry),
      reasons: [`duplicate ${what} "${d.key}" (kept ${winner ? idOf(winner) : 'another entry'})`],
    };
  });
  return { kept: entries.filter((e) => keptSet.has(e)), dropped };
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

/** A collection after its rules: lines by language, per-entry validation, then duplicate slugs. */
export function validateCollection(
  section: ContentSection,
  entries: readonly ContentEntry[],
  ctx: RuleContext,
): { kept: ContentEntry[]; dropped: DroppedEntry[] } {
  if (section === 'lines') return linesOfStore(entries, ctx);
  const valid = applyEntryRules(section, entries, ctx);
  const unique = dropDuplicates(section, valid.kept);
  return { kept: unique.kept, dropped: [...valid.dropped, ...unique.dropped] };
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
