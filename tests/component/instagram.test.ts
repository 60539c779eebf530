/**
 * The Instagram tiles (spec 000 §3): each tile is a link whose only content is its image, so the image's alt text
 * names the link; a tile without one in content is named by its place, in the store view's language. Rendered by
 * Astro's container API and parsed with happy-dom.
 */
import { experimental_AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import Instagram from '../../src/components/home/Instagram.astro';
import { instagramTiles } from '../../src/components/home/content.ts';
import { loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';

const container = await experimental_AstroContainer.create();
const window = new Window();
afterAll(() => window.happyDOM.close());

const tile = (n: number, alt?: string) => ({
  is_published: true,
  image: `/i/${n}.png`,
  link: `https://www.instagram.com/p/${n}/`,
  ...(alt === undefined ? {} : { alt }),
});

async function linkNames(store: StoreCode, entries: unknown[]): Promise<string[]> {
  const html = await container.renderToString(Instagram, {
    props: { tiles: instagramTiles(entries), store: storeView(store, loadConfig({})) },
  });
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('a[data-tile]')].map((a) => a.querySelector('img')?.getAttribute('alt') ?? '');
}

describe('the Instagram tiles', () => {
  it('name each link by its image’s alt text, or by its place when content gives none', async () => {
    const entries = [tile(1, 'Serum on a shelf'), tile(2, ''), tile(3), tile(4, '  ')];
    expect(await linkNames('pl', entries)).toEqual([
      'Serum on a shelf',
      'Post na Instagramie 2',
      'Post na Instagramie 3',
      'Post na Instagramie 4',
    ]);
    expect((await linkNames('en', entries))[1]).toBe('Instagram post 2');
  });
});
