/**
 * A store view's footer groups, worked out once per build from its catalogue (the same on every page; `memoOn`
 * keeps them while the build's catalogue object lives).
 */
import { buildInstant } from '../../config/build-instant.ts';
import { storeView, type StoreCode } from '../../config/index.ts';
import { translator } from '../../i18n/index.ts';
import { isPublished, redirectOf } from '../../layouts/published.ts';
import { memoOn } from '../../catalog/memo.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { footerGroups, type FooterGroup } from './footer-links.ts';

export const footerOf = memoOn((catalog: StoreCatalog): readonly FooterGroup[] => {
  const store = storeView(catalog.store as StoreCode);
  return footerGroups({
    store: store.code,
    isListed: (route) => isPublished(route) && !redirectOf(route),
    content: (section) => catalog.content(section),
    now: buildInstant(),
    t: translator(store.wording),
    locale: store.locale,
  });
});
