import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, postTime } from '../../../../src/components/blog/posts.ts';
import { categories, post } from './fixtures.ts';

describe('blog content', () => {
  it('keeps well-formed categories, first of each slug, and not the paging segment', () => {
    const list = blogCategories(
      [...categories, { _id: 'dup', slug: 'skin', name: 'Again' }, { _id: 'x', slug: 'strona', name: 'Page' }, { slug: 'no-id' }],
      'strona',
    );
    expect(list.map((c) => c._id)).toEqual(['cat-1', 'cat-2', 'cat-3']);
    expect(blogCategories(null, 'strona')).toEqual([]);
  });

  it('drops malformed posts, duplicate slugs and posts of unknown categories, newest first', () => {
    const list = blogPosts(
      [
        post(1),
        post(3),
        post(2),
        post(9, { slug: 'post-1' }),
        post(4, { category: 'nowhere' }),
        post(5, { preview: { image: '/b.png' } }),
        post(6, { slug: 'with/slash' }),
        'not an object',
      ],
      blogCategories(categories, 'page'),
    );
    expect(list.map((p) => p._id)).toEqual(['post-3', 'post-2', 'post-1']);
  });

  it('drops a post or category whose slug is a dot segment (a URL folds `/porady/../x` into `/x`: no page of its own)', () => {
    const withDots = blogCategories(
      [...categories, { _id: 'up', slug: '..', name: 'Up' }, { _id: 'here', slug: '.', name: 'Here' }],
      'strona',
    );
    expect(withDots.map((c) => c._id)).toEqual(['cat-1', 'cat-2', 'cat-3']);
    const list = blogPosts([post(1), post(2, { slug: '..' }), post(3, { slug: ' . ' }), post(4, { slug: 'v1.2' })], withDots);
    // A dot inside a slug is a segment's own character.
    expect(list.map((p) => p._id)).toEqual(['post-4', 'post-1']);
  });

  it('keeps a post whose optional parts are broken, without them', () => {
    const [kept] = blogPosts(
      [
        post(1, {
          date: 'yesterday',
          related_skus: 'A',
          seo: { title: 'T', questions: [{ question: 'Q' }, { question: 'Q2', answer: 'A2' }] },
        }),
      ],
      categories,
    );
    expect(kept?.date).toBeUndefined();
    expect(kept?.related_skus).toEqual([]);
    expect(kept?.seo.questions).toEqual([{ question: 'Q2', answer: 'A2' }]);
    expect(kept?.seo.description).toBe('');
  });

  it('keeps a post without its seo or content object (every field in them is optional), read as empty', () => {
    const bare = (n: number, drop: 'seo' | 'content') => {
      const p: Record<string, unknown> = { ...post(n) };
      delete p[drop];
      return p;
    };
    const kept = blogPosts([bare(1, 'seo'), bare(2, 'content'), { ...post(3), seo: 'broken' }], categories);
    expect(kept.map((p) => p._id).sort()).toEqual(['post-1', 'post-2', 'post-3']);
    expect(kept.find((p) => p._id === 'post-1')?.seo).toEqual({ title: '', description: '', questions: [] });
    expect(kept.find((p) => p._id === 'post-2')?.content).toEqual({ description: '', items: [] });
  });

  it('orders by date, then by publication time, undated and unpublished last', () => {
    expect(postTime({ date: '2026-01-02' })).toBe(Date.parse('2026-01-02'));
    expect(postTime({ _published: 10 })).toBe(10_000);
    expect(postTime({})).toBe(Number.NEGATIVE_INFINITY);
    const list = blogPosts(
      [
        post(1, { date: undefined, _published: undefined }),
        post(2, { date: undefined }),
        post(3, { date: undefined, _published: undefined }),
      ],
      categories,
    );
    expect(list.map((p) => p._id)).toEqual(['post-2', 'post-1', 'post-3']);
  });
});
