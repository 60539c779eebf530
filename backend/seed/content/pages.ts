/** Static pages, expert info, about/studies/values, ambassador, safe payment/delivery, category and need pages, mega-menu. */
import { CATEGORY_TREE } from '../categories.ts';
import { IMAGE_SIZES } from '../images.ts';
import { slugify } from '../slug.ts';
import { STATIC_PAGE_KEYS, type Vocab } from '../text/types.ts';
import { UNSAFE_HTML } from './blog.ts';
import { fields, loc, type ContentContext } from './writer.ts';

function seedStaticPages(ctx: ContentContext): void {
  ctx.model('static_pages', 'collection', fields('identifier', 'slug*', 'title*', 'content*', 'footer:boolean'));
  STATIC_PAGE_KEYS.forEach((key, i) => {
    ctx.entry('static_pages', key, {
      identifier: slugify(key.replace(/[A-Z]/g, (c) => `-${c}`)),
      page_id: i + 1,
      ...loc('slug', (v) => slugify(v.pages[key])),
      ...loc('title', (v) => v.pages[key]),
      ...loc('content', (v) => staticPageHtml(key, v)),
      footer: true,
    });
  });
  ctx.entry('static_pages', 'terms-duplicate', {
    identifier: 'terms-copy',
    page_id: 90,
    ...loc('slug', (v) => slugify(v.pages.terms)),
    ...loc('title', (v) => v.pages.terms),
    ...loc('content', () => '<p>Copy</p>'),
  });
  ctx.plant('static_pages', 'terms-duplicate', 'static page duplicating the slug of terms');
  ctx.entry('static_pages', 'unsafe-html', {
    identifier: 'unsafe-html',
    page_id: 91,
    ...loc('slug', () => 'unsafe-html'),
    ...loc('title', () => 'Unsafe'),
    ...loc('content', () => UNSAFE_HTML),
  });
  ctx.plant('static_pages', 'unsafe-html', 'static page with <script>, onerror=, a javascript: link and a foreign iframe');
  ctx.entry('static_pages', 'test-sanitising', {
    identifier: 'test-sanitising',
    page_id: 92,
    ...loc('slug', () => 'test-sanitising'),
    ...loc('title', (v) => v.pages.terms),
    ...loc('content', (v) =>
      testSanitisingHtml(v.pages.terms, v.pageText, [v.categories.face, v.categories.body, v.categories.hair]),
    ),
  });
  ctx.entry('static_pages', 'no-content', {
    identifier: 'no-content',
    page_id: 93,
    ...loc('slug', () => 'no-content'),
    ...loc('title', (v) => v.pages.terms),
    ...loc('content', () => ''),
  });
  ctx.plant('static_pages', 'no-content', 'static page without content: the storefront drops it');
  ctx.plant(
    'static_pages',
    'test-sanitising',
    'static page mixing harmless HTML with a script, onerror=, a javascript: link and a foreign iframe',
  );
}

/** A static page's text: delivery costs and payment methods list the shipping and payment options. */
function staticPageHtml(key: (typeof STATIC_PAGE_KEYS)[number], v: Vocab): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  if (key === 'deliveryCosts') return `<p>${v.safe.deliveryText}</p>${list(v.safe.shippings)}<p>${v.pageText}</p>`;
  if (key === 'paymentMethods') return `<p>${v.safe.paymentText}</p>${list(v.safe.payments)}<p>${v.pageText}</p>`;
  return `<p>${v.pageText}</p>`;
}

/** A video editors embed as YouTube's "Share → Embed" gives the code: 560×315, with its title and permissions. */
const YOUTUBE_EMBED =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="YouTube video player" ' +
  'frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ' +
  'referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

/** Active ingredients by their INCI names (the same in every language), the columns of the test page's table. */
const INGREDIENTS = ['Sodium Hyaluronate', 'Niacinamide', 'Panthenol', 'Ceramide NP', 'Tocopherol'] as const;

/**
 * A table as wide as editors write them: a column of row names (the categories given), then one column for each
 * of five ingredients, each cell a concentration. At 375 px it is wider than the page's column.
 */
function ingredientTable(caption: string, rows: readonly string[]): string {
  const head = `<tr><th scope="col">${caption}</th>${INGREDIENTS.map((name) => `<th scope="col">${name}</th>`).join('')}</tr>`;
  const body = rows.map(
    (row, r) => `<tr><th scope="row">${row}</th>${INGREDIENTS.map((_, c) => `<td>${((r + c) % 4) + 0.5}%</td>`).join('')}</tr>`,
  );
  return `<table><caption>${caption}</caption><thead>${head}</thead><tbody>${body.join('')}</tbody></table>`;
}

/**
 * Harmless editorial HTML (a heading, a paragraph, a list, a safe link, a wide table with the rows given, an
 * embedded YouTube video) around four kinds of malicious markup.
 */
export function testSanitisingHtml(heading: string, text: string, rows: readonly string[]): string {
  return (
    `<h2>${heading}</h2><p class="keep">${text}</p><script>alert(1)</script>` +
    `<ul><li>${heading}</li></ul><img src="/b/ambassador.png" onerror="alert(1)">` +
    `<p><a href="javascript:alert(1)">${heading}</a> <a href="https://example.com/safe">example.com</a></p>` +
    `${ingredientTable(heading, rows)}${YOUTUBE_EMBED}<iframe src="https://evil.example/"></iframe>`
  );
}

function seedBrandPages(ctx: ContentContext): void {
  ctx.model('expert_info', 'singleton', fields('title*', 'description*', 'images:gallery'));
  ctx.singleton('expert_info', {
    ...loc('title', (v) => v.about.expertInfoTitle),
    ...loc('description', (v) => v.about.expertInfoText),
    images: ['/b/expert-1.png'],
  });
  for (const name of ['about', 'studies', 'values'] as const) {
    ctx.model(name, 'collection', fields('asset:image', 'alt*', 'content*'));
    for (let i = 0; i < 3; i += 1) {
      const asset = ctx.image({
        path: `/b/${name}-${i + 1}.png`,
        ...IMAGE_SIZES.blog,
        color: ['#2f6f9f', '#2e7d5b', '#a86a00'][i] ?? '#555',
        label: name,
        shape: 'tile',
      });
      ctx.entry(name, `${name}-${i + 1}`, {
        asset,
        ...loc('alt', (v) => v.about[`${name}Boxes`][i as 0]),
        ...loc('content', (v) => `<p>${v.about[`${name}Boxes`][i as 0]}</p>`),
        order: i + 1,
      });
    }
  }
  ctx.model('ambassador', 'singleton', fields('published*:boolean', 'image:image', 'headings*', 'questions*:repeater'));
  ctx.singleton('ambassador', {
    // Unpublished in Croatian: the Croatian store view builds no ambassador page.
    ...loc('published', (_v, lang) => lang !== 'hr'),
    image: ctx.image({ path: '/b/ambassador.png', ...IMAGE_SIZES.blog, color: '#b0466b', label: 'Dermeya', shape: 'tile' }),
    ...loc('headings', (v) => [...v.about.ambassadorHeadings]),
    ...loc('questions', (v) => v.about.ambassadorQuestions.map(([question, answer]) => ({ question, answer }))),
  });
  ctx.plant('ambassador', 'ambassador', 'ambassador unpublished in Croatian');
  ctx.model('safe_payment', 'singleton', fields('header*', 'texts*', 'payments*:repeater'));
  ctx.singleton('safe_payment', {
    ...loc('header', (v) => v.safe.paymentHeader),
    ...loc('texts', (v) => [v.safe.paymentText]),
    ...loc('payments', (v) => v.safe.payments.map((name, i) => ({ name, code: ['card', 'transfer', 'blik', 'paypal'][i] }))),
  });
  ctx.model('safe_delivery', 'singleton', fields('header*', 'texts*', 'shippings*:repeater'));
  ctx.singleton('safe_delivery', {
    ...loc('header', (v) => v.safe.deliveryHeader),
    ...loc('texts', (v) => [v.safe.deliveryText]),
    ...loc('shippings', (v) =>
      v.safe.shippings.map((name, i) => ({ name, code: ['courier', 'locker', 'pickup', 'pharmacy'][i] })),
    ),
  });
}

function seedCategoryPages(ctx: ContentContext): void {
  ctx.model(
    'category_pages',
    'collection',
    fields(
      'slug*',
      'box',
      'content_boxes*:repeater',
      'expert_preview',
      'expert_tip*',
      'header*:set',
      'banner:image',
      'lead*',
      'seo*:set',
    ),
  );
  ctx.model('need_pages', 'collection', fields('slug*', 'parent_slug*', 'content_boxes*:repeater', 'header*', 'lead*'));
  ctx.model('mega_menu', 'collection', fields('label*', 'slug*', 'parent_slug*', 'redirect*', 'style_type'));
  const orientations = ['left', 'right', 'default'] as const;
  CATEGORY_TREE.filter((n) => n.key !== 'needs').forEach((node, i) => {
    const key = node.key;
    ctx.entry('category_pages', `category-${key}`, {
      ...loc('slug', (v) => slugify(v.categories[key])),
      box: 'box-1',
      ...loc('content_boxes', (v) => [{ title: v.categories[key], content: `<p>${v.home.heroDescription}</p>` }]),
      expert_preview: 'expert-1',
      ...loc('expert_tip', (v) => v.product.expertTip),
      ...loc('header', (v) => ({ title: v.categories[key], title_orientation: orientations[i % 3] })),
      banner: ctx.image({
        path: `/c/${key}.png`,
        ...IMAGE_SIZES.category,
        color: ['#2f6f9f', '#2e7d5b', '#8a4f7d', '#a86a00', '#b0466b', '#5c6670', '#3d5a80'][i] ?? '#555',
        label: key,
        shape: 'banner',
      }),
      ...loc('lead', (v) => v.home.heroDescription),
      ...loc('seo', (v) => ({ title: `${v.categories[key]} | Dermeya`, description: v.home.heroDescription })),
    });
    ctx.entry('mega_menu', `menu-${key}`, {
      ...loc('label', (v) => v.categories[key]),
      ...loc('slug', (v) => slugify(v.categories[key])),
      ...loc('parent_slug', () => ''),
      ...loc('redirect', () => ''),
      style_type: 'category',
      order: i + 1,
    });
    for (const child of node.children ?? []) {
      ctx.entry('mega_menu', `menu-${child.key}`, {
        ...loc('label', (v) => v.categories[child.key]),
        ...loc('slug', (v) => slugify(v.categories[child.key])),
        ...loc('parent_slug', (v) => slugify(v.categories[key])),
        ...loc('redirect', () => ''),
        style_type: 'link',
      });
    }
  });
  const needs = CATEGORY_TREE.find((n) => n.key === 'needs');
  for (const group of needs?.children ?? []) {
    ctx.entry('mega_menu', `menu-${group.key}`, {
      ...loc('label', (v) => v.categories[group.key]),
      ...loc('slug', (v) => slugify(v.categories[group.key])),
      ...loc('parent_slug', (v) => slugify(v.categories.needs)),
      ...loc('redirect', () => ''),
      style_type: 'need',
    });
    for (const need of group.children ?? []) {
      ctx.entry('need_pages', `need-${need.key}`, {
        ...loc('slug', (v) => slugify(v.categories[need.key])),
        ...loc('parent_slug', (v) => slugify(v.categories[group.key])),
        ...loc('content_boxes', (v) => [{ title: v.categories[need.key], content: `<p>${v.blog.paragraphs[0] ?? ''}</p>` }]),
        ...loc('header', (v) => v.categories[need.key]),
        ...loc('lead', (v) => v.blog.paragraphs[1] ?? ''),
      });
    }
  }
  ctx.entry('mega_menu', 'menu-lines', {
    ...loc('label', (v) => v.landing.series),
    ...loc('slug', (v) => slugify(v.landing.series)),
    ...loc('parent_slug', () => ''),
    ...loc('redirect', () => ''),
    style_type: 'lines',
  });
  // A link that redirects to a content page rather than a category.
  ctx.entry('mega_menu', 'menu-delivery', {
    ...loc('label', (v) => v.pages.deliveryCosts),
    ...loc('slug', (v) => slugify(v.pages.deliveryCosts)),
    ...loc('parent_slug', () => ''),
    ...loc('redirect', (v) => slugify(v.pages.deliveryCosts)),
    style_type: 'redirect',
  });
}

export function seedPages(ctx: ContentContext): void {
  seedStaticPages(ctx);
  seedBrandPages(ctx);
  seedCategoryPages(ctx);
}
