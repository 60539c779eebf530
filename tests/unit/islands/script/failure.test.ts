/**
 * An island whose script cannot be loaded marks its screen's root (markRootOnFailure, used by the
 * `client:afterload` and `client:eager` directives), on Astro's `astro:hydration-error`.
 */
import { describe, expect, it, vi } from 'vitest';
import eager from '../../../../src/islands/script/eager.ts';
import { markRootOnFailure } from '../../../../src/islands/script/failure.ts';
import { islandIn } from './island-stub.ts';

describe('markRootOnFailure', () => {
  it("marks the nearest island root data-island-failed when Astro reports the island's hydration failed, once", () => {
    const root = { setAttribute: vi.fn() };
    const { island, closest } = islandIn(root);
    markRootOnFailure(island as unknown as HTMLElement);
    expect(root.setAttribute).not.toHaveBeenCalled();
    island.dispatchEvent(new Event('astro:hydration-error'));
    expect(closest).toHaveBeenCalledWith('[data-island-root]');
    expect(root.setAttribute).toHaveBeenCalledWith('data-island-failed', '');
    island.dispatchEvent(new Event('astro:hydration-error'));
    expect(root.setAttribute).toHaveBeenCalledTimes(1);
  });

  it('leaves an island without a root as it is', () => {
    const { island, closest } = islandIn(null);
    markRootOnFailure(island as unknown as HTMLElement);
    expect(() => island.dispatchEvent(new Event('astro:hydration-error'))).not.toThrow();
    expect(closest).toHaveBeenCalledTimes(1);
  });
});

describe('client:eager', () => {
  it('hydrates at once, and marks the root when the island then reports a failure', async () => {
    const root = { setAttribute: vi.fn() };
    const { island } = islandIn(root);
    let hydrated = 0;
    await eager(async () => async () => void (hydrated += 1), { name: 'eager', value: 'true' }, island as unknown as HTMLElement);
    expect(hydrated).toBe(1);
    island.dispatchEvent(new Event('astro:hydration-error'));
    expect(root.setAttribute).toHaveBeenCalledWith('data-island-failed', '');
  });
});
