/**
 * The live price and stock island's mount as built (src/islands/live/Live.astro): its props name the store view,
 * and carry the page's customer group only with price tiers enabled, as the searches do (spec 000 §6), so that
 * render-list answers, without them, the prices the page was built with.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { pageCustomerGroup } from '../../src/catalog/price.ts';
import { homeRoute } from '../../src/routing/index.ts';
import { decodeEntities as decode, readPage } from './dist.ts';

const cfg = loadConfig(process.env);
const stores = cfg.sites.flatMap((site) => site.stores.map((store) => ({ site: site.id, store })));

/** The live island's props on a page, as Astro serialises them (each value as [type, value]). */
function liveProps(html: string): Record<string, [number, unknown]> {
  const island = /<astro-island[^>]*component-url="[^"]*LiveIsland[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  const props = /props="([^"]*)"/.exec(island)?.[1];
  if (props === undefined) throw new Error('no live island on the page');
  return JSON.parse(decode(props)) as Record<string, [number, unknown]>;
}

describe.each(stores)("the live island of the $store store view's home page", ({ site, store }) => {
  it("names the store view, and the page's customer group only with price tiers enabled", () => {
    const props = liveProps(readPage(site, homeRoute(store).path));
    expect(props['storeId']?.[1]).toBe(storeView(store, cfg).storeId);
    expect(props['currency']?.[1]).toBe(storeView(store, cfg).currency);
    if (cfg.settings.priceTiers) expect(props['groupId']?.[1]).toBe(pageCustomerGroup());
    else expect(props).not.toHaveProperty('groupId');
  });
});
