/** Planted feed data: good products and every kind of bad data the feeds must handle. */
import type { Product } from '../../../src/domain/catalog/types.ts';
import { makeChild, makeProduct } from '../domain/catalog/fixtures.ts';

const LONG_TEXT =
  'Lekki krem nawilżający do skóry suchej i atopowej, który łagodzi podrażnienia i wzmacnia barierę ochronną skóry.';
/** Net prices (the catalogue's source) that come to `gross` at the Polish 23 % (VAT_PL, tax class 2), as the pages price them. */
export const priced = (gross: number) => ({ price: gross / 1.23 });

export const GOOD_EAN = '5901234123457';
export const BAD_EAN = '5901234123458';

export function plantedProducts(): Product[] {
  const gallery = Array.from({ length: 14 }, (_, i) => ({ image: `/p/krem-${i}.jpg` }));
  return [
    makeProduct({
      id: 1,
      sku: 'KREM-1',
      name: 'Krem & Serum <Extra>',
      slug: 'krem',
      url_key: 'krem',
      url_path: 'krem',
      seria: 3,
      ean: GOOD_EAN,
      ...priced(49.99),
      special_price: 39.99 / 1.23,
      special_from_date: '2026-11-01',
      special_to_date: '2026-11-30',
      description: `<p>${LONG_TEXT}&nbsp;&amp; <b>serum</b></p><script>track()</script>`,
      image: '/p/krem-0.jpg',
      media_gallery: gallery,
      category_ids: [12],
      stock: { qty: 12, is_in_stock: true, manage_stock: true },
    }),
    makeProduct({
      id: 2,
      sku: 'NO-IMG',
      slug: 'no-img',
      url_key: 'no-img',
      url_path: 'no-img',
      ean: '4006381333931',
      ...priced(20),
      image: '',
      media_gallery: [],
      description: LONG_TEXT,
      category_ids: [12],
    }),
    makeProduct({
      id: 3,
      sku: 'BAD-EAN',
      slug: 'bad-ean',
      url_key: 'bad-ean',
      url_path: 'bad-ean',
      ean: BAD_EAN,
      ...priced(30),
      description: LONG_TEXT,
      category_ids: [11],
    }),
    makeProduct({
      id: 4,
      sku: 'CONF',
      name: 'Podkład',
      slug: 'podklad',
      url_key: 'podklad',
      url_path: 'podklad',
      type_id: 'configurable',
      seria: 3,
      ...priced(59),
      description: LONG_TEXT,
      category_ids: [12],
      stock: { qty: 0, is_in_stock: true, manage_stock: true },
      configurable_options: [
        {
          attribute_id: 140,
          attribute_code: 'size',
          label: 'Pojemność',
          values: [
            { value_index: 1, label: '30 ml' },
            { value_index: 2, label: '50 ml' },
            { value_index: 3, label: '75 ml' },
          ],
        },
      ],
      configurable_children: [
        Object.assign(
          makeChild({ id: 41, sku: 'CONF-30', size: 1, ...priced(59), stock: { qty: 4, is_in_stock: true, manage_stock: true } }),
          { ean: '5900000000015' },
        ),
        makeChild({ id: 42, sku: 'CONF-50', size: 2, ...priced(79), stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
        Object.assign(
          makeChild({
            id: 43,
            sku: 'CONF-75',
            size: 3,
            ...priced(99),
            image: '/p/conf-75.jpg',
            stock: { qty: 2, is_in_stock: true, manage_stock: true },
          }),
          { ean: '5900000000022' },
        ),
      ],
    }),
    makeProduct({
      id: 5,
      sku: 'EXPIRED',
      slug: 'expired',
      url_key: 'expired',
      url_path: 'expired',
      ...priced(40),
      special_price: 20 / 1.23,
      special_from_date: '2026-01-01',
      special_to_date: '2026-02-01',
      description: LONG_TEXT,
      category_ids: [12],
      stock: { qty: 0, is_in_stock: false, manage_stock: true },
    }),
    makeProduct({
      id: 6,
      sku: 'HIDDEN',
      slug: 'hidden',
      url_key: 'hidden',
      url_path: 'hidden',
      visibility: 1,
      ...priced(10),
      description: LONG_TEXT,
      ean: GOOD_EAN,
    }),
    makeProduct({
      id: 7,
      sku: 'SHORT',
      name: 'Krem ochronny SPF 50',
      slug: 'short',
      url_key: 'short',
      url_path: 'short',
      seria: 10,
      ...priced(35),
      description: '<p>Chroni skórę.</p>',
      short_description: 'Do twarzy i ciała, na co dzień.',
      category_ids: [12],
    }),
    makeProduct({
      id: 8,
      sku: 'TINY',
      name: 'X',
      slug: 'tiny',
      url_key: 'tiny',
      url_path: 'tiny',
      ...priced(5),
      category_ids: [12],
    }),
    makeProduct({
      id: 9,
      sku: 'S'.repeat(51),
      slug: 'long-sku',
      url_key: 'long-sku',
      url_path: 'long-sku',
      ...priced(5),
      description: LONG_TEXT,
      category_ids: [12],
    }),
  ];
}
