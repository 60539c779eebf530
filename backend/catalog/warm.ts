/**
 * Warming the in-memory catalogue: when the app starts and whenever the catalogue version changes,
 * each store view's documents are loaded and its product full-text index built in the background,
 * in chunks that leave the event loop free, so that no search pays for them.
 */
import type { Logger } from '../http/logger.ts';
import { ENTITIES, type CatalogDocs } from './store-docs.ts';

export interface Warmer {
  /** Resolves when the current warm-up round is done. */
  idle(): Promise<void>;
  stop(): void;
}

export function warmCatalog(catalog: CatalogDocs, stores: readonly string[], logger: Logger, checkEveryMs = 1000): Warmer {
  let round: Promise<void> = Promise.resolve();
  let warmedVersion = '';
  let stopped = false;
  const warm = async (): Promise<void> => {
    const started = performance.now();
    for (const store of stores) {
      for (const entity of ENTITIES) {
        if (stopped) return;
        const docs = await catalog.load(store, entity);
        if (entity === 'product') await docs.fullTextAsync();
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
    if (version === warmedVersion) return;
    warmedVersion = version;
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
