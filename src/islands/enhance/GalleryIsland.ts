/**
 * The product gallery island (Gallery.astro): the current thumbnail (`aria-current`) follows the slide in view
 * as the strip is swiped, scrolled or moved by the keyboard, for any number of images; a thumbnail brings its
 * slide into view without a history entry; a page opened at a slide's address opens the strip at that slide
 * (./gallery.ts). A script island hydrated after load
 * (`client:afterload`); without it the thumbnails are links to their slides, marked by `:target`. It marks the
 * gallery `data-enhanced` with its first mark, which turns the `:target` marks off.
 */
import { scriptIsland } from '../script/define.ts';
import { isPlainClick } from '../clicks.ts';
import { IN_VIEW, hashSlide, railScrollBy, slideInView, thumbSlide } from './gallery.ts';

function startGallery(gallery: HTMLElement): void {
  const strip = gallery.querySelector<HTMLElement>('.gallery__strip');
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-thumb]')];
  if (!strip || thumbs.length < 2) return;
  const slides = [...strip.children];
  const rail = gallery.querySelector<HTMLElement>('.gallery__thumbs');
  let current = -1;
  // The rail scrolls by itself only (never the page) to keep the current thumbnail in it.
  const showInRail = (thumb: HTMLElement | undefined): void => {
    if (!rail || !thumb || rail.scrollHeight <= rail.clientHeight) return;
    rail.scrollTop += railScrollBy(thumb.getBoundingClientRect(), rail.getBoundingClientRect());
  };
  const mark = (index: number): void => {
    if (index === current) return;
    thumbs[current]?.removeAttribute('aria-current');
    thumbs[index]?.setAttribute('aria-current', 'true');
    showInRail(thumbs[index]);
    current = index;
    gallery.setAttribute('data-enhanced', '');
  };
  // Opened at a slide's address (`#gallery-5`): that slide, at once, whether or not the browser's own scroll to the
  // fragment (smooth in the strip, and timed by the page's load) has brought it into view yet.
  const named = hashSlide(
    location.hash,
    slides.map((slide) => slide.id),
  );
  if (named !== undefined) {
    const offset = (slides[named]?.getBoundingClientRect().left ?? 0) - strip.getBoundingClientRect().left;
    strip.scrollTo({ left: strip.scrollLeft + offset, behavior: 'instant' });
    mark(named);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const views = entries.map((e) => ({ index: slides.indexOf(e.target), ratio: e.isIntersecting ? e.intersectionRatio : 0 }));
      mark(slideInView(views, current));
    },
    { root: strip, threshold: IN_VIEW },
  );
  for (const slide of slides) observer.observe(slide);
  rail?.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-thumb]') : null;
    const index = thumbSlide(link?.dataset['thumb'], slides.length);
    if (index === undefined || !isPlainClick(event)) return;
    event.preventDefault();
    // Sideways to the strip's start, the page only as far as needed; smooth unless reduced motion (the strip's CSS).
    slides[index]?.scrollIntoView({ block: 'nearest', inline: 'start' });
  });
}

export default scriptIsland<object>((_props, element) => {
  const gallery = element.closest<HTMLElement>('.gallery');
  if (!gallery) throw new Error('The gallery island is mounted outside its gallery');
  startGallery(gallery);
});
