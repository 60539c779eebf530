/** Landing pages (series, three emotopic, four hair-loss), live streams and external online shops. */
import { PRODUCT_LINES } from '../../../src/config/constants.ts';
import { addDays, isoDay } from '../dates.ts';
import type { Rng } from '../random.ts';
import { BRAND, SERIES } from '../series.ts';
import { IMAGE_SIZES } from '../images.ts';
import { slugify } from '../slug.ts';
import type { Vocab } from '../text/types.ts';
import { fields, loc, type ContentContext } from './writer.ts';

const LAYOUT = ['header', 'products', 'buy_together', 'faq', 'reviews'];

function landing(
  ctx: ContentContext,
  id: string,
  type: string,
  name: (v: Vocab) => string,
  skus: readonly string[],
  extra: Record<string, unknown> = {},
  rng: Rng = ctx.rng,
): void {
  const pick = (n: number): string[] => rng.sample(skus.length > 0 ? skus : ctx.catalog.visibleSkus, n);
  const buyTogether = pick(2);
  const listed = pick(4);
  ctx.entry('landing_pages', id, {
    type,
    ...loc('slug', (v) => slugify(name(v))),
    ...loc('title', name),
    ...loc('section_titles', (v) => [...v.landing.sections]),
    ...loc('header_text', (v) => `<p>${v.landing.intro}</p>`),
    ...loc('faq', (v) => v.landing.faq.map(([question, answer]) => ({ question, answer }))),
    ...loc('reviews', (v) =>
      v.landing.reviews.map((text, i) => ({ author: ['Anna', 'Ivana', 'Olena'][i], rating: 5 - (i % 2), text })),
    ),
    ...loc('buy_together', (v) => ({ title: v.landing.buyTogether, skus: buyTogether })),
    ...loc('product_lists', (v) => [{ title: v.landing.sections[1], skus: listed }]),
    gift_sku: pick(1)[0] ?? '',
    ...loc('gift_title', (v) => v.landing.gift),
    layout_order: LAYOUT,
    header_image: ctx.image({
      path: `/h/${id}.png`,
      ...IMAGE_SIZES.hero,
      color: type === 'hair-loss' ? '#8a4f7d' : '#2e7d5b',
      label: 'Dermeya',
      shape: 'banner',
    }),
    ...extra,
  });
}

export function seedLanding(ctx: ContentContext): void {
  ctx.model(
    'landing_pages',
    'collection',
    fields(
      'type',
      'slug*',
      'title*',
      'section_titles*',
      'faq*:repeater',
      'reviews*:repeater',
      'buy_together*:set',
      'product_lists*:repeater',
      'gift_title*',
      'gift_sku',
      'layout_order:tags',
      'header_text*:wysiwyg',
      'publish_from:date',
      'publish_to:date',
    ),
  );
  const lines = ctx.catalog.skusByLine;
  landing(ctx, 'series', 'series', (v) => v.landing.series, ctx.catalog.visibleSkus);
  for (const i of [0, 1, 2] as const) landing(ctx, `emotopic-${i + 1}`, 'emotopic', (v) => v.landing.emotopic[i], lines.E ?? []);
  for (const i of [0, 1, 2, 3] as const)
    landing(ctx, `hair-loss-${i + 1}`, 'hair-loss', (v) => v.landing.hairLoss[i], lines.H ?? []);
  // Planted: a series page whose publication ended yesterday, and one without a title; neither is built.
  landing(ctx, 'series-ended', 'series', (v) => `${v.landing.series} 2025`, ctx.catalog.visibleSkus, {
    publish_from: isoDay(addDays(ctx.now, -60)),
    publish_to: isoDay(addDays(ctx.now, -1)),
  });
  ctx.plant('landing_pages', 'series-ended', 'series landing page whose publication period has ended');
  landing(ctx, 'series-no-title', 'series', (v) => `${v.landing.series} draft`, ctx.catalog.visibleSkus, {
    ...loc('title', () => ''),
  });
  ctx.plant('landing_pages', 'series-no-title', 'series landing page without a title: the storefront drops it');
  // A product line's own series page (its slug is the line's): the line's colour, its first products and a link to
  // all of them. Its lists are drawn by a generator of its own, so the rest of the sample stays as it was.
  const atopic = PRODUCT_LINES.find((line) => line.code === 'E');
  if (atopic) {
    landing(
      ctx,
      `series-${atopic.slug}`,
      'series',
      () => `${BRAND} ${SERIES[atopic.code]}`,
      lines[atopic.code] ?? [],
      loc('slug', () => atopic.slug),
      ctx.rng.fork(`series-${atopic.slug}`),
    );
  }

  ctx.model('streams', 'collection', fields('title*', 'id', 'image:image', 'description*', 'date:date', 'hour'));
  for (const i of [0, 1, 2] as const) {
    ctx.entry('streams', `stream-${i + 1}`, {
      ...loc('title', (v) => v.streams.titles[i]),
      id: `dy-live-${i + 1}`,
      ...loc('description', (v) => v.streams.description),
      image: ctx.image({ path: `/b/stream-${i + 1}.png`, ...IMAGE_SIZES.blog, color: '#3d5a80', label: 'LIVE', shape: 'tile' }),
      date: isoDay(addDays(ctx.now, (i - 1) * 14)),
      hour: ['18:00', '19:30', '20:00'][i],
    });
  }

  ctx.model('external_shops', 'collection', fields('url', 'domain', 'image:image', 'country'));
  const shops = [
    ['Apteka Zdrowie', 'PL'],
    ['e-Farmacja', 'PL'],
    ['Apteka Słoneczna', 'PL'],
    ['Ljekarna Plus', 'HR'],
    ['Farmacia Verde', 'RO'],
    ['Pharmacie du Lac', 'TN'],
    ['Apteka Dobra', 'UA'],
    ['Skin Pharmacy', 'US'],
  ] as const;
  shops.forEach(([name, country], i) => {
    const { domain, url } = exampleShop(name);
    ctx.entry('external_shops', `shop-${i + 1}`, {
      name,
      url,
      domain,
      country,
      image: ctx.image({ path: `/l/shop-${i + 1}.png`, ...IMAGE_SIZES.logo, color: '#2f6f9f', label: name, shape: 'logo' }),
    });
  });
}

/** A fictional shop's domain and the address of its Dermeya page (sample online shops and external shops). */
export function exampleShop(name: string): { readonly domain: string; readonly url: string } {
  const domain = `${slugify(name)}.example.com`;
  return { domain, url: `https://${domain}/dermeya` };
}
