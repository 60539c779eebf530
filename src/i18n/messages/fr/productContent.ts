/** French texts of the product page content blocks and of the site map (see ../en/productContent.ts). */
import type { productContent as source } from '../en/productContent.ts';
import type { Translation } from '../../types.ts';

export const productContent: Translation<typeof source> = {
  'productContent.about': 'À propos du produit',
  'productContent.videoTitle': 'Vidéo sur {name}',
  'productContent.videoLink': 'Regarder la vidéo sur {name}',
  'productContent.leafletLink': 'Télécharger la notice (PDF)',
  'productContent.shops': 'Acheter en ligne',
  'siteMap.pages': 'Pages',
  'siteMap.categories': 'Catégories de produits',
  'siteMap.needs': 'Produits par besoin',
  'siteMap.products': 'Produits de A à Z',
};
