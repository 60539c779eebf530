/** A price element's mobile face (spec 001 §9 "Prices show 2 decimals (mobile 0 decimals)"): src/islands/live/mobile-face.ts. */
import { describe, expect, it } from 'vitest';
import { MOBILE_FACE_ATTRIBUTE, mobileFace, writeFaces } from '../../../../src/islands/live/mobile-face.ts';

/** The part of an Element writeFaces uses. */
class FakeElement {
  textContent = '';
  readonly attributes = new Map<string, string>();
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
}

describe('mobileFace and writeFaces', () => {
  it('marks an element with its mobile face, none when the faces are the same or there is no price', () => {
    expect(mobileFace({ text: '108,99 zł', mobile: '109 zł' })).toEqual({ [MOBILE_FACE_ATTRIBUTE]: '109 zł' });
    expect(mobileFace({ text: '', mobile: '' })).toEqual({});
    expect(mobileFace(undefined)).toEqual({});
  });

  it('writes the text and the mobile face, and removes the face with an empty price', () => {
    const el = new FakeElement();
    writeFaces(el as unknown as Element, { text: '$12.50', mobile: '$13' });
    expect([el.textContent, el.getAttribute(MOBILE_FACE_ATTRIBUTE)]).toEqual(['$12.50', '$13']);
    writeFaces(el as unknown as Element, { text: '', mobile: '' });
    expect([el.textContent, el.getAttribute(MOBILE_FACE_ATTRIBUTE)]).toEqual(['', null]);
  });
});
