/**
 * When the built sites are to be built again (src/domain/time-boundaries.ts, scripts/rebuild-at.ts): `dist/.rebuild-at.json`
 * names the earliest time-bound change after the build, one of the snapshot's windows opening or closing; no hero slide
 * of the Polish home page opens or closes between the build and it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseCatalogDate } from '../../src/domain/dates.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { DIST } from './dist.ts';

const file = join(DIST, '.rebuild-at.json');

/** Every opening (a date as written) and close (the instant after its inclusive end) of a date in `value`, in ms. */
function boundaries(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'string') {
    const start = parseCatalogDate(value);
    const end = parseCatalogDate(value, true);
    if (start) into.add(start.getTime());
    if (end) into.add(end.getTime() + 1);
  } else if (Array.isArray(value)) for (const item of value) boundaries(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) boundaries(item, into);
  return into;
}

describe('the instant the built sites are to be built again', () => {
  it('is a window’s opening or close in the snapshot, after the build, and no hero slide changes before it', () => {
    const { at } = JSON.parse(readFileSync(file, 'utf8')) as { at: string | null };
    // The sample data has slides and special prices ahead of the seed's day.
    expect(at).not.toBeNull();
    const instant = Date.parse(at ?? '');
    const built = statSync(file).mtimeMs;
    expect(instant).toBeGreaterThan(built - 10 * 60_000);
    const snapshot = builtSnapshot();
    const hero = snapshot.content('pl', 'hero_slides');
    const known = boundaries([snapshot.products('pl'), hero], new Set());
    expect(known.has(instant), at ?? '').toBe(true);
    const slides = (Array.isArray(hero) ? hero : []) as { publish_from?: string; publish_to?: string }[];
    const slideChanges = [
      ...boundaries(
        slides.map((s) => [s.publish_from, s.publish_to]),
        new Set(),
      ),
    ];
    expect(slideChanges.length).toBeGreaterThan(0);
    expect(slideChanges.filter((t) => t > built && t < instant)).toEqual([]);
  });
});
