/**
 * A counting semaphore: at most `max` tasks run at once, the rest wait in arrival order; at most `maxWaiting` wait
 * (default: no bound), a task beyond them is refused at once with LimitFullError, so a flood of work cannot queue
 * without end (each waiting render holds its request open).
 */
import { positiveWhole } from './checks.ts';

export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

export class LimitFullError extends Error {
  readonly waiting: number;
  constructor(waiting: number) {
    super(`${waiting} tasks are already waiting`);
    this.name = 'LimitFullError';
    this.waiting = waiting;
  }
}

export function createLimit(max: number, maxWaiting = Number.POSITIVE_INFINITY): Limit {
  positiveWhole(max, 'concurrency');
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active++;
    else if (waiting.length >= maxWaiting) throw new LimitFullError(waiting.length);
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
