import { describe, expect, it } from 'vitest';
import { isPlainClick } from '../../../src/islands/clicks.ts';

describe('isPlainClick', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it('handles a main-button click without a modifier', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves a new tab or window, another button and a handled click to the link', () => {
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const)
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
