/**
 * The rules of the menus island (src/islands/enhance/menus.ts) over a stand-in tree: the mobile drawer with two
 * sections, the store switcher beside it, and a node outside every menu.
 */
import { describe, expect, it } from 'vitest';
import {
  menusClosedByClick,
  menusClosedByEscape,
  menusClosedByLeaving,
  menusClosedByOpening,
} from '../../../../src/islands/enhance/menus.ts';

interface FakeNode {
  readonly name: string;
  readonly parent?: FakeNode;
  open: boolean;
  contains(node: FakeNode | null): boolean;
}

function node(name: string, parent?: FakeNode, open = false): FakeNode {
  const self: FakeNode = {
    name,
    open,
    ...(parent ? { parent } : {}),
    contains(other) {
      for (let n: FakeNode | null | undefined = other; n; n = n.parent) if (n === self) return true;
      return false;
    },
  };
  return self;
}

/** The header's menus in document order, each with a link inside, and a paragraph of the page. */
function header({ drawer = false, categories = false, needs = false, switcher = false } = {}) {
  const page = node('page');
  const m = {
    drawer: node('drawer', page, drawer),
    categories: undefined as unknown as FakeNode,
    needs: undefined as unknown as FakeNode,
    switcher: node('switcher', page, switcher),
  };
  m.categories = node('categories', m.drawer, categories);
  m.needs = node('needs', m.drawer, needs);
  const menus = [m.drawer, m.categories, m.needs, m.switcher];
  return {
    ...m,
    menus,
    link: (menu: FakeNode) => node(`${menu.name} link`, menu),
    outside: node('paragraph', page),
  };
}

const names = (menus: readonly FakeNode[]) => menus.map((m) => m.name);

describe('menusClosedByEscape', () => {
  it('closes the innermost open menu holding the focus and gives its summary the focus back', () => {
    const h = header({ drawer: true, categories: true });
    const result = menusClosedByEscape(h.link(h.categories), h.menus);
    expect(names(result.close)).toEqual(['categories']);
    expect(result.refocus?.name).toBe('categories');
  });

  it('closes the drawer next, once the focus is back on a section’s summary in it', () => {
    const h = header({ drawer: true });
    const result = menusClosedByEscape(h.link(h.categories), h.menus);
    expect(names(result.close)).toEqual(['drawer']);
    expect(result.refocus?.name).toBe('drawer');
  });

  it('closes every open menu, moving no focus, when the focus is in none of them', () => {
    const h = header({ categories: true, switcher: true });
    expect(menusClosedByEscape(h.outside, h.menus)).toEqual({ close: [h.categories, h.switcher] });
    expect(menusClosedByEscape(null, h.menus)).toEqual({ close: [h.categories, h.switcher] });
  });

  it('closes nothing when no menu is open', () => {
    const h = header();
    expect(menusClosedByEscape(h.link(h.switcher), h.menus)).toEqual({ close: [] });
  });
});

describe('menusClosedByClick', () => {
  it('closes the open menus that do not hold what was clicked', () => {
    const h = header({ drawer: true, categories: true, switcher: true });
    expect(names(menusClosedByClick(h.outside, h.menus))).toEqual(['drawer', 'categories', 'switcher']);
    expect(names(menusClosedByClick(h.link(h.switcher), h.menus))).toEqual(['drawer', 'categories']);
  });

  it('keeps a menu open, and the drawer around it, when the click is inside it', () => {
    const h = header({ drawer: true, categories: true });
    expect(menusClosedByClick(h.link(h.categories), h.menus)).toEqual([]);
    expect(names(menusClosedByClick(h.link(h.needs), h.menus))).toEqual(['categories']);
  });
});

describe('menusClosedByOpening', () => {
  it('closes the other open menus of the group', () => {
    const h = header({ categories: true, switcher: true });
    expect(names(menusClosedByOpening(h.switcher, h.menus))).toEqual(['categories']);
  });

  it('keeps the drawer a section opens in, and the sections of a drawer that opens', () => {
    const h = header({ drawer: true, categories: true });
    expect(menusClosedByOpening(h.categories, h.menus)).toEqual([]);
    expect(menusClosedByOpening(h.drawer, h.menus)).toEqual([]);
    h.needs.open = true;
    expect(names(menusClosedByOpening(h.needs, h.menus))).toEqual(['categories']);
  });

  it('closes nothing outside the group it is given', () => {
    const h = header({ categories: true, switcher: true });
    expect(menusClosedByOpening(h.switcher, [h.switcher])).toEqual([]);
  });
});

describe('menusClosedByLeaving', () => {
  it('closes every open menu, the drawer with its open section', () => {
    const h = header({ drawer: true, categories: true, switcher: true });
    expect(names(menusClosedByLeaving(h.menus))).toEqual(['drawer', 'categories', 'switcher']);
  });

  it('closes nothing when no menu is open', () => {
    expect(menusClosedByLeaving(header().menus)).toEqual([]);
  });
});
