/** Polish texts of blog list, categories and articles (see ../en/blog.ts). */
import type { blog as source } from '../en/blog.ts';
import type { Translation } from '../../types.ts';

export const blog: Translation<typeof source> = {
  'blog.articles': 'Artykuły',
  'blog.categories': 'Kategorie artykułów',
  'blog.allCategories': 'Wszystkie artykuły',
  'blog.categoryIntro': 'Artykuły ekspertów na temat: {category}.',
  'blog.pageOf': 'Strona {page} z {count}',
  'blog.pageNumber': 'Strona {page}',
  'blog.pagination': 'Strony listy',
  'blog.previous': 'Poprzednia strona',
  'blog.next': 'Następna strona',
  'blog.empty': 'Nie opublikowano jeszcze żadnych artykułów.',
  'blog.questions': 'Pytania i odpowiedzi',
  'blog.related': 'Produkty z artykułu',
};
