/** Blog categories and posts (40 per language in 4 categories), with planted duplicates, unsafe HTML and a dot slug. */
import { IMAGE_SIZES } from '../images.ts';
import { slugify } from '../slug.ts';
import { fill } from '../text/index.ts';
import type { Vocab } from '../text/types.ts';
import { fields, loc, type ContentContext } from './writer.ts';

/** The blog category of each of the ten topics. */
const TOPIC_CATEGORY = [0, 0, 0, 0, 1, 1, 2, 3, 0, 0] as const;
const CATEGORY_COLORS = ['#2e7d5b', '#8a4f7d', '#a86a00', '#b0466b'];

/** Markup an editor might paste: a script, an onerror handler, a javascript: link and a foreign iframe. */
export const UNSAFE_HTML =
  '<p>Read more <a href="javascript:alert(1)">here</a>.</p><script>alert("xss")</script>' +
  '<img src="/b/post-1.png" onerror="alert(2)" alt="x"><iframe src="https://evil.example.com/frame"></iframe>';

/** The title of the blog post on a topic from an angle (capitalised). */
export const blogTitle = (v: Vocab, topic: number, angle: number): string => {
  const text = fill(v.blog.angles[angle] ?? '', { topic: v.blog.topics[topic] ?? '' });
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
};

export function seedBlog(ctx: ContentContext): void {
  ctx.model('blog_categories', 'collection', fields('slug*', 'name*'));
  for (let c = 0; c < 4; c += 1) {
    ctx.entry('blog_categories', `blog-category-${c + 1}`, {
      ...loc('slug', (v) => slugify(v.blog.categories[c as 0] ?? '')),
      ...loc('name', (v) => v.blog.categories[c as 0] ?? ''),
    });
  }
  ctx.model(
    'blog_posts',
    'collection',
    fields('category*', 'preview*:set', 'slug*', 'content*:set', 'seo*:set', 'related_skus:tags', 'date:date'),
  );
  let n = 0;
  for (let topic = 0; topic < 10; topic += 1) {
    for (let angle = 0; angle < 4; angle += 1) {
      n += 1;
      const cat = TOPIC_CATEGORY[topic] ?? 0;
      const id = `post-${n}`;
      const image = ctx.image({
        path: `/b/${id}.png`,
        ...IMAGE_SIZES.blog,
        color: CATEGORY_COLORS[cat] ?? '#555',
        label: String(n),
        shape: 'banner',
      });
      ctx.entry(
        'blog_posts',
        id,
        {
          ...loc('category', (v) => slugify(v.blog.categories[cat as 0])),
          ...loc('preview', (v) => ({ image, title: blogTitle(v, topic, angle), excerpt: v.blog.paragraphs[0] ?? '' })),
          ...loc('slug', (v) => slugify(blogTitle(v, topic, angle))),
          ...loc('content', (v) => ({
            description: `<p>${v.blog.paragraphs[0] ?? ''}</p>`,
            items: v.blog.paragraphs.slice(1).map((text, i) => ({ title: v.blog.sections[i] ?? '', text: `<p>${text}</p>` })),
          })),
          ...loc('seo', (v) => ({
            title: `${blogTitle(v, topic, angle)} | Dermeya`,
            description: v.blog.paragraphs[1] ?? '',
            questions: v.blog.questions.map(([question, answer]) => ({ question, answer })),
          })),
          related_skus: ctx.rng.sample(ctx.catalog.visibleSkus, 3),
          date: new Date(ctx.reference.getTime() - n * 5 * 86_400_000).toISOString().slice(0, 10),
        },
        { createdDaysAgo: n * 5 },
      );
    }
  }
  ctx.entry('blog_posts', 'post-duplicate-slug', {
    ...loc('category', (v) => slugify(v.blog.categories[0])),
    ...loc('slug', (v) => slugify(blogTitle(v, 0, 0))),
    ...loc('preview', (v) => ({ image: '/b/post-1.png', title: blogTitle(v, 0, 0), excerpt: '' })),
    ...loc('content', () => ({ description: '<p>Duplicate</p>', items: [] })),
    ...loc('seo', (v) => ({ title: blogTitle(v, 0, 0), description: '', questions: [] })),
    related_skus: [],
  });
  ctx.plant('blog_posts', 'post-duplicate-slug', 'blog post duplicating the slug of post-1');
  ctx.entry('blog_posts', 'post-unsafe-html', {
    ...loc('category', (v) => slugify(v.blog.categories[0])),
    ...loc('slug', (v) => `${slugify(v.blog.topics[0] ?? '')}-unsafe`),
    ...loc('preview', (v) => ({ image: '/b/post-2.png', title: v.blog.topics[0] ?? '', excerpt: v.blog.paragraphs[0] ?? '' })),
    ...loc('content', () => ({ description: UNSAFE_HTML, items: [{ title: 'x', text: UNSAFE_HTML }] })),
    ...loc('seo', (v) => ({ title: v.blog.topics[0] ?? '', description: '', questions: [] })),
    related_skus: [],
  });
  ctx.entry(
    'blog_posts',
    'post-draft',
    {
      ...loc('category', (v) => slugify(v.blog.categories[1])),
      ...loc('slug', (v) => `${slugify(blogTitle(v, 4, 0))}-draft`),
      ...loc('preview', (v) => ({ image: '/b/post-17.png', title: blogTitle(v, 4, 0), excerpt: v.blog.paragraphs[0] ?? '' })),
      ...loc('content', (v) => ({ description: `<p>${v.blog.paragraphs[2] ?? ''}</p>`, items: [] })),
      ...loc('seo', (v) => ({ title: blogTitle(v, 4, 0), description: '', questions: [] })),
      related_skus: [],
    },
    { published: false },
  );
  ctx.plant('blog_posts', 'post-draft', 'unpublished draft (published 0)');
  // A category and a post whose slugs are dot segments: `/porady/..` is the home page once a URL is read, and
  // `/porady/{category}/..` the blog's list: no page of their own.
  ctx.entry('blog_categories', 'blog-category-dot-slug', {
    ...loc('slug', () => '..'),
    ...loc('name', (v) => `${v.blog.categories[0] ?? ''} ..`),
  });
  ctx.plant('blog_categories', 'blog-category-dot-slug', 'blog category whose slug is a dot segment (..)');
  for (const [id, category, slug] of [
    ['post-dot-category', '..', 'index'],
    ['post-dot-slug', undefined, '..'],
  ] as const) {
    ctx.entry('blog_posts', id, {
      ...loc('category', (v) => category ?? slugify(v.blog.categories[0])),
      ...loc('slug', () => slug),
      ...loc('preview', (v) => ({ image: '/b/post-3.png', title: `${v.blog.topics[1] ?? ''} ..`, excerpt: '' })),
      ...loc('content', (v) => ({ description: `<p>${v.blog.paragraphs[0] ?? ''}</p>`, items: [] })),
      ...loc('seo', (v) => ({ title: v.blog.topics[1] ?? '', description: '', questions: [] })),
      related_skus: [],
    });
    ctx.plant('blog_posts', id, `blog post whose ${category ? 'category' : 'slug'} is a dot segment (..)`);
  }
  ctx.plant('blog_posts', 'post-unsafe-html', 'blog post with <script>, onerror=, a javascript: link and a foreign iframe');
}
