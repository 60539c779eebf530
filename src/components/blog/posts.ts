/**
 * The blog's content sections as content-sync writes them (`blog_posts`, `blog_categories`; spec 000 §3
 * "Blog post"), parsed into what the blog screens show. Every entry is parsed on its own and a malformed
 * one is dropped, never rendered half; duplicate slugs are dropped with the domain's rule (spec 000 §5).
 */
import { z } from 'zod';
import { validEntries } from '../pages/parse.ts';
import { dropDuplicateSlugs } from '../../domain/content/slugs.ts';
import { isDotSegment } from '../../routing/index.ts';

/** A slug that can stand as one path segment: no slash, space, `?`, `#` or `%`, and not a dot segment (`..`). */
const segment = z
  .string()
  .trim()
  .regex(/^[^\s/?#%]+$/)
  .refine((slug) => !isDotSegment(slug), 'a dot segment names no page');
const text = z.string().trim().min(1);
const optionalText = z.string().catch('');

/** A list whose items are parsed one by one: the malformed ones are left out, the others kept. */
function itemsOf<T>(schema: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const result = schema.safeParse(item);
        return result.success ? [result.data] : [];
      }),
    );
}

const sectionSchema = z.object({ title: optionalText, text: optionalText });
const questionSchema = z.object({ question: text, answer: text });

const postSchema = z.object({
  _id: text,
  category: segment,
  slug: segment,
  preview: z.object({ image: text, title: text, excerpt: optionalText }),
  // Every field inside is optional, so an absent or malformed object reads as empty rather than dropping the post.
  content: z.object({ description: optionalText, items: itemsOf(sectionSchema) }).catch({ description: '', items: [] }),
  seo: z
    .object({ title: optionalText, description: optionalText, questions: itemsOf(questionSchema) })
    .catch({ title: '', description: '', questions: [] }),
  related_skus: itemsOf(text),
  date: z.iso.date().optional().catch(undefined),
  _published: z.number().optional().catch(undefined),
});
export type BlogPost = z.infer<typeof postSchema>;

const categorySchema = z.object({ _id: text, slug: segment, name: text });
export type BlogCategory = z.infer<typeof categorySchema>;

/** The time a post is ordered by: its date, else its publication time; undated posts last. */
export function postTime(post: Pick<BlogPost, 'date' | '_published'>): number {
  if (post.date !== undefined) return Date.parse(post.date);
  return post._published === undefined ? Number.NEGATIVE_INFINITY : post._published * 1000;
}

/**
 * The blog categories that can have a page: well-formed, first of each slug, and not named like the
 * paging segment of the list (`/porady/strona/2` would shadow a category called `strona`).
 */
export function blogCategories(value: unknown, pagingSegment: string): BlogCategory[] {
  const unique = dropDuplicateSlugs(validEntries(categorySchema, value), 'category').kept;
  return unique.filter((c) => c.slug.toLowerCase() !== pagingSegment.toLowerCase());
}

/**
 * The posts shown: well-formed, first of each slug (spec 000 §5 duplicate slugs), in a known category
 * (their article path has the category), newest first; ties keep the content's order.
 */
export function blogPosts(value: unknown, categories: readonly BlogCategory[]): BlogPost[] {
  const known = new Set(categories.map((c) => c.slug));
  const unique = dropDuplicateSlugs(validEntries(postSchema, value), 'blogPost').kept;
  return unique
    .filter((p) => known.has(p.category))
    .map((post, index) => ({ post, index }))
    .sort((a, b) => postTime(b.post) - postTime(a.post) || a.index - b.index)
    .map(({ post }) => post);
}
