/**
 * Where the store switcher's links lead: for each enabled store view, the same page in that store view where it is
 * published (switcherTargets: the page's hreflang alternates, `alternatesOf` of src/layouts/page-meta.ts, or those
 * of its canonical page; its own store view, the page itself when it is indexed), else that store view's home
 * page. A store view of the same site gets a path, one of another site an absolute URL.
 */
import { config, site as siteOf, type Config, type StoreCode, type StoreView } from '../../config/index.ts';
import type { Alternate, PageMeta } from '../../layouts/page-meta.ts';
import { buildPath, homeRoute } from '../../routing/index.ts';

export interface SwitcherLink {
  readonly code: StoreCode;
  /** The store view's wording: its link's name is written in it. */
  readonly wording: StoreView['wording'];
  readonly href: string;
  readonly hreflang: string;
  readonly current: boolean;
}

/** The switcher's link to each store view from a page of `current` with these alternates. */
export function switcherLinks(current: StoreCode, alternates: readonly Alternate[], cfg: Config = config()): SwitcherLink[] {
  const here = cfg.storeViews.find((view) => view.code === current);
  return cfg.storeViews.map((view) => {
    const origin = siteOf(view.site, cfg).url;
    const same = alternates.find((a) => a.hreflang === view.hreflang)?.href;
    const absolute = same ?? `${origin}${buildPath(homeRoute(view.code).name)}`;
    const href = view.site === here?.site && absolute.startsWith(`${origin}/`) ? absolute.slice(origin.length) : absolute;
    return { code: view.code, wording: view.wording, href, hreflang: view.hreflang, current: view.code === current };
  });
}

/**
 * The same page in each store view, as the switcher leads (switcherLinks): the page's `switchTo` (a duplicate
 * address: its canonical page's alternates), else its hreflang alternates; for its own store view, when they do not
 * name it (the page alone in its site's store views: the US site), its canonical URL if it is indexed. A page not
 * indexed (search, not-found) keeps its home links.
 */
export function switcherTargets(
  meta: Pick<PageMeta, 'store' | 'alternates' | 'switchTo' | 'indexed' | 'canonical'>,
): readonly Alternate[] {
  const targets = meta.switchTo ?? meta.alternates;
  if (!meta.indexed || targets.some((a) => a.hreflang === meta.store.hreflang)) return targets;
  return [...targets, { hreflang: meta.store.hreflang, href: meta.canonical }];
}
