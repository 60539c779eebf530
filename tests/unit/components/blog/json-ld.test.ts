import { describe, expect, it } from 'vitest';
import { blogPostingLd, faqPageLd } from '../../../../src/components/blog/json-ld.ts';

describe('blog JSON-LD', () => {
  it('is an FAQPage of Questions with accepted Answers in plain text', () => {
    expect(
      faqPageLd([
        { question: 'Why <b>this</b>?', answer: '<p>Because &amp; so</p>' },
        { question: '<p></p>', answer: 'dropped' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why this?', acceptedAnswer: { '@type': 'Answer', text: 'Because & so' } }],
    });
    expect(faqPageLd([])).toBeUndefined();
  });

  it('describes the article as a BlogPosting by the brand (author and publisher), with its date when known', () => {
    const brand = { '@type': 'Organization', name: 'Dermeya', url: 'https://x/', logo: 'https://x/favicon.svg' };
    const ld = blogPostingLd({
      headline: 'T',
      description: '<p>D</p>',
      url: 'u',
      image: 'i',
      date: '2026-01-02',
      lang: 'pl-PL',
      brand,
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      description: 'D',
      datePublished: '2026-01-02',
      author: brand,
      publisher: brand,
    });
    expect(
      blogPostingLd({ headline: 'T', description: '', url: 'u', image: 'i', date: undefined, lang: 'en', brand }),
    ).not.toHaveProperty('datePublished');
  });
});
