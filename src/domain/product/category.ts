/** Category slugs and id checks (spec 000 §3 "Category", §8). */
import { CATEGORY } from '../../config/constants.ts';
import type { Category } from '../catalog/types.ts';
import { CategoryEmptyError } from '../errors.ts';

/** Lower-case ASCII slug: diacritics transliterated, other characters become single hyphens. */
export function slugify(text: string): string {
  return text
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/[^a-z0-9\u0400-\u04ff]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What categorySlug reads: a catalogue category, or the part of one a link or a search hit carries. */
export interface SlugSource {
  readonly slug?: string | null | undefined;
  readonly name?: Category['name'] | undefined;
  readonly id?: Category['id'] | string | undefined;
}

/** The category's slug, or its name plus '-' plus id, slugified, when it has none; '' without either. */
export function categorySlug(category: SlugSource): string {
  if (category.slug) return category.slug;
  if (category.name === undefined || category.id === undefined) return '';
  return slugify(`${category.name}-${category.id}`);
}

/** Throws CategoryEmptyError for an empty value, or an id below the root id (2). */
export function assertCategoryId(key: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || String(value).trim() === '') {
    throw new CategoryEmptyError(key, String(value ?? ''));
  }
  if (key === 'id' || key === 'parent_id') {
    const id = Number(value);
    if (!Number.isInteger(id) || id < CATEGORY.rootId) throw new CategoryEmptyError(key, value);
  }
}
