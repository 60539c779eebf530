/** Ukrainian texts of blog list, categories and articles (see ../en/blog.ts). */
import type { blog as source } from '../en/blog.ts';
import type { Translation } from '../../types.ts';

export const blog: Translation<typeof source> = {
  'blog.articles': 'Статті',
  'blog.categories': 'Категорії статей',
  'blog.allCategories': 'Усі статті',
  'blog.categoryIntro': 'Статті експертів на тему: {category}.',
  'blog.pageOf': 'Сторінка {page} з {count}',
  'blog.pageNumber': 'Сторінка {page}',
  'blog.pagination': 'Сторінки списку',
  'blog.previous': 'Попередня сторінка',
  'blog.next': 'Наступна сторінка',
  'blog.empty': 'Ще не опубліковано жодної статті.',
  'blog.questions': 'Запитання та відповіді',
  'blog.related': 'Продукти зі статті',
};
