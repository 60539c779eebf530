/** A counting semaphore: at most `max` tasks run at once, the rest wait in arrival order. */
import { positiveWhole } from './checks.ts';

export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimit(max: number): Limit {
  positiveWhole(max, 'concurrency');
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its slot
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
