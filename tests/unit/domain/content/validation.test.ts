import { describe, expect, it } from 'vitest';
import {
  validateBlogTeaser,
  validateBox,
  validateExpert,
  validateHeroSlide,
  validateLines,
  validateProductsBlock,
  validateRecommended,
  validateTopBar,
} from '../../../../src/domain/content/index.ts';

const reasons = (r: { ok: boolean; reasons?: string[] }) => (r.ok ? [] : (r.reasons ?? []));

describe('validateHeroSlide', () => {
  it('accepts a slide with a valid publication window', () => {
    const slide = { background_images: [], publication: { from: '2024-01-01', to: null } };
    expect(validateHeroSlide(slide)).toEqual({ ok: true, value: slide });
  });
  it('rejects a slide whose window is unreadable or reversed', () => {
    expect(reasons(validateHeroSlide({ background_images: [], publication: { from: 'x' } }))).toEqual([
      'publication window is invalid',
    ]);
    expect(validateHeroSlide({ background_images: [], publication: { from: '2024-02-01', to: '2024-01-01' } }).ok).toBe(false);
  });
});

describe('validateProductsBlock', () => {
  it('needs a non-empty title', () => {
    expect(validateProductsBlock({ title: 'New', skus: [] }).ok).toBe(true);
    expect(reasons(validateProductsBlock({ title: '  ', skus: ['a'] }))).toEqual(['title is empty']);
  });
});

describe('validateTopBar', () => {
  it('needs at least one non-empty item', () => {
    expect(validateTopBar({ items: ['Free delivery'] }).ok).toBe(true);
    expect(validateTopBar({ items: [] }).ok).toBe(false);
    expect(validateTopBar({ items: [''] }).ok).toBe(false);
  });
});

describe('validateExpert', () => {
  const expert = { name: 'Dr Anna', image: '/experts/anna.jpg' };
  it('needs a name and an image path', () => {
    expect(validateExpert(expert).ok).toBe(true);
    expect(reasons(validateExpert({ name: '', image: '' }))).toEqual(['name is empty', 'image is empty']);
  });
  it('is valid only on the default store', () => {
    expect(validateExpert(expert, { storeCode: 'pl', defaultStore: 'pl' }).ok).toBe(true);
    expect(reasons(validateExpert(expert, { storeCode: 'en', defaultStore: 'pl' }))[0]).toMatch(/default store/);
  });
});

describe('validateRecommended', () => {
  it('needs button text, subtitle and title', () => {
    expect(validateRecommended({ button_text: 'Go', subtitle: 's', title: 't' }).ok).toBe(true);
    expect(reasons(validateRecommended({ button_text: '', subtitle: 's', title: '' }))).toEqual([
      'button_text is empty',
      'title is empty',
    ]);
  });
});

describe('validateBlogTeaser', () => {
  const teaser = { image: 'i.jpg', alt: 'a', preview_title: 't', excerpt: 'e', slug: 's', category: 'c' };
  it('needs image, alt, preview title, excerpt, slug and category', () => {
    expect(validateBlogTeaser(teaser).ok).toBe(true);
    expect(reasons(validateBlogTeaser({ ...teaser, alt: '', category: '' }))).toEqual(['alt is empty', 'category is empty']);
  });
  it('is valid only on the default store', () => {
    expect(validateBlogTeaser(teaser, { storeCode: 'us', defaultStore: 'pl' }).ok).toBe(false);
    expect(validateBlogTeaser(teaser, { storeCode: 'pl', defaultStore: 'pl' }).ok).toBe(true);
  });
});

describe('validateLines', () => {
  it('needs a non-empty list', () => {
    expect(validateLines({ items: [{ category: 'c', cms_id: 1, color: '#000', label: 'A', lang: 'pl' }] }).ok).toBe(true);
    expect(reasons(validateLines({ items: [] }))).toEqual(['lines list is empty']);
  });
});

describe('validateBox', () => {
  it('needs a non-empty id', () => {
    expect(validateBox({ id: 'box-1', products: [] }).ok).toBe(true);
    expect(validateBox({ id: '', products: [] }).ok).toBe(false);
  });
});
