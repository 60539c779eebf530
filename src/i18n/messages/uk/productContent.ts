/** Ukrainian texts of the product page content blocks and of the site map (see ../en/productContent.ts). */
import type { productContent as source } from '../en/productContent.ts';
import type { Translation } from '../../types.ts';

export const productContent: Translation<typeof source> = {
  'productContent.about': 'Про продукт',
  'productContent.videoTitle': 'Відео про {name}',
  'productContent.videoLink': 'Дивитися відео про {name}',
  'productContent.leafletLink': 'Завантажити інструкцію (PDF)',
  'productContent.shops': 'Купити онлайн',
  'siteMap.pages': 'Сторінки',
  'siteMap.categories': 'Категорії продуктів',
  'siteMap.needs': 'Продукти за потребами',
  'siteMap.products': 'Продукти від А до Я',
};
