/** Croatian texts of blog list, categories and articles (see ../en/blog.ts). */
import type { blog as source } from '../en/blog.ts';
import type { Translation } from '../../types.ts';

export const blog: Translation<typeof source> = {
  'blog.articles': 'Članci',
  'blog.categories': 'Kategorije članaka',
  'blog.allCategories': 'Svi članci',
  'blog.categoryIntro': 'Stručni članci na temu: {category}.',
  'blog.pageOf': 'Stranica {page} od {count}',
  'blog.pageNumber': 'Stranica {page}',
  'blog.pagination': 'Stranice popisa',
  'blog.previous': 'Prethodna stranica',
  'blog.next': 'Sljedeća stranica',
  'blog.empty': 'Još nema objavljenih članaka.',
  'blog.questions': 'Pitanja i odgovori',
  'blog.related': 'Proizvodi iz članka',
};
