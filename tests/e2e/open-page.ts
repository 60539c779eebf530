/** Opening a page of a built site in the e2e tests, and the store views' home pages to open. */
import type { Page } from 'playwright-core';
import { searchPath } from '../../src/components/search/paths.ts';
import { storeView, type Config, type SiteId, type StoreCode } from '../../src/config/index.ts';
import { buildPath, homeRoute } from '../../src/routing/index.ts';
import type { Harness } from './harness.ts';

export interface OpenOptions {
  readonly site?: SiteId;
  readonly width?: number;
  /** Default: a phone's 812 px below 768 px wide, else 900. */
  readonly height?: number;
  readonly hasTouch?: boolean;
  /** Run on the page before it is opened (emulated media, init scripts, routes). */
  readonly setup?: (page: Page) => Promise<unknown>;
}

/** A page of a site in a fresh browser context, once its network is idle; a page not answered 200 fails. */
export async function openPage(h: Pick<Harness, 'context' | 'url'>, path: string, options: OpenOptions = {}): Promise<Page> {
  const { site = 'main', width = 1280, height = width < 768 ? 812 : 900, hasTouch = false, setup } = options;
  const context = await h.context({ width, height, hasTouch });
  const page = await context.newPage();
  await setup?.(page);
  const response = await page.goto(h.url(site, path), { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${site}:${path} answered ${response?.status() ?? 'nothing'}`);
  return page;
}

export interface StoreHome {
  readonly code: StoreCode;
  readonly site: SiteId;
  readonly path: string;
}

/** Every store view's home page, by site; with `searchOnly`, of the store views whose header has a search box. */
export function storeHomes(cfg: Config, { searchOnly = false } = {}): StoreHome[] {
  return cfg.sites.flatMap((site) =>
    site.stores
      .filter((code) => !searchOnly || searchPath(storeView(code, cfg), cfg) !== undefined)
      .map((code) => ({ code, site: site.id, path: buildPath(homeRoute(code).name) })),
  );
}
