/** Romanian texts of blog list, categories and articles (see ../en/blog.ts). */
import type { blog as source } from '../en/blog.ts';
import type { Translation } from '../../types.ts';

export const blog: Translation<typeof source> = {
  'blog.articles': 'Articole',
  'blog.categories': 'Categorii de articole',
  'blog.allCategories': 'Toate articolele',
  'blog.categoryIntro': 'Articole ale experților din categoria „{category}”.',
  'blog.pageOf': 'Pagina {page} din {count}',
  'blog.pageNumber': 'Pagina {page}',
  'blog.pagination': 'Paginile listei',
  'blog.previous': 'Pagina anterioară',
  'blog.next': 'Pagina următoare',
  'blog.empty': 'Nu a fost publicat încă niciun articol.',
  'blog.questions': 'Întrebări și răspunsuri',
  'blog.related': 'Produse din acest articol',
};
