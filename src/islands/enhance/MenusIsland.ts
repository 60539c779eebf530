/**
 * The menus island: the header's menus (`<details data-menu>`: the mega-menu's drawer and sections, the store
 * switcher) close on Escape (the focus back on their summary), on a click or tap outside them, and when another
 * menu of their group (the attribute's value) opens, and when the page is left, so that Back does not bring a
 * page back from the browser's cache with its menu open (./menus.ts). A script island hydrated after load
 * (`client:afterload`, mounted by Header.astro); without it the menus are the same native disclosures.
 */
import { scriptIsland } from '../script/define.ts';
import { menusClosedByClick, menusClosedByEscape, menusClosedByLeaving, menusClosedByOpening } from './menus.ts';

const MENUS = 'details[data-menu]';

const close = (menus: readonly HTMLDetailsElement[]): void => menus.forEach((menu) => (menu.open = false));

function startMenus(doc: Document): void {
  // The header's menus are static markup, all in the page when the island hydrates after load.
  const all: readonly HTMLDetailsElement[] = [...doc.querySelectorAll<HTMLDetailsElement>(MENUS)];
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    const { close: closing, refocus } = menusClosedByEscape<Node, HTMLDetailsElement>(doc.activeElement, all);
    close(closing);
    refocus?.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
  doc.addEventListener('click', (event) => close(menusClosedByClick(event.target as Node | null, all)));
  doc.defaultView?.addEventListener('pagehide', () => close(menusClosedByLeaving(all)));
  // `toggle` does not bubble: the capture phase sees every menu open, by its summary, a script or find-in-page.
  doc.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !all.includes(opened)) return;
      const group = all.filter((menu) => menu.dataset['menu'] === opened.dataset['menu']);
      close(menusClosedByOpening(opened, group));
    },
    true,
  );
}

export default scriptIsland<object>((_props, element) => startMenus(element.ownerDocument));
