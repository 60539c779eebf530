/**
 * Which header menus (`<details data-menu>`) close, and which one's summary takes the focus back: the pure
 * rules of the menus island (./MenusIsland.ts). A menu is anything that is open or not and may hold a node;
 * the lists are in document order, so a menu nested in another comes after it.
 */
export interface MenuNode<N> {
  readonly open: boolean;
  contains(node: N | null): boolean;
}

/** Escape: the innermost open menu holding the focus, whose summary takes it back; with the focus in none, every open menu. */
export function menusClosedByEscape<N, M extends MenuNode<N>>(
  focus: N | null,
  menus: readonly M[],
): { readonly close: M[]; readonly refocus?: M } {
  const open = menus.filter((m) => m.open);
  const innermost = open.filter((m) => m.contains(focus)).at(-1);
  return innermost ? { close: [innermost], refocus: innermost } : { close: open };
}

/** A click or tap: every open menu that does not hold what was clicked. */
export function menusClosedByClick<N, M extends MenuNode<N>>(target: N | null, menus: readonly M[]): M[] {
  return menus.filter((m) => m.open && !m.contains(target));
}

/** A menu opening: the other open menus of its group, but not one it lies in or one that lies in it. */
export function menusClosedByOpening<M extends MenuNode<M>>(opened: M, group: readonly M[]): M[] {
  return group.filter((m) => m !== opened && m.open && !m.contains(opened) && !opened.contains(m));
}

/**
 * Leaving the page (`pagehide`): every open menu. A page kept in the back-forward cache comes back as it was left,
 * and Back from a page reached through the menu opened it again over the page.
 */
export function menusClosedByLeaving<M extends { readonly open: boolean }>(menus: readonly M[]): M[] {
  return menus.filter((m) => m.open);
}
