/**
 * An island whose script cannot be loaded (Astro retries the import once, then dispatches `astro:hydration-error`
 * on the island) marks the nearest `[data-island-root]` around it `data-island-failed`: its page's CSS then puts
 * a note in place of the controls that would do nothing. Astro still logs the error. Used by the directives of
 * this folder, which are inlined into the pages.
 */
export function markRootOnFailure(island: HTMLElement): void {
  island.addEventListener(
    'astro:hydration-error',
    () => island.closest('[data-island-root]')?.setAttribute('data-island-failed', ''),
    { once: true },
  );
}
