/** Product content, product benefits, offer boxes and special offers. */
import { addDays } from '../dates.ts';
import { IMAGE_SIZES } from '../images.ts';
import { slugify } from '../slug.ts';
import { fields, loc, type ContentContext } from './writer.ts';
import { exampleShop } from './landing.ts';
import { seedStores, shelfPrice } from '../stores.ts';
import type { Lang } from '../../../src/config/index.ts';

/** The currency of a language's content: its first store view's (the US store view shows no offers). */
function currencyOf(lang: Lang): string {
  return seedStores().find((store) => store.lang === lang)?.currency ?? 'PLN';
}

/** The sample leaflet, a file under `public/` that every site holds. */
const SAMPLE_LEAFLET = '/leaflets/dermeya-leaflet.pdf';

/** The online shops a product's page names, per language: shops of its store views' countries (fictional). */
const ONLINE_SHOPS: Readonly<Record<Lang, readonly string[]>> = {
  pl: ['Apteka Zdrowie', 'e-Farmacja'],
  // The English content is the English (EU) and the US store views' alike: shops that sell to both.
  en: ['Derma Direct', 'Skincare Worldwide'],
  hr: ['Ljekarna Plus', 'e-Ljekarna'],
  ro: ['Farmacia Verde', 'Dermo Farm'],
  uk: ['Аптека Добра', 'Дерма Маркет'],
  fr: ['Pharmacie du Lac', 'Parapharmacie Azur'],
};

export function seedProductContent(ctx: ContentContext): void {
  ctx.model(
    'product_content',
    'collection',
    fields(
      'product_title*',
      'sku',
      'slug',
      'content_boxes*:repeater',
      'video',
      'gallery:gallery',
      'expert_tips*',
      'complementary_skus:tags',
      'leaflet',
      'benefit_1*',
      'benefit_2*',
      'shops*:repeater',
    ),
  );
  ctx.model('product_benefits', 'collection', fields('sku', 'benefit_1*', 'benefit_2*'));
  const skus = ctx.catalog.visibleSkus;
  const chosen = skus.filter((_, i) => i % 3 === 0);
  chosen.forEach((sku, i) => {
    ctx.entry('product_content', sku, {
      sku,
      slug: sku.toLowerCase(),
      ...loc('product_title', (v) => `${v.product.boxTitles[0]}: ${sku}`),
      ...loc('content_boxes', (v) => v.product.boxTitles.map((title) => ({ title, content: `<p>${v.product.boxText}</p>` }))),
      video: ctx.rng.chance(0.3) ? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' : '',
      gallery: [...ctx.catalog.gallery(sku)],
      ...loc('expert_tips', (v) => [v.product.expertTip]),
      complementary_skus: ctx.rng.sample(skus, 3).filter((s) => s !== sku),
      // Every other one the sample leaflet the sites hold (public/leaflets), the rest a file they lack (not linked).
      leaflet: i % 2 === 0 ? SAMPLE_LEAFLET : `/leaflets/${sku.toLowerCase()}.pdf`,
      ...loc('benefit_1', (v) => v.product.benefits[0]),
      ...loc('benefit_2', (v) => v.product.benefits[1]),
      ...loc('shops', (_v, lang) => ONLINE_SHOPS[lang].map((name) => ({ name, url: exampleShop(name).url }))),
    });
    ctx.entry('product_benefits', sku, {
      sku,
      ...loc('benefit_1', (v) => v.product.benefits[0]),
      ...loc('benefit_2', (v) => v.product.benefits[1]),
    });
  });

  ctx.model(
    'boxes',
    'collection',
    fields('id', 'content_cta*', 'final_price*', 'gift_sku', 'header*', 'original_price*', 'products:tags', 'multipack:boolean'),
  );
  for (let i = 1; i <= 4; i += 1) {
    const products = ctx.rng.sample(skus, 3);
    ctx.entry('boxes', `box-${i}`, {
      id: `box-${i}`,
      ...loc('content_cta', (v) => v.offers.boxCta),
      ...loc('header', (v) => v.offers.boxHeader),
      // in each language's currency (its main-site store view's), as the catalogue's prices are
      ...loc('original_price', (_v, lang) => shelfPrice(129.99 + i * 10, currencyOf(lang))),
      ...loc('final_price', (_v, lang) => shelfPrice(99.99 + i * 10, currencyOf(lang))),
      gift_sku: skus[skus.length - i] ?? '',
      products,
      multipack: i % 2 === 0,
    });
  }
  ctx.entry('boxes', 'box-empty-id', {
    id: '',
    ...loc('header', (v) => v.offers.boxHeader),
    products: skus.slice(0, 2),
    ...loc('original_price', () => 10),
    ...loc('final_price', () => 9),
  });
  ctx.plant('boxes', 'box-empty-id', 'box with an empty id');

  ctx.model(
    'special_offers',
    'collection',
    fields(
      'slug*',
      'title*',
      'publish_from:date',
      'publish_to:date',
      'header_images:set',
      'banner:image',
      'lead*',
      'dropdowns*:repeater',
      'box',
      'products:repeater',
      'skus:tags',
    ),
  );
  const offers = [
    { id: 'offer-winter', from: -10, to: 20, title: 0, slug: true, box: 'box-1' },
    // The multipack box (box-2) is sold by the sun offer.
    { id: 'offer-sun', from: -3, to: null, title: 1, slug: true, box: 'box-2' },
    { id: 'offer-atopic', from: -5, to: 25, title: 2, slug: false, box: 'box-1' },
    { id: 'offer-expired', from: -90, to: -30, title: 3, slug: true, box: 'box-1' },
  ] as const;
  for (const o of offers) {
    const offerSkus = ctx.rng.sample(skus, 6);
    ctx.entry('special_offers', o.id, {
      ...loc('slug', (v) => (o.slug ? slugify(v.offers.titles[o.title]) : '')),
      ...loc('title', (v) => v.offers.titles[o.title]),
      publish_from: addDays(ctx.now, o.from).toISOString(),
      publish_to: o.to === null ? null : addDays(ctx.now, o.to).toISOString(),
      header_images: {
        desktop: ctx.image({
          path: `/c/${o.id}.png`,
          ...IMAGE_SIZES.category,
          color: '#b0466b',
          label: 'Dermeya',
          shape: 'banner',
        }),
        mobile: ctx.image({
          path: `/c/${o.id}-mobile.png`,
          ...IMAGE_SIZES.heroMobile,
          color: '#b0466b',
          label: 'Dermeya',
          shape: 'banner',
        }),
      },
      banner: `/c/${o.id}.png`,
      ...loc('lead', (v) => v.offers.lead),
      ...loc('dropdowns', (v) => v.offers.dropdowns.map((title) => ({ title, content: `<p>${v.offers.lowestPriceNote}</p>` }))),
      box: o.box,
      // The sun offer also lists products (sku, slug): its first SKU again and one its SKU list lacks.
      ...(o.id === 'offer-sun' ? { products: offerProducts(skus, offerSkus) } : {}),
      skus: offerSkus,
    });
  }
  ctx.plant('special_offers', 'offer-atopic', 'special offer without a slug');
  ctx.plant('special_offers', 'offer-expired', 'special offer whose publication period has ended');
}

/**
 * Products of an offer besides its SKU list: its first SKU and the first visible SKU it does not list. The
 * slug is sample text (the storefront finds the product by its sku).
 */
function offerProducts(visible: readonly string[], listed: readonly string[]): { sku: string; slug: string }[] {
  const other = visible.find((sku) => !listed.includes(sku));
  return [listed[0], other].filter((sku) => sku !== undefined).map((sku) => ({ sku, slug: slugify(sku) }));
}
