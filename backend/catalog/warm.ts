/**
 * Warming the in-memory catalogue: when the app starts and whenever the catalogue version changes,
 * each store view's documents are loaded and its product full-text index built in the background,
 * in chunks that leave the event loop free, so that no search pays for them. A `products` hook warms what a
 * store's products feed as well (the guest price index, price-index.ts) and says when that goes stale (a
 * special-price boundary): a round runs again then, as it does when the catalogue changes.
 */
import type { Logger } from '../http/logger.ts';
import type { EntityDocs } from './entity-docs.ts';
import { ENTITIES, type CatalogDocs } from './store-docs.ts';

export interface WarmOptions {
  /** How often the catalogue version (and the hook's staleness) is checked; default 1000 ms. */
  readonly checkEveryMs?: number;
  /** Warms more of a store's products; returns when that goes stale (ms since the epoch), Infinity for never. */
  readonly products?: (store: string, docs: EntityDocs) => number;
  /** The clock the hook's staleness is read with; default Date.now. */
  readonly now?: () => number;
}

export interface Warmer {
  /** Resolves when the current warm-up round is done. */
  idle(): Promise<void>;
  stop(): void;
}

export function warmCatalog(
  catalog: CatalogDocs,
  stores: readonly string[],
  logger: Logger,
  { checkEveryMs = 1000, products, now = Date.now }: WarmOptions = {},
): Warmer {
  let round: Promise<void> = Promise.resolve();
  let warmedVersion = '';
  let staleAt = Number.POSITIVE_INFINITY;
  let stopped = false;
  const warm = async (): Promise<void> => {
    const started = performance.now();
    staleAt = Number.POSITIVE_INFINITY;
    for (const store of stores) {
      for (const entity of ENTITIES) {
        if (stopped) return;
        const docs = await catalog.load(store, entity);
        if (entity !== 'product') continue;
        await docs.fullTextAsync();
        if (products) staleAt = Math.min(staleAt, products(store, docs));
      }
    }
    logger.log('debug', 'catalogue warmed', { stores: stores.length, ms: Math.round(performance.now() - started) });
  };
  const check = (): void => {
    let version: string;
    try {
      version = catalog.version.current();
    } catch (error) {
      // The database is gone (closed at shutdown): nothing left to warm.
      stop();
      logger.log('debug', 'catalogue warming stopped', { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (version === warmedVersion && now() < staleAt) return;
    warmedVersion = version;
    staleAt = Number.POSITIVE_INFINITY;
    round = round.then(warm).catch((error: unknown) => {
      logger.log('warn', 'catalogue warming failed', { error: error instanceof Error ? error.message : String(error) });
    });
  };
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  function stop(): void {
    stopped = true;
    clearInterval(timer);
  }
  setImmediate(check);
  return { idle: () => round, stop };
}
