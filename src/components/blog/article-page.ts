/**
 * The data of a blog article (spec 000 §2, §3 "Blog post"): title, image, date, description and items
 * (HTML, rendered through SafeHtml), the SEO title and description in the head, the SEO questions on
 * the page and as FAQPage JSON-LD, the related products visible in the store view, and breadcrumbs
 * home › blog › category › article.
 */
import { buildInstant } from '../../config/build-instant.ts';
import { config, IMAGE_SIZES, storeView, type Config } from '../../config/index.ts';
import { cardData, catalogCardOptions, proxiedImage, type CardData } from '../../catalog/index.ts';
import { isProductVisible } from '../../domain/product/visibility.ts';
import { pageMeta, absoluteUrl, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import { buildPath, homeRoute, type RouteDef } from '../../routing/index.ts';
import type { PageSource } from '../catalog/page-source.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { jsonLdText, organizationOf } from '../catalog/json-ld.ts';
import { blogData, postDate } from './blog-data.ts';
import { blogAlternates, blogCrumbs } from './blog-meta.ts';
import { articleHref, blogRequest, listHref } from './blog-links.ts';
import { blogPostingLd, faqPageLd } from './json-ld.ts';
import type { BlogPost } from './posts.ts';

export interface BlogArticlePage {
  readonly kind: 'article';
  readonly meta: PageMeta;
  readonly title: string;
  readonly image: string;
  readonly date: { readonly iso: string; readonly label: string } | undefined;
  readonly category: { readonly name: string; readonly href: string };
  readonly description: string;
  readonly items: BlogPost['content']['items'];
  readonly questions: BlogPost['seo']['questions'];
  readonly related: readonly CardData[];
  readonly jsonLd: readonly string[];
}

/** The related products of a post: its skus that name a product visible in the store view, in order; unknown skus skipped. */
export function relatedProducts<P extends { readonly sku: string; readonly status: number; readonly visibility: number }>(
  skus: readonly string[],
  bySku: ReadonlyMap<string, P>,
): P[] {
  const unique = [...new Set(skus)];
  return unique.flatMap((sku) => {
    const product = bySku.get(sku);
    return product && isProductVisible(product) ? [product] : [];
  });
}

/** The article a blog-article route shows; throws for an article that is not built. */
export function blogArticlePage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  catalogs: ReadonlyMap<string, StoreCatalog>,
  /** Where its alternates are looked up: every enabled store view's pages (default: `catalogs`). */
  sources: ReadonlyMap<string, PageSource> = catalogs,
  cfg: Config = config(),
  now: Date = buildInstant(),
): BlogArticlePage {
  const store = storeView(route.store, cfg);
  const catalog = catalogs.get(store.code);
  const data = catalog ? blogData(store.code, catalog) : { categories: [], posts: [] };
  const { category: slug, slug: postSlug } = blogRequest(route, params);
  const post = data.posts.find((p) => p.category === slug && p.slug === postSlug);
  const category = data.categories.find((c) => c.slug === slug);
  if (!catalog || !post || !category) throw new Error(`No blog article ${slug ?? ''}/${postSlug ?? ''} in ${route.name}`);
  const title = post.preview.title;
  const description = post.seo.description.trim() || post.preview.excerpt;
  const base = pageMeta({
    route,
    params,
    derived: { title: post.seo.title.trim() || title, description },
    isPublished: (r) => isPublished(r, cfg),
    cfg,
  });
  const href = articleHref(store.code, post);
  const categoryHref = listHref(store.code, 1, category.slug);
  const breadcrumbs = blogCrumbs(store, [
    { label: category.name, href: categoryHref },
    { label: title, href },
  ]);
  const alternates = blogAlternates(
    sources,
    (other, otherData) => {
      const same = otherData.posts.find((p) => p._id === post._id);
      return same ? articleHref(other, same) : undefined;
    },
    cfg,
  );
  const image = proxiedImage(post.preview.image, IMAGE_SIZES.blogArticle);
  const imageUrl = absoluteUrl(store, image, cfg);
  const meta: PageMeta = {
    ...base,
    breadcrumbs,
    alternates,
    image: { url: imageUrl, ...IMAGE_SIZES.blogArticle, alt: title },
  };
  const cardOptions = catalogCardOptions(store, catalog, now, cfg.settings);
  const date = postDate(post, store);
  const faq = faqPageLd(post.seo.questions);
  const posting = blogPostingLd({
    headline: title,
    description,
    url: base.canonical,
    image: imageUrl,
    date: date?.iso,
    lang: store.hreflang,
    brand: organizationOf(store, buildPath(homeRoute(store.code).name), cfg),
  });
  return {
    kind: 'article',
    meta,
    title,
    image,
    date,
    category: { name: category.name, href: categoryHref },
    description: post.content.description,
    items: post.content.items,
    questions: post.seo.questions,
    related: relatedProducts(post.related_skus, catalog.bySku).map((p) => cardData(p, cardOptions)),
    jsonLd: [posting, ...(faq ? [faq] : [])].map(jsonLdText),
  };
}
