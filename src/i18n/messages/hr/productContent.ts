/** Croatian texts of the product page content blocks and of the site map (see ../en/productContent.ts). */
import type { productContent as source } from '../en/productContent.ts';
import type { Translation } from '../../types.ts';

export const productContent: Translation<typeof source> = {
  'productContent.about': 'O proizvodu',
  'productContent.videoTitle': 'Video o proizvodu {name}',
  'productContent.videoLink': 'Pogledajte video o proizvodu {name}',
  'productContent.leafletLink': 'Preuzmite uputu (PDF)',
  'productContent.shops': 'Kupite online',
  'siteMap.pages': 'Stranice',
  'siteMap.categories': 'Kategorije proizvoda',
  'siteMap.needs': 'Proizvodi prema potrebama',
  'siteMap.products': 'Proizvodi od A do Ž',
};
