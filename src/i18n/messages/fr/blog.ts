/** French texts of blog list, categories and articles (see ../en/blog.ts). */
import type { blog as source } from '../en/blog.ts';
import type { Translation } from '../../types.ts';

export const blog: Translation<typeof source> = {
  'blog.articles': 'Articles',
  'blog.categories': 'Catégories d’articles',
  'blog.allCategories': 'Tous les articles',
  'blog.categoryIntro': 'Articles d’experts sur le thème : {category}.',
  'blog.pageOf': 'Page {page} sur {count}',
  'blog.pageNumber': 'Page {page}',
  'blog.pagination': 'Pages de la liste',
  'blog.previous': 'Page précédente',
  'blog.next': 'Page suivante',
  'blog.empty': 'Aucun article n’a encore été publié.',
  'blog.questions': 'Questions et réponses',
  'blog.related': 'Produits de cet article',
};
