/**
 * The specification's list sizes, pinned by their values (spec 000 §9 "Product list page size 50. Default category
 * list size 4000; default attribute list size 150. Blog page size 9. CMS block and page maximum 500. Prefetch of child
 * stock counts 8. Stock prefetch batches of 15 skus."; §7 needs read up to 100): tests that read the constants
 * themselves would follow a wrong value.
 */
import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../src/config/constants.ts';

describe('specification list sizes', () => {
  it('hold the values spec 000 names', () => {
    expect({ ...LISTS }).toMatchObject({
      productPageSize: 50,
      categoryListSize: 4000,
      needsListSize: 100,
      attributeListSize: 150,
      blogPageSize: 9,
      cmsMaxItems: 500,
      childStockPrefetch: 8,
      stockBatchSize: 15,
      instagramPosts: 12,
    });
  });
});
