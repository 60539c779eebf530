/**
 * The hero slider's island (HeroSlider.astro): a slide's previous and next controls, links to their slide
 * (`#hero-slide-{n}`), scroll the track alone, sideways, to that slide (smooth unless reduced motion: the CSS's
 * `scroll-behavior`), without following the link: the page does not scroll, the address and the history stay
 * as they are. The focus goes to the same control of the slide shown (the activated one has scrolled out of
 * view with its slide), and the slide's label ("Slide 2 of 3") is announced in the slider's status region. The
 * slides out of view are `inert` (WAI-ARIA APG carousel: hidden slides are neither focusable nor read): Tab goes
 * from the slide shown to what follows the slider, not through the controls and links of slides no one sees. A
 * slide is shown while half of it or more lies in the track's view, however the track was scrolled (a control, a
 * swipe, a trackpad). A script island hydrated after load (`client:afterload`); without it the controls are the
 * links they are, and every slide is in the Tab order (focusing one scrolls it into view).
 */
import { scriptIsland } from '../script/define.ts';
import { isPlainClick } from '../clicks.ts';

/** How much of a slide must lie in the track's view for it to count as shown. */
const SHOWN_RATIO = 0.5;

/** Keeps every slide but the ones shown `inert`, as the track scrolls. */
function keepHiddenSlidesInert(track: HTMLElement): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.target instanceof HTMLElement) entry.target.inert = entry.intersectionRatio < SHOWN_RATIO;
    },
    { root: track, threshold: SHOWN_RATIO },
  );
  for (const slide of track.children) observer.observe(slide);
}

function startHero(hero: HTMLElement): void {
  const track = hero.querySelector<HTMLElement>('.hero__track');
  const status = hero.querySelector<HTMLElement>('[data-hero-status]');
  if (!track) return;
  keepHiddenSlidesInert(track);
  track.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-hero-control]') : null;
    const slide = link?.hash ? hero.ownerDocument.getElementById(link.hash.slice(1)) : null;
    if (!link || slide?.parentElement !== track || !isPlainClick(event)) return;
    event.preventDefault();
    // The track's own scroll only: scrollIntoView would also scroll the page to the slide.
    track.scrollBy({ left: slide.getBoundingClientRect().left - track.getBoundingClientRect().left });
    const same = slide.querySelector<HTMLElement>(`a[data-hero-control="${link.dataset['heroControl'] ?? ''}"]`);
    // The slide is shown from now on (an inert one could not take the focus); the one left, once it has the focus no more.
    slide.inert = false;
    (same ?? link).focus({ preventScroll: true });
    const left = link.closest<HTMLElement>('.hero__slide');
    if (left && left !== slide) left.inert = true;
    if (status) status.textContent = slide.getAttribute('aria-label') ?? '';
  });
}

export default scriptIsland<object>((_props, element) => {
  const hero = element.closest<HTMLElement>('.hero');
  if (!hero) throw new Error('The hero island is mounted outside its slider');
  startHero(hero);
});
