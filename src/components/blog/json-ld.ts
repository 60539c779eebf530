/**
 * schema.org structured data of a blog article: FAQPage from the article's SEO questions (Question with
 * acceptedAnswer Answer, texts plain) and BlogPosting (headline, image, date, page).
 */
import { plainText } from '../../../feeds/text.ts';
import { SCHEMA_CONTEXT } from '../catalog/json-ld.ts';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The FAQPage of the questions whose question and answer have text; undefined when none has. */
export function faqPageLd(questions: readonly FaqEntry[]): object | undefined {
  const entries = questions
    .map((q) => ({ question: plainText(q.question), answer: plainText(q.answer) }))
    .filter((q) => q.question !== '' && q.answer !== '');
  if (entries.length === 0) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export interface PostingInput {
  readonly headline: string;
  readonly description: string;
  /** Absolute URLs. */
  readonly url: string;
  readonly image: string;
  readonly date: string | undefined;
  readonly lang: string;
  /** The brand (organizationOf): the article's author and publisher. */
  readonly brand: object;
}

/** The BlogPosting of an article page. */
export function blogPostingLd(input: PostingInput): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: plainText(input.headline),
    description: plainText(input.description),
    image: input.image,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: input.lang,
    author: input.brand,
    publisher: input.brand,
    ...(input.date !== undefined && { datePublished: input.date }),
  };
}
