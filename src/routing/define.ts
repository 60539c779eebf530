/**
 * Turns the compact rows of a store view's route table into RouteDefs: prefixes names (and
 * parent/redirect references) with the store code, and derives params, title source and layout.
 */
import type { StoreCode } from '../config/stores.ts';
import { paramsOf } from './pattern.ts';
import { htmlClassFor, layoutFor, titleSourceFor } from './titles.ts';
import type { Layout, RouteDef, Screen } from './types.ts';

/** One row of a route table; `base`, `parent` and `redirectTo` are names without the store prefix. */
export interface RouteRow {
  readonly base: string;
  readonly path: string;
  readonly screen: Screen;
  readonly layout?: Layout;
  readonly parent?: string;
  readonly redirectTo?: string;
  readonly aliases?: readonly string[];
  readonly tab?: number;
  readonly contentSlug?: string;
}

/** Builds the route table of one store view from its rows. */
export function defineRoutes(store: StoreCode, rows: readonly RouteRow[]): readonly RouteDef[] {
  return Object.freeze(
    rows.map((row): RouteDef => {
      const layout = row.layout ?? layoutFor(row.screen);
      const htmlClass = htmlClassFor(layout);
      return Object.freeze({
        name: `${store}-${row.base}`,
        store,
        path: row.path,
        params: paramsOf(row.path),
        screen: row.screen,
        layout,
        title: titleSourceFor(row.screen),
        ...(row.parent !== undefined && { parent: `${store}-${row.parent}` }),
        ...(row.redirectTo !== undefined && { redirectTo: `${store}-${row.redirectTo}` }),
        ...(row.aliases !== undefined && { aliases: row.aliases }),
        ...(row.tab !== undefined && { tab: row.tab }),
        ...(row.contentSlug !== undefined && { contentSlug: row.contentSlug }),
        ...(htmlClass !== undefined && { htmlClass }),
      });
    }),
  );
}
