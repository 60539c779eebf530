/** Home page content: hero slides, newest/special blocks, top bar, expert, recommended, blog teaser, lines. */
import { LANGS, PRODUCT_LINES } from '../../../src/config/index.ts';
import { addDays } from '../dates.ts';
import { IMAGE_SIZES } from '../images.ts';
import { blogTitle } from './blog.ts';
import { slugify } from '../slug.ts';
import { lineLabel } from '../text/index.ts';
import { fields, loc, type ContentContext } from './writer.ts';

const WINDOWS = [
  { id: 'hero-current', from: -7, to: 30 },
  { id: 'hero-open-end', from: -40, to: null },
  { id: 'hero-expired', from: -60, to: -5 },
  { id: 'hero-future', from: 5, to: 40 },
] as const;

export function seedHome(ctx: ContentContext): void {
  const iso = (days: number | null): string | null => (days === null ? null : addDays(ctx.now, days).toISOString());
  ctx.model(
    'hero_slides',
    'collection',
    fields(
      'background_image:image',
      'background_image_mobile:image',
      'alt*',
      'alt_mobile*',
      'title*',
      'description*',
      'button_text*',
      'button_link*',
      'product_block*:set',
      'simple:boolean',
      'publish_from:date',
      'publish_to:date',
    ),
  );
  const colors = ['#2e7d5b', '#a86a00', '#8a4f7d', '#2f6f9f'];
  WINDOWS.forEach((w, i) => {
    const title = i % 3;
    ctx.entry('hero_slides', w.id, {
      background_image: ctx.image({
        path: `/h/${w.id}.png`,
        ...IMAGE_SIZES.hero,
        color: colors[i] ?? '#555',
        label: 'Dermeya',
        shape: 'banner',
      }),
      background_image_mobile: ctx.image({
        path: `/h/${w.id}-mobile.png`,
        ...IMAGE_SIZES.heroMobile,
        color: colors[i] ?? '#555',
        label: 'Dermeya',
        shape: 'banner',
      }),
      ...loc('alt', (v) => v.home.heroTitles[title as 0 | 1 | 2]),
      ...loc('alt_mobile', (v) => v.home.heroTitles[title as 0 | 1 | 2]),
      ...loc('title', (v) => v.home.heroTitles[title as 0 | 1 | 2]),
      ...loc('description', (v) => v.home.heroDescription),
      ...loc('button_text', (v) => v.home.heroButton),
      ...loc('button_link', (v) => `/${slugify(v.categories.face)}`),
      ...loc('product_block', (v) => ({
        category: v.categories.face,
        image: ctx.catalog.gallery(ctx.catalog.visibleSkus[i] ?? '')[0] ?? '',
        title: v.kinds.cream,
        subtitle: v.lines.E,
      })),
      simple: i % 2 === 1,
      publish_from: iso(w.from),
      publish_to: iso(w.to),
      order: i + 1,
    });
  });
  ctx.entry('hero_slides', 'hero-no-window', {
    ...loc('title', (v) => v.home.heroTitles[0]),
    background_image: '/h/hero-current.png',
    publish_from: null,
    publish_to: null,
    order: 9,
  });
  ctx.plant('hero_slides', 'hero-no-window', 'hero slide without a publication window');

  ctx.model('product_blocks', 'collection', fields('type', 'title*', 'subtitle*', 'skus:tags'));
  const skus = ctx.catalog.visibleSkus;
  ctx.entry('product_blocks', 'newest', {
    type: 'newest',
    ...loc('title', (v) => v.home.newestTitle),
    ...loc('subtitle', (v) => v.home.newestSubtitle),
    skus: skus.slice(0, 8),
  });
  ctx.entry('product_blocks', 'special', {
    type: 'special',
    ...loc('title', (v) => v.home.specialTitle),
    ...loc('subtitle', (v) => v.home.specialSubtitle),
    // An editor lists products on special: the block shows those whose card shows a special price.
    skus: ctx.catalog.onSaleSkus.slice(0, 8),
  });
  ctx.entry('product_blocks', 'empty-title', {
    type: 'special',
    ...loc('title', () => ''),
    ...loc('subtitle', (v) => v.home.specialSubtitle),
    skus: skus.slice(16, 20),
  });
  ctx.plant('product_blocks', 'empty-title', 'products block with an empty title');

  ctx.model('top_bar', 'singleton', fields('items*:repeater'));
  ctx.singleton(
    'top_bar',
    loc('items', (v) => v.home.topBar.map((text) => ({ text }))),
  );

  ctx.model('experts', 'collection', fields('name', 'specialization*', 'excerpt*', 'image:image', 'alt*'));
  ctx.entry('experts', 'expert-1', {
    name: 'dr Anna Wierzbicka',
    ...loc('specialization', (v) => v.home.expertSpecialization),
    ...loc('excerpt', (v) => v.home.expertExcerpt),
    image: ctx.image({ path: '/b/expert-1.png', ...IMAGE_SIZES.blog, color: '#2f6f9f', label: 'dr A. W.', shape: 'tile' }),
    ...loc('alt', () => 'dr Anna Wierzbicka'),
  });
  ctx.entry('experts', 'expert-no-image', {
    name: 'dr Marek Zawada',
    ...loc('specialization', (v) => v.home.expertSpecialization),
    ...loc('excerpt', (v) => v.home.expertExcerpt),
    image: '',
    ...loc('alt', () => ''),
  });
  ctx.plant('experts', 'expert-no-image', 'expert without an image');

  ctx.model('recommended', 'singleton', fields('button_text*', 'description*', 'subtitle*', 'title*'));
  ctx.singleton('recommended', {
    ...loc('button_text', (v) => v.home.recommendedButton),
    ...loc('description', (v) => v.home.recommendedDescription),
    ...loc('subtitle', (v) => v.home.recommendedSubtitle),
    ...loc('title', (v) => v.home.recommendedTitle),
  });

  ctx.model(
    'blog_teaser',
    'singleton',
    fields('image:image', 'preview_image:image', 'alt*', 'title*', 'excerpt*', 'slug*', 'category*'),
  );
  ctx.singleton('blog_teaser', {
    image: ctx.image({ path: '/b/teaser.png', ...IMAGE_SIZES.blog, color: '#2e7d5b', label: 'Blog', shape: 'banner' }),
    preview_image: '/b/teaser.png',
    ...loc('alt', (v) => v.blog.categories[0]),
    ...loc('title', (v) => blogTitle(v, 0, 0)),
    ...loc('excerpt', (v) => v.blog.paragraphs[0] ?? ''),
    ...loc('slug', (v) => slugify(blogTitle(v, 0, 0))),
    ...loc('category', (v) => slugify(v.blog.categories[0])),
  });

  ctx.model('lines', 'collection', fields('category', 'cms_id', 'color', 'label', 'lang'));
  for (const lang of LANGS) {
    PRODUCT_LINES.forEach((line, i) => {
      ctx.entry('lines', `${line.code}-${lang}`, {
        category: line.slug,
        cms_id: i + 1,
        color: line.color,
        label: lineLabel(lang, line.code),
        lang,
      });
    });
  }
}
