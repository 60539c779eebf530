/** Romanian texts of the product page content blocks and of the site map (see ../en/productContent.ts). */
import type { productContent as source } from '../en/productContent.ts';
import type { Translation } from '../../types.ts';

export const productContent: Translation<typeof source> = {
  'productContent.about': 'Despre produs',
  'productContent.videoTitle': 'Videoclip despre {name}',
  'productContent.videoLink': 'Urmărește videoclipul despre {name}',
  'productContent.leafletLink': 'Descarcă prospectul (PDF)',
  'productContent.shops': 'Cumpără online',
  'siteMap.pages': 'Pagini',
  'siteMap.categories': 'Categorii de produse',
  'siteMap.needs': 'Produse după nevoi',
  'siteMap.products': 'Produse de la A la Z',
};
