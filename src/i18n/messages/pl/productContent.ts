/** Polish texts of the product page content blocks and of the site map (see ../en/productContent.ts). */
import type { productContent as source } from '../en/productContent.ts';
import type { Translation } from '../../types.ts';

export const productContent: Translation<typeof source> = {
  'productContent.about': 'O produkcie',
  'productContent.videoTitle': 'Film o produkcie {name}',
  'productContent.videoLink': 'Obejrzyj film o produkcie {name}',
  'productContent.leafletLink': 'Pobierz ulotkę (PDF)',
  'productContent.shops': 'Kup online',
  'siteMap.pages': 'Strony',
  'siteMap.categories': 'Kategorie produktów',
  'siteMap.needs': 'Produkty według potrzeb',
  'siteMap.products': 'Produkty od A do Z',
};
