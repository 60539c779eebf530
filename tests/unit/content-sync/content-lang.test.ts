/** Spec 000 §7 (content service): "Body: filter, lang (default language, lower-cased), limit, skip, populate=1, sort". */
import { describe, expect, it } from 'vitest';
import { fetchSection } from '../../../content-sync/content-fetch.ts';

/** The JSON bodies of the requests, answered as an empty collection or singleton. */
function recording(bodies: Record<string, unknown>[]): typeof fetch {
  return async (input, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const url = input instanceof Request ? input.url : String(input);
    return Response.json(url.includes('/collections/') ? { fields: {}, entries: [], total: 0 } : {});
  };
}

describe('content calls', () => {
  it('send lang, the store view language lower-cased, the default language (Polish) included', async () => {
    for (const lang of ['pl', 'en', 'uk']) {
      const bodies: Record<string, unknown>[] = [];
      const source = { baseUrl: 'http://api.test', token: 't', store: 'x', lang, fetch: recording(bodies) };
      await fetchSection('blog_posts', source);
      await fetchSection('top_bar', source);
      expect(
        bodies.map((b) => b['lang']),
        lang,
      ).toEqual([lang, lang]);
    }
    const bodies: Record<string, unknown>[] = [];
    await fetchSection('top_bar', { baseUrl: 'http://api.test', token: 't', store: 'x', lang: 'PL', fetch: recording(bodies) });
    expect(bodies[0]?.['lang']).toBe('pl');
  });
});
