import { describe, expect, it } from 'vitest';
import { infoBoxes, publishedAmbassador, safeInfo } from '../../../../src/components/pages/brand.ts';

describe('infoBoxes', () => {
  it('keeps valid boxes in their order and drops the ones without content', () => {
    const boxes = infoBoxes([
      { _id: 'b', asset: '/b.png', alt: 'B', content: '<p>B</p>', order: 2 },
      { _id: 'x', asset: '/x.png', alt: 'X', content: '' },
      { _id: 'a', content: '<p>A</p>', order: 1 },
      { _id: 'c', content: '<p>C</p>' },
    ]);
    expect(boxes.map((b) => b._id)).toEqual(['a', 'b', 'c']);
    expect(boxes[0]).toEqual({ _id: 'a', asset: undefined, alt: '', content: '<p>A</p>' });
  });
});

describe('publishedAmbassador', () => {
  const entry = { published: true, image: '/a.png', headings: ['Hi'], questions: [{ question: 'Q', answer: 'A' }] };

  it('gives the ambassador only when published', () => {
    expect(publishedAmbassador(entry)).toMatchObject({ image: '/a.png', headings: ['Hi'] });
    expect(publishedAmbassador({ ...entry, published: false })).toBeUndefined();
    expect(publishedAmbassador({ ...entry, published: 'yes' })).toBeUndefined();
    expect(publishedAmbassador(null)).toBeUndefined();
  });

  it('drops a malformed ambassador whole', () => {
    expect(publishedAmbassador({ ...entry, questions: [{ question: 'Q' }] })).toBeUndefined();
  });
});

describe('safeInfo', () => {
  const payment = { header: 'Safe', texts: ['T'], payments: [{ name: 'Card', code: 'card' }], shippings: [{ name: 'Courier' }] };

  it('reads the entries of its kind', () => {
    expect(safeInfo(payment, 'payments')).toEqual({ header: 'Safe', texts: ['T'], entries: [{ name: 'Card', code: 'card' }] });
    expect(safeInfo(payment, 'shippings')?.entries).toEqual([{ name: 'Courier', code: undefined }]);
    expect(safeInfo({ header: 'Safe' }, 'payments')).toEqual({ header: 'Safe', texts: [], entries: [] });
  });

  it('gives nothing without a header or for a malformed entry', () => {
    expect(safeInfo({ texts: ['T'] }, 'payments')).toBeUndefined();
    expect(safeInfo({ ...payment, payments: [{ code: 'x' }] }, 'payments')).toBeUndefined();
    expect(safeInfo(null, 'payments')).toBeUndefined();
  });
});
