/**
 * Routes registered at run time (spec 000 §2): a name and a path, optionally prefixed with the store
 * code. They are queued until the queue is flushed and added directly afterwards; while a route
 * change is being dispatched the routes are locked and new ones wait until the change is over.
 */
import type { StoreCode } from '../config/stores.ts';
import { storeBasePath } from './build.ts';
import { defineRoutes, type RouteRow } from './define.ts';
import type { RouteDef } from './types.ts';

export interface DynamicRouteInput extends Omit<RouteRow, 'path'> {
  readonly path: string;
  /** Put the store view's URL prefix in front of the path. */
  readonly prefixStoreCode?: boolean;
}

export class DynamicRoutes {
  #queue: RouteDef[] = [];
  #routes: RouteDef[] = [];
  #flushed = false;
  #locked = false;

  /** Registers a route: queued before the first flush or while locked, added directly otherwise. */
  add(store: StoreCode, input: DynamicRouteInput): RouteDef {
    const { prefixStoreCode, ...row } = input;
    const path = prefixStoreCode ? `${storeBasePath(store)}${row.path === '/' ? '' : row.path}` || '/' : row.path;
    const [route] = defineRoutes(store, [{ ...row, path }]);
    if (!route) throw new Error(`Route ${input.base} could not be defined`);
    if (this.#flushed && !this.#locked) this.#routes.push(route);
    else this.#queue.push(route);
    return route;
  }

  /** Adds the queued routes; routes registered afterwards are added directly. */
  flush(): void {
    this.#flushed = true;
    if (!this.#locked) this.#drain();
  }

  /** Runs a route change with the routes locked; routes registered meanwhile are added after it. */
  dispatch<T>(change: () => T): T {
    this.#locked = true;
    try {
      return change();
    } finally {
      this.#locked = false;
      if (this.#flushed) this.#drain();
    }
  }

  /** The routes added so far (queued ones excluded). */
  routes(): readonly RouteDef[] {
    return [...this.#routes];
  }

  /** How many routes wait in the queue. */
  pending(): number {
    return this.#queue.length;
  }

  #drain(): void {
    this.#routes.push(...this.#queue);
    this.#queue = [];
  }
}
