/** Landing content and products for the landing pages' unit tests, shaped as content-sync writes them. */
import { product } from '../../catalog/fixtures.ts';

export function entry(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: id,
    type: 'emotopic',
    slug: `slug-${id}`,
    title: `Title ${id}`,
    header_image: `/h/${id}.png`,
    section_titles: ['Why it works', 'Our products', 'Your questions', 'What they say'],
    faq: [{ question: 'When?', answer: 'After four weeks.' }, { question: 'No answer' }],
    reviews: [
      { author: 'Anna', rating: 5, text: 'Great.' },
      { author: 'Ivana', rating: 9, text: 'Too high a rating.' },
      { author: 'Olena' },
    ],
    buy_together: { title: 'Together', skus: ['E-1', 'NOPE'] },
    product_lists: [{ title: 'List', skus: ['E-2', 'E-1', 'HIDDEN', 'E-2'] }, { skus: ['NOPE'] }],
    gift_sku: 'E-3',
    gift_title: 'Your gift',
    layout_order: ['header', 'products', 'buy_together', 'faq', 'reviews'],
    ...extra,
  };
}

export const PRODUCTS = [
  product({ sku: 'E-1', id: 1, seria: 3, created_at: '2026-01-01 00:00:00' }),
  product({ sku: 'E-2', id: 2, seria: 3, created_at: '2026-01-02 00:00:00' }),
  product({ sku: 'E-3', id: 3, seria: 3, created_at: '2026-01-03 00:00:00' }),
  product({ sku: 'HIDDEN', id: 4, seria: 3, visibility: 1 }),
  product({ sku: 'H-1', id: 5, seria: 5 }),
];
