import { describe, expect, it } from 'vitest';
import { nameSection, reportDropped } from '../../../../src/components/pages/parse.ts';
import { staticPages } from '../../../../src/components/pages/static-pages.ts';
import { recommended } from '../../../../src/components/home/content.ts';
import { visibleOffers } from '../../../../src/components/pages/offers.ts';
import { landingEntries } from '../../../../src/components/landing/landing-content.ts';
import { entry } from '../landing/fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');

/** A section's value named as the build names it, and the warnings it gives. */
function named<T>(store: string, section: string, value: T): { value: T; warnings: string[] } {
  const warnings: string[] = [];
  nameSection(value, store, section, (message) => warnings.push(message));
  return { value, warnings };
}

describe('reportDropped', () => {
  it('names the store view, section and entry of a static page, an offer and a landing page the build drops', () => {
    const pages = named('pl', 'static_pages', [
      { _id: 'terms', slug: 'regulamin', content: '<p>x</p>' },
      { _id: 'no-content', slug: 'no-content', content: ' ' },
    ]);
    const offers = named('hr', 'special_offers', [
      { _id: 'offer-atopic', title: 'Atopic', slug: '', publish_from: null, publish_to: null },
      { _id: 'offer-sun', title: 'Sun', slug: 'sun', publish_from: null, publish_to: null },
    ]);
    const landing = named('en', 'landing_pages', [entry('series'), { ...entry('series-no-title'), title: undefined }]);

    expect(staticPages(pages.value).map((p) => p._id)).toEqual(['terms']);
    expect(visibleOffers(offers.value, now).map((o) => o.id)).toEqual(['offer-sun']);
    expect(landingEntries(landing.value, now).map((e) => e._id)).toEqual(['series']);

    expect(pages.warnings).toEqual(['[content] pl: dropped static_pages entry no-content: content is empty']);
    expect(offers.warnings).toEqual(['[content] hr: dropped special_offers entry offer-atopic: slug is empty']);
    expect(landing.warnings).toEqual([
      '[content] en: dropped landing_pages entry series-no-title: title is missing or not a string',
    ]);
  });

  it('names a singleton the build drops as malformed', () => {
    const block = named('hr', 'recommended', { subtitle: 'For atopic skin' });
    expect(recommended(block.value)).toBeUndefined();
    expect(block.warnings).toEqual(['[content] hr: dropped recommended entry singleton: title is missing or not a string']);
  });

  it('warns once per entry however many pages read the section, and names an entry without an id by its position', () => {
    const pages = named('tn', 'static_pages', [{ slug: 'a', content: '' }, { content: '<p>x</p>' }]);
    for (let i = 0; i < 3; i++) staticPages(pages.value);
    reportDropped(pages.value, 'a', ['again']);
    expect(pages.warnings).toEqual([
      '[content] tn: dropped static_pages entry a: _id is missing or not a string; content is empty',
      '[content] tn: dropped static_pages entry #1: _id is missing or not a string; slug is missing or not a string',
    ]);
  });

  it('says nothing of a value the build did not name (a list inside an entry)', () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(staticPages([{ _id: 'x', slug: 'x', content: '' }])).toEqual([]);
    } finally {
      console.warn = original;
    }
    expect(warnings).toEqual([]);
  });
});
