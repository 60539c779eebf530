/**
 * The footer of a store view (LOOK.md "Footer"; issue "Static storefront II": footer links to every
 * content page): its pages in four groups — the brand, shopping, advice and help — each page only where
 * the store view builds it: the published routes without parameters, the ambassador when published, the
 * landing pages without a landing parent (their sub-pages are linked from them) and the series pages,
 * and the CMS pages whose entry asks for the footer (`footer: true`).
 */
import type { StoreCode } from '../../config/index.ts';
import type { Translate } from '../../i18n/index.ts';
import { messageTitle } from '../../layouts/page-meta.ts';
import { buildPath, routeByName, routesFor, type RouteDef, type Screen } from '../../routing/index.ts';
import { landingEntries } from '../landing/landing-content.ts';
import { landingPaths } from '../landing/landing-paths.ts';
import { contentPaths } from '../pages/content-routes.ts';
import { staticPages } from '../pages/static-pages.ts';

export interface FooterLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterGroup {
  readonly id: 'brand' | 'shop' | 'advice' | 'help';
  readonly label: string;
  readonly links: readonly FooterLink[];
}

/** Which group each screen's pages belong to, in the footer's order. */
const GROUPS: readonly { readonly id: FooterGroup['id']; readonly screens: readonly Screen[] }[] = [
  { id: 'brand', screens: ['about', 'studies', 'values', 'ambassador', 'streams'] },
  {
    id: 'shop',
    screens: [
      'special-offers',
      'delivery-costs',
      'payment-methods',
      'safe-payment',
      'safe-delivery',
      'pharmacy-finder',
      'external-shops',
    ],
  },
  { id: 'advice', screens: ['blog', 'ask-expert', 'emotopic-landing', 'hair-landing', 'series-landing'] },
  { id: 'help', screens: ['contact', 'cms-page', 'site-map'] },
];

const GROUP_LABELS = {
  brand: 'footer.brand',
  shop: 'footer.shop',
  advice: 'footer.advice',
  help: 'footer.help',
} as const;

export interface FooterInput {
  readonly store: StoreCode;
  /** Whether a route without parameters is a page of its own (published, not a redirect). */
  readonly isListed: (route: RouteDef) => boolean;
  /** A content section of the store view. */
  readonly content: (section: string) => unknown;
  readonly now: Date;
  readonly t: Translate;
  /** The store view's locale: CMS pages are listed by title in its alphabetical order. */
  readonly locale: string;
}

interface ScreenLink {
  readonly screen: Screen;
  readonly link: FooterLink;
}

/** The pages of one content entry the store view builds and the footer lists, with their labels. */
function contentLinks({ store, content, now, t, locale }: FooterInput): ScreenLink[] {
  const pages = staticPages(content('static_pages'));
  const fromContent = contentPaths(store, content, now).flatMap(({ routeName, path, entryId }): ScreenLink[] => {
    const route = routeByName(routeName);
    if (!route) return [];
    if (route.screen === 'ambassador')
      return [{ screen: route.screen, link: { label: t(messageTitle(route).title), href: path } }];
    const page = route.screen === 'cms-page' ? pages.find((p) => p._id === entryId && p.footer === true) : undefined;
    return page ? [{ screen: route.screen, link: { label: page.title ?? page.slug, href: path } }] : [];
  });
  const landing = landingEntries(content('landing_pages'), now);
  const fromLanding = landingPaths(store, content('landing_pages'), now).flatMap(({ routeName, path, entryId }): ScreenLink[] => {
    const route = routeByName(routeName);
    const entry = landing.find((e) => e._id === entryId);
    return route && entry && route.parent === undefined
      ? [{ screen: route.screen, link: { label: entry.title, href: path } }]
      : [];
  });
  const collator = new Intl.Collator(locale);
  const byTitle = (a: ScreenLink, b: ScreenLink) =>
    a.screen === 'cms-page' && b.screen === 'cms-page' ? collator.compare(a.link.label, b.link.label) : 0;
  return [...fromContent.sort(byTitle), ...fromLanding];
}

/** The footer's groups of a store view; groups without links are left out. */
export function footerGroups(input: FooterInput): FooterGroup[] {
  const routes = routesFor(input.store).filter((route) => route.params.length === 0 && input.isListed(route));
  const byScreen: ScreenLink[] = [
    ...routes.map((route) => ({
      screen: route.screen,
      link: { label: input.t(messageTitle(route).title), href: buildPath(route.name) },
    })),
    ...contentLinks(input),
  ];
  return GROUPS.map(({ id, screens }) => ({
    id,
    label: input.t(GROUP_LABELS[id]),
    links: screens.flatMap((screen) => byScreen.filter((x) => x.screen === screen).map((x) => x.link)),
  })).filter((group) => group.links.length > 0);
}
