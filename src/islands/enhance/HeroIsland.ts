/**
 * The hero slider's island (HeroSlider.astro): a slide's previous and next controls, links to their slide
 * (`#hero-slide-{n}`), scroll the track alone, sideways, to that slide (smooth unless reduced motion: the CSS's
 * `scroll-behavior`), without following the link: the page does not scroll, the address and the history stay
 * as they are. The focus goes to the same control of the slide shown (the activated one has scrolled out of
 * view with its slide), and the slide's label ("Slide 2 of 3") is announced in the slider's status region. A
 * script island hydrated after load (`client:afterload`); without it the controls are the links they are.
 */
import { scriptIsland } from '../script/define.ts';
import { isPlainClick } from '../clicks.ts';

function startHero(hero: HTMLElement): void {
  const track = hero.querySelector<HTMLElement>('.hero__track');
  const status = hero.querySelector<HTMLElement>('[data-hero-status]');
  if (!track) return;
  track.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-hero-control]') : null;
    const slide = link?.hash ? hero.ownerDocument.getElementById(link.hash.slice(1)) : null;
    if (!link || slide?.parentElement !== track || !isPlainClick(event)) return;
    event.preventDefault();
    // The track's own scroll only: scrollIntoView would also scroll the page to the slide.
    track.scrollBy({ left: slide.getBoundingClientRect().left - track.getBoundingClientRect().left });
    const same = slide.querySelector<HTMLElement>(`a[data-hero-control="${link.dataset['heroControl'] ?? ''}"]`);
    (same ?? link).focus({ preventScroll: true });
    if (status) status.textContent = slide.getAttribute('aria-label') ?? '';
  });
}

export default scriptIsland<object>((_props, element) => {
  const hero = element.closest<HTMLElement>('.hero');
  if (!hero) throw new Error('The hero island is mounted outside its slider');
  startHero(hero);
});
