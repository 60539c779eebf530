/**
 * The clients' in-memory caches of answers (spec 000 §7: catalogue search results and stock checks are
 * cached), for the life of the page: a Map kept in use order, so that the least recently used key is
 * its first and goes when the cache is over its bound. Only what a caller stores is kept: the clients
 * store successful answers only.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, T>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The answer kept under `key`, now the most recently used; undefined when none is. */
  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps `value` under `key` (replacing an older one), dropping the least recently used key past the bound. */
  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#max) break;
      this.#entries.delete(oldest);
    }
  }
}
