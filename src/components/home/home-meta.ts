/**
 * The home page's metadata and the store view's sharing image (og:image), read from its hero slides: the home page
 * is shared with its first slide, and so is every indexed page that has no image of its own (Base.astro).
 */
import { buildInstant } from '../../config/build-instant.ts';
import { config, IMAGE_SIZES, type Config, type StoreView } from '../../config/index.ts';
import { proxiedImage } from '../../catalog/image-path.ts';
import { absoluteUrl, type PageImage, type PageMeta } from '../../layouts/page-meta.ts';
import { storeCatalog, type StoreCatalog } from '../catalog/collections.ts';
import { memoOn } from '../../catalog/memo.ts';
import { visibleHeroSlides } from './content.ts';

/**
 * The store view's sharing image: the first hero slide shown at the build, at the slider's desktop size, with its alt
 * text (empty when the slide has none); none without a slide.
 */
export async function storeShareImage(
  store: StoreView,
  now: Date = buildInstant(),
  cfg: Config = config(),
): Promise<PageImage | undefined> {
  // Every indexed page without an image of its own asks: worked out once per store view's catalogue and instant.
  const data = await storeCatalog(store.code, cfg);
  const byInstant = shareImagesOf(data);
  const at = now.getTime();
  if (!byInstant.has(at)) byInstant.set(at, firstSlideImage(data, store, now, cfg));
  return byInstant.get(at);
}

const shareImagesOf = memoOn((_data: StoreCatalog) => new Map<number, PageImage | undefined>());

function firstSlideImage(data: StoreCatalog, store: StoreView, now: Date, cfg: Config): PageImage | undefined {
  const slide = visibleHeroSlides(data.content('hero_slides'), now)[0];
  if (!slide) return undefined;
  const size = IMAGE_SIZES.heroDesktop;
  const url = absoluteUrl(store, proxiedImage(slide.image, size), cfg);
  return { url, width: size.width, height: size.height, alt: slide.alt };
}

/** The home page's metadata with its sharing image, whose alt text is the page's title when the slide has none. */
export async function homeMeta(meta: PageMeta, now: Date = buildInstant(), cfg: Config = config()): Promise<PageMeta> {
  const image = await storeShareImage(meta.store, now, cfg);
  return image ? { ...meta, image: { ...image, alt: image.alt || meta.title } } : meta;
}
