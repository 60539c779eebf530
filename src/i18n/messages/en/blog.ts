/** English texts of blog list, categories and articles. */
export const blog = {
  'blog.articles': 'Articles',
  'blog.categories': 'Article categories',
  'blog.allCategories': 'All articles',
  'blog.categoryIntro': 'Expert articles about {category}.',
  'blog.pageOf': 'Page {page} of {count}',
  'blog.pageNumber': 'Page {page}',
  'blog.pagination': 'Pages of the list',
  'blog.previous': 'Previous page',
  'blog.next': 'Next page',
  'blog.empty': 'No articles have been published yet.',
  'blog.questions': 'Questions and answers',
  'blog.related': 'Products from this article',
} as const;
