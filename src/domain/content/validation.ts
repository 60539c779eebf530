/**
 * Content validation (spec 000 §5 "Content validation"): one function per rule. Each returns the entry
 * or the reasons it is invalid, so a caller can drop the entry with a warning naming it.
 * Reasons are English log texts, not user messages.
 */
import type { BlogTeaser, Expert, HeroSlide, Lines, ProductsBlock, Recommended, TopBar } from './types-home.ts';
import type { Box } from './types-pages.ts';
import { isShownOnStore, isValidPublicationWindow } from './visibility.ts';

export type ValidationResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reasons: string[] };

/** Where a block is being shown, for the default-store-only rules. */
export interface StoreContext {
  readonly storeCode: string;
  readonly defaultStore: string;
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function result<T>(value: T, reasons: string[]): ValidationResult<T> {
  return reasons.length === 0 ? { ok: true, value } : { ok: false, reasons };
}

function requireFields<T extends object>(entry: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => !filled(entry[f])).map((f) => `${f} is empty`);
}

function defaultStoreOnly(block: 'expert' | 'blogTeaser', store: StoreContext | undefined): string[] {
  if (!store || isShownOnStore(block, store.storeCode, store.defaultStore)) return [];
  return [`${block} is shown only on the default store (${store.defaultStore}), not on ${store.storeCode}`];
}

/** A hero slide needs a valid publication window. */
export function validateHeroSlide(slide: HeroSlide): ValidationResult<HeroSlide> {
  const ok = slide.publication !== undefined && slide.publication !== null && isValidPublicationWindow(slide.publication);
  return result(slide, ok ? [] : ['publication window is invalid']);
}

/** A newest or special products block needs a non-empty title. */
export function validateProductsBlock(block: ProductsBlock): ValidationResult<ProductsBlock> {
  return result(block, requireFields(block, ['title']));
}

/** The top bar needs at least one item. */
export function validateTopBar(bar: TopBar): ValidationResult<TopBar> {
  const items = Array.isArray(bar.items) ? bar.items.filter(filled) : [];
  return result(bar, items.length > 0 ? [] : ['top bar has no items']);
}

/** The expert needs a non-empty name and an image path, and is shown only on the default store. */
export function validateExpert(expert: Expert, store?: StoreContext): ValidationResult<Expert> {
  return result(expert, [...requireFields(expert, ['name', 'image']), ...defaultStoreOnly('expert', store)]);
}

/** The recommended block needs button text, subtitle and title. */
export function validateRecommended(block: Recommended): ValidationResult<Recommended> {
  return result(block, requireFields(block, ['button_text', 'subtitle', 'title']));
}

/** The blog teaser needs image, alt, preview title, excerpt, slug and category, and only on the default store. */
export function validateBlogTeaser(teaser: BlogTeaser, store?: StoreContext): ValidationResult<BlogTeaser> {
  const missing = requireFields(teaser, ['image', 'alt', 'preview_title', 'excerpt', 'slug', 'category']);
  return result(teaser, [...missing, ...defaultStoreOnly('blogTeaser', store)]);
}

/** Lines need a non-empty list. */
export function validateLines(lines: Lines): ValidationResult<Lines> {
  return result(lines, Array.isArray(lines.items) && lines.items.length > 0 ? [] : ['lines list is empty']);
}

/** A box needs a non-empty id. */
export function validateBox(box: Box): ValidationResult<Box> {
  return result(box, requireFields(box, ['id']));
}
