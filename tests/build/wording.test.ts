/**
 * The built US site speaks American English and the English store view British English (the store views'
 * `wording`): the listings' filter headings, written by the storefront's catalogues on every category page.
 */
import { describe, expect, it } from 'vitest';
import { builtPaths, decodeEntities, readPage } from './dist.ts';

/** The filter headings of the listing pages among `paths`. */
function legends(site: string, paths: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const path of paths) {
    for (const m of readPage(site, path).matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)) found.add(decodeEntities(m[1] ?? ''));
  }
  return found;
}

describe('the wording of the English-speaking store views', () => {
  it.each([
    ['US', 'us', '/products/', 'Color', 'Colour'],
    ['English (British)', 'main', '/en/products/', 'Colour', 'Color'],
  ])('the %s listings name the color filter in their English', (_view, site, prefix, word, other) => {
    const found = legends(
      site,
      builtPaths(site).filter((p) => p.startsWith(prefix)),
    );
    expect(found).toContain(word);
    expect(found).not.toContain(other);
  });
});

describe('the tax note of prices', () => {
  it('prices carry "incl. tax" in every store view but the US one, whose prices are before sales tax', () => {
    const withNote = (site: string, path: string) => readPage(site, path).includes('class="price__tax"');
    expect(withNote('us', '/products/face')).toBe(false);
    expect(withNote('us', builtPaths('us').find((p) => p.startsWith('/product/')) ?? '')).toBe(false);
    expect(withNote('main', '/en/products/face')).toBe(true);
    expect(withNote('main', builtPaths('main').find((p) => p.startsWith('/en/product/')) ?? '')).toBe(true);
  });
});
