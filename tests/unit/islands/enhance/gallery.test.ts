/** The rules of the product gallery island (src/islands/enhance/gallery.ts). */
import { describe, expect, it } from 'vitest';
import { IN_VIEW, hashSlide, railScrollBy, slideInView, thumbSlide } from '../../../../src/islands/enhance/gallery.ts';

describe('slideInView', () => {
  it('follows the slide that comes at least half into view, whatever its place in the strip', () => {
    expect(slideInView([{ index: 1, ratio: 0.52 }], 0)).toBe(1);
    expect(slideInView([{ index: 16, ratio: IN_VIEW }], 15)).toBe(16);
    expect(slideInView([{ index: 0, ratio: 1 }], -1)).toBe(0);
  });

  it('keeps the current slide while the reported slides are less than half in view', () => {
    expect(slideInView([{ index: 3, ratio: 0.49 }], 2)).toBe(2);
    expect(slideInView([{ index: 2, ratio: 0 }], 2)).toBe(2);
    expect(slideInView([], 4)).toBe(4);
  });

  it('takes the slide most in view of a report of several (the first report names every slide)', () => {
    const first = [
      { index: 0, ratio: 0 },
      { index: 1, ratio: 1 },
      { index: 2, ratio: 0.6 },
      { index: 3, ratio: 0 },
    ];
    expect(slideInView(first, -1)).toBe(1);
    expect(
      slideInView(
        [
          { index: 4, ratio: 0.2 },
          { index: 5, ratio: 0.8 },
        ],
        4,
      ),
    ).toBe(5);
  });
});

describe('slideInView of a report with a slide reported twice', () => {
  const view = (index: number, ratio: number) => ({ index, ratio });
  it('counts each slide as its last view: frames of a busy page delivered together', () => {
    // Measured as a CI run's page delivered them: the strip at the first slide, then at the second.
    expect(slideInView([view(0, 1), view(2, 0), view(0, 0), view(1, 1)], 2)).toBe(1);
    expect(slideInView([view(3, 0.9), view(3, 0.1)], 2)).toBe(2);
  });
});

describe('thumbSlide', () => {
  it('gives the 0-based slide of a 1-based thumbnail, past any fixed count', () => {
    expect(thumbSlide('1', 2)).toBe(0);
    expect(thumbSlide('17', 17)).toBe(16);
  });

  it('gives none for a thumbnail without a slide', () => {
    for (const value of [undefined, '', '0', '18', '2.5', 'x']) expect(thumbSlide(value, 17), String(value)).toBeUndefined();
  });
});

describe('railScrollBy', () => {
  const rail = { top: 100, bottom: 700 };
  it('leaves the rail alone while the current thumbnail is whole in it', () => {
    expect(railScrollBy({ top: 100, bottom: 170 }, rail)).toBe(0);
    expect(railScrollBy({ top: 630, bottom: 700 }, rail)).toBe(0);
  });
  it('scrolls down just enough to show a thumbnail below the rail, and up for one above it', () => {
    expect(railScrollBy({ top: 680, bottom: 750 }, rail)).toBe(50);
    expect(railScrollBy({ top: 900, bottom: 970 }, rail)).toBe(270);
    expect(railScrollBy({ top: 60, bottom: 130 }, rail)).toBe(-40);
  });
  it('shows the top of a thumbnail taller than the rail', () => {
    expect(railScrollBy({ top: 150, bottom: 800 }, rail)).toBe(50);
  });
});

describe('hashSlide', () => {
  const ids = ['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4', 'gallery-5'];

  it('gives the 0-based slide whose id the address’s fragment names', () => {
    expect(hashSlide('#gallery-5', ids)).toBe(4);
    expect(hashSlide('#gallery-1', ids)).toBe(0);
  });

  it('names no slide for no fragment, a bare #, another element’s id or a slide the strip lacks', () => {
    expect(hashSlide('', ids)).toBeUndefined();
    expect(hashSlide('#', ids)).toBeUndefined();
    expect(hashSlide('#main', ids)).toBeUndefined();
    expect(hashSlide('#gallery-6', ids)).toBeUndefined();
    expect(hashSlide('gallery-2', ids)).toBeUndefined();
  });
});
