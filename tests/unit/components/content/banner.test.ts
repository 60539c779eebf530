/** The banners of category, landing and offer pages, and the sharing image made of them (src/components/content/banner.ts). */
import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, bannerView, sharingImage } from '../../../../src/components/content/banner.ts';
import { loadConfig, storeView } from '../../../../src/config/index.ts';

const cfg = loadConfig({});
const pl = storeView('pl', cfg);
const site = cfg.sites.find((s) => s.id === pl.site)?.url ?? '';

describe('bannerView', () => {
  it('serves a media path at its size and at half that size through the image proxy', () => {
    expect(bannerView('/c/face.png', BANNER_SIZES.landing, 'Krem')).toEqual({
      src: '/img/1600/600/resize/c/face.png',
      srcset: '/img/800/300/resize/c/face.png 800w, /img/1600/600/resize/c/face.png 1600w',
      width: 1600,
      height: 600,
      alt: 'Krem',
    });
  });

  it('every kind of banner has a narrow size of half its full one (the srcset descriptors say so)', () => {
    for (const [kind, { full, half }] of Object.entries(BANNER_SIZES))
      expect([half.width * 2, half.height * 2], kind).toEqual([full.width, full.height]);
  });

  it('serves an absolute URL as it is, with no sizes, and is decorative without alt text', () => {
    const banner = bannerView('https://cdn.example.com/b.png', BANNER_SIZES.category);
    expect(banner).toMatchObject({ src: 'https://cdn.example.com/b.png', srcset: undefined, alt: '' });
  });
});

describe('sharingImage', () => {
  it('is the banner at full size on the store view’s site, named by its alt text, else by the page title', () => {
    const banner = bannerView('/c/face.png', BANNER_SIZES.category);
    expect(sharingImage(pl, banner, 'Twarz', cfg)).toEqual({
      image: { url: `${site}/img/1200/400/resize/c/face.png`, width: 1200, height: 400, alt: 'Twarz' },
    });
    expect(sharingImage(pl, { ...banner, alt: 'Krem' }, 'Twarz', cfg).image?.alt).toBe('Krem');
  });

  it('keeps a banner on another host where it is, and is nothing without a banner', () => {
    const banner = bannerView('https://cdn.example.com/b.png', BANNER_SIZES.category);
    expect(sharingImage(pl, banner, 'Twarz', cfg).image?.url).toBe('https://cdn.example.com/b.png');
    expect(sharingImage(pl, undefined, 'Twarz', cfg)).toEqual({});
  });
});
