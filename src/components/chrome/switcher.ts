/**
 * Where the store switcher's links lead: for each enabled store view, the same page in that store view where it is
 * published (the page's hreflang alternates, `alternatesOf` of src/layouts/page-meta.ts), else that store view's home
 * page. A store view of the same site gets a path, one of another site an absolute URL.
 */
import { config, site as siteOf, type Config, type StoreCode, type StoreView } from '../../config/index.ts';
import type { Alternate } from '../../layouts/page-meta.ts';
import { buildPath, homeRoute } from '../../routing/index.ts';

export interface SwitcherLink {
  readonly code: StoreCode;
  /** The store view's language: its link's name is written in it. */
  readonly lang: StoreView['lang'];
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
    return { code: view.code, lang: view.lang, href, hreflang: view.hreflang, current: view.code === current };
  });
}
