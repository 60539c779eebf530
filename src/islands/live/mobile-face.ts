/**
 * How a price element carries its mobile face (spec 001 §9 "Prices show 2 decimals (mobile 0 decimals)"): its text is
 * the price with decimals, and `data-mobile` the same rounded to whole units; below 768 px the stylesheet shows the
 * attribute in place of the text, as generated content that is not read aloud (styles/price.css), so that screen
 * readers, copying and the page's text keep the exact amount. The Astro price, the search island's card and the
 * live island (which writes both) share it.
 */
import type { PriceFaces } from '../../domain/price/format.ts';

export const MOBILE_FACE_ATTRIBUTE = 'data-mobile';

/** The attribute of an element showing `faces.text`: its mobile face, when that differs from the text. */
export function mobileFace(faces: PriceFaces | undefined): { 'data-mobile'?: string } {
  return faces && faces.mobile !== faces.text ? { [MOBILE_FACE_ATTRIBUTE]: faces.mobile } : {};
}

/** Writes a price's faces into an element: its text, and its mobile face (removed when it is the same). */
export function writeFaces(el: Element, faces: PriceFaces): void {
  if (el.textContent !== faces.text) el.textContent = faces.text;
  const mobile = mobileFace(faces)[MOBILE_FACE_ATTRIBUTE];
  if (mobile === undefined) el.removeAttribute(MOBILE_FACE_ATTRIBUTE);
  else if (el.getAttribute(MOBILE_FACE_ATTRIBUTE) !== mobile) el.setAttribute(MOBILE_FACE_ATTRIBUTE, mobile);
}
