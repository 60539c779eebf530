/**
 * The product gallery island (Gallery.astro): the current thumbnail (`aria-current`) follows the slide in view
 * as the strip is swiped, scrolled or moved by the keyboard, for any number of images; a thumbnail brings its
 * slide into view without a history entry; a page opened at a slide's address marks that slide and brings the
 * strip to it (./gallery.ts). A script island hydrated after load (`client:afterload`); without it the thumbnails
 * are links to their slides, marked by `:target`. It marks the gallery `data-enhanced` with its first mark, which
 * turns the `:target` marks off.
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
  // Opened at a slide's address (`#gallery-5`): that slide is marked at once, and the strip is brought to it once it
  // is at rest. The browser's own scroll to the fragment may be under way (smooth in the strip, timed by the page's
  // load): an instant scroll in the middle of it does not stop it (its remaining distance is added after), so the
  // strip is left to come to rest first, and only then put at the slide if it is not there. Until then the slides
  // it passes are not marked. A shopper who takes the strip meanwhile (a touch, a click, the wheel, a key) ends the
  // landing: the strip is theirs, and the slide they bring into view is marked.
  let landing = hashSlide(
    location.hash,
    slides.map((slide) => slide.id),
  );
  const landed = new AbortController();
  // When the landing ended: what the observer measured before it (the strip where it stood) is no longer so.
  let landedAt = 0;
  const endLanding = (): void => {
    landing = undefined;
    landedAt = performance.now();
    landed.abort();
  };
  const land = (): void => {
    if (landing === undefined) return;
    const index = landing;
    endLanding();
    const offset = (slides[index]?.getBoundingClientRect().left ?? 0) - strip.getBoundingClientRect().left;
    if (Math.abs(offset) >= 1) strip.scrollTo({ left: strip.scrollLeft + offset, behavior: 'instant' });
    mark(index);
  };
  if (landing !== undefined) {
    mark(landing);
    strip.addEventListener('scrollend', land, { signal: landed.signal });
    for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
      strip.addEventListener(type, toShopper, { signal: landed.signal, passive: true });
    // Where no scroll is under way (or the browser has no scrollend), the strip is at rest when two frames apart
    // find it at the same place.
    let last = strip.scrollLeft;
    const watch = (): void => {
      if (landing === undefined) return;
      if (strip.scrollLeft === last) return land();
      last = strip.scrollLeft;
      afterFrames(watch);
    };
    afterFrames(watch);
  }
  // Observed anew, each slide is reported as it stands: the one in view is marked without waiting for a change.
  function toShopper(): void {
    endLanding();
    for (const slide of slides) {
      observer.unobserve(slide);
      observer.observe(slide);
    }
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (landing !== undefined) return;
      // Entries measured before the landing ended may be delivered after it (the strip was elsewhere then).
      const fresh = entries.filter((e) => e.time >= landedAt);
      if (fresh.length === 0) return;
      const views = fresh.map((e) => ({ index: slides.indexOf(e.target), ratio: e.isIntersecting ? e.intersectionRatio : 0 }));
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

/** Calls `then` two animation frames from now (one frame's layout and paint in between). */
function afterFrames(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

export default scriptIsland<object>((_props, element) => {
  const gallery = element.closest<HTMLElement>('.gallery');
  if (!gallery) throw new Error('The gallery island is mounted outside its gallery');
  startGallery(gallery);
});
