import { describe, expect, it } from 'vitest';
import { layoutFor, routeByName, titleSourceFor } from '../../../src/routing/index.ts';

describe('titles and layouts', () => {
  it('titles come from the product, the category, the CMS slug, content entries or messages', () => {
    expect(titleSourceFor('configurable-product')).toEqual({ kind: 'product' });
    expect(titleSourceFor('needs')).toEqual({ kind: 'category' });
    expect(titleSourceFor('cms-page')).toEqual({ kind: 'cms' });
    expect(titleSourceFor('blog-article')).toEqual({ kind: 'content' });
    expect(titleSourceFor('hair-landing')).toEqual({ kind: 'content' });
    expect(titleSourceFor('cart')).toEqual({ kind: 'message' });
    expect(routeByName('pl-legacy-product')?.title).toEqual({ kind: 'product' });
    expect(routeByName('us-cms-page')?.title).toEqual({ kind: 'cms' });
    expect(routeByName('pl-order-error')?.title).toEqual({ kind: 'message' });
  });

  it('cart and order pages use minimal, feeds xml, emotopic pages emotopic, others default', () => {
    expect(layoutFor('cart')).toBe('minimal');
    expect(layoutFor('order-thank-you')).toBe('minimal');
    expect(layoutFor('product-feed')).toBe('xml');
    expect(layoutFor('emotopic-landing')).toBe('emotopic');
    expect(layoutFor('order-register')).toBe('default');
    expect(layoutFor('product')).toBe('default');
  });
});
