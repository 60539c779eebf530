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
