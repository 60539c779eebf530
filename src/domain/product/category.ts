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

/** The category's slug, or its name plus '-' plus id, slugified, when it has none. */
export function categorySlug(category: Pick<Category, 'id' | 'name'> & { slug?: string | null }): string {
  if (category.slug) return category.slug;
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
