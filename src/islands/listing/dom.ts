import type { OptionShown } from './state.ts';

/**
 * Shows the pre-rendered cards a listing result names, in its order, and hides the others: the list
 * items (`li[data-sku]` of the `[data-listing]` list) are moved, so the reading and focus order follow
 * the visual order. Items already in place are left alone.
 */
export function showCards(root: ParentNode, visible: readonly string[]): void {
  const list = root.querySelector<HTMLElement>('[data-listing]');
  if (!list) return;
  const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li[data-sku]'));
  const bySku = new Map(items.map((li) => [li.dataset['sku'] ?? '', li]));
  const shown = new Set(visible);
  const order = [...visible.flatMap((sku) => bySku.get(sku) ?? []), ...items.filter((li) => !shown.has(li.dataset['sku'] ?? ''))];
  order.forEach((li, i) => {
    li.hidden = !shown.has(li.dataset['sku'] ?? '');
    const at = list.children[i];
    if (at !== li) list.insertBefore(li, at ?? null);
  });
}

/** The class of a filter chip whose option would show no card (listing.css dims it). */
const EMPTY_OPTION_CLASS = 'filters__option--empty';

/**
 * Writes an option's count into its chip (`.filters__count`, only when it changes) and marks a chip that
 * would show no card disabled (aria-disabled and EMPTY_OPTION_CLASS; the island ignores its activation).
 */
export function showOptionCount(chip: HTMLElement, shown: OptionShown): void {
  const count = chip.querySelector<HTMLElement>('.filters__count');
  if (count && count.textContent !== shown.text) count.textContent = shown.text;
  chip.classList.toggle(EMPTY_OPTION_CLASS, shown.empty);
  if (shown.empty) chip.setAttribute('aria-disabled', 'true');
  else chip.removeAttribute('aria-disabled');
}

/** The disabled filter chip (showOptionCount) an event target is in, if any. */
export function emptyChipOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('a[data-filter][aria-disabled="true"]') : null;
}
