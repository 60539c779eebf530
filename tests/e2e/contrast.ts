/** Colour contrast for the end-to-end tests' checks of computed styles (WCAG 1.4.3, 1.4.11). */

/** WCAG's contrast ratio of two opaque `rgb(r, g, b)` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string): number => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
