/** When an API that answers fails the sync (store-failure.ts) rather than leaving sections empty (spec 000 §8). */
import { describe, expect, it } from 'vitest';
import { storeViewFailure } from '../../../content-sync/store-failure.ts';

const ok = (section: string) => ({ section });
const failed = (section: string, error = 'Request failed with status 503') => ({ section, error });
const fails = (fetches: { section: string; error?: string }[], previous: string[] = []) =>
  storeViewFailure('http://api.test', 'pl', fetches, previous)?.message;

describe('the store view failure rule', () => {
  it('a store view whose every fetch failed fails the sync, previous snapshot or not, naming the first error', () => {
    const all = [failed('categories', 'Not found'), failed('mega_menu'), failed('products'), failed('tax-rules')];
    for (const previous of [[], ['categories', 'products/A', 'tax-rules']])
      expect(fails(all, previous)).toMatch(
        /^The API at http:\/\/api\.test answered every request of store view pl with an error: .* First error: categories: Not found$/,
      );
  });

  it('the category tree or the products failing with nothing of them to keep fails the sync', () => {
    expect(fails([ok('categories'), failed('products')], ['categories'])).toMatch(
      /could not give store view pl its products, with no previous snapshot to keep: .* First error: products: /,
    );
    expect(fails([failed('categories'), ok('products')], ['products/A'])).toMatch(/its category tree, with no previous snapshot/);
  });

  it('a partial failure stays logged-and-empty (§8): a content section alone, or the catalogue with a previous snapshot to keep', () => {
    expect(fails([ok('categories'), failed('special_offers'), ok('products')])).toBeUndefined();
    expect(fails([failed('categories'), failed('products'), ok('blog_posts')], ['categories', 'parts/P'])).toBeUndefined();
    expect(fails([])).toBeUndefined();
  });
});
