/**
 * The stylesheets switch layouts only at the specification's breakpoints (spec 000 §9, 001 §9: mobile 768,
 * tablet 991, desktop 1280; LOOK.md: mobile below 768, tablet 768–991, desktop from 992, wide from 1280).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEWPORT } from '../../../src/config/constants.ts';

/** Where a layout may change: the first pixel of the tablet, desktop and wide ranges. */
const BOUNDARIES = [VIEWPORT.breakpoints.mobile, VIEWPORT.breakpoints.tablet + 1, VIEWPORT.breakpoints.desktop];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(css|astro|tsx)$/.test(d.name) ? [path] : [];
  });
}

/** Each width an @media rule tests, in px: `min` is the first pixel it matches, `max` the last. */
function mediaWidths(text: string): { kind: 'min' | 'max'; px: number; rule: string }[] {
  return [...text.matchAll(/@media[^{]*/g)].flatMap((m) =>
    [...m[0].matchAll(/\((min|max)-width:\s*([0-9.]+)(px|rem|em)\)/g)].map((w) => ({
      kind: w[1] as 'min' | 'max',
      px: Number(w[2]) * (w[3] === 'px' ? 1 : 16),
      rule: m[0].trim(),
    })),
  );
}

/** A `min` width is on a boundary; a `max` width ends within the last pixel before one. */
function onBreakpoint(kind: 'min' | 'max', px: number): boolean {
  return BOUNDARIES.some((b) => (kind === 'min' ? px === b : px >= b - 1 && px < b));
}

describe('breakpoints', () => {
  it('every @media width of the stylesheets is one of the specification breakpoints', () => {
    const found = sources('src').flatMap((file) => mediaWidths(readFileSync(file, 'utf8')).map((w) => ({ ...w, file })));
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((w) => !onBreakpoint(w.kind, w.px))).toEqual([]);
  });

  it('reads min and max widths in px and rem, and refuses widths off the breakpoints', () => {
    expect(mediaWidths('@media (max-width: 47.99rem) { a {} } @media (min-width: 992px) and (max-width: 1279px) {}')).toEqual([
      { kind: 'max', px: 767.84, rule: '@media (max-width: 47.99rem)' },
      { kind: 'min', px: 992, rule: '@media (min-width: 992px) and (max-width: 1279px)' },
      { kind: 'max', px: 1279, rule: '@media (min-width: 992px) and (max-width: 1279px)' },
    ]);
    expect(onBreakpoint('min', 768)).toBe(true);
    expect(onBreakpoint('max', 991)).toBe(true);
    expect(onBreakpoint('min', 1200)).toBe(false);
    expect(onBreakpoint('max', 1280)).toBe(false);
  });
});
