import { describe, expect, it } from 'vitest';
import { createLimit, LimitFullError } from '../../../../backend/images/limit.ts';

/** A task that runs until released, recording how many tasks ran at once. */
function gauge() {
  let active = 0;
  let peak = 0;
  const started: number[] = [];
  const releases: (() => void)[] = [];
  const task =
    (id: number, fail = false) =>
    async () => {
      active++;
      peak = Math.max(peak, active);
      started.push(id);
      await new Promise<void>((resolve) => releases.push(resolve));
      active--;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { task, releases, started, settle, peak: () => peak };
}

describe('concurrency limit', () => {
  it('refuses a task at once when `maxWaiting` already wait, and takes tasks again once the queue moves', async () => {
    const limit = createLimit(1, 2);
    const g = gauge();
    const queued = [1, 2, 3].map((id) => limit(g.task(id)));
    await expect(limit(g.task(4))).rejects.toBeInstanceOf(LimitFullError);
    await expect(limit(g.task(5))).rejects.toThrow('2 tasks are already waiting');
    g.releases.shift()?.();
    await g.settle();
    const later = limit(g.task(6));
    while (g.started.length < 4 || g.releases.length > 0) {
      g.releases.shift()?.();
      await g.settle();
    }
    expect(await Promise.all([...queued, later])).toEqual([1, 2, 3, 6]);
    expect(g.started).toEqual([1, 2, 3, 6]);
  });

  it('runs at most `max` tasks at once, the others in arrival order', async () => {
    const limit = createLimit(2);
    const g = gauge();
    const results = [1, 2, 3, 4, 5].map((id) => limit(g.task(id)));
    await g.settle();
    expect(g.started).toEqual([1, 2]);
    g.releases.shift()?.();
    await g.settle();
    expect(g.started).toEqual([1, 2, 3]);
    while (g.started.length < 5 || g.releases.length > 0) {
      g.releases.shift()?.();
      await g.settle();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(g.peak()).toBe(2);
  });

  it('a failed task frees its slot and its caller gets the error', async () => {
    const limit = createLimit(1);
    const g = gauge();
    const failing = limit(g.task(1, true));
    const next = limit(g.task(2));
    await g.settle();
    expect(g.started).toEqual([1]);
    g.releases.shift()?.();
    await expect(failing).rejects.toThrow('task 1 failed');
    await g.settle();
    g.releases.shift()?.();
    expect(await next).toBe(2);
    expect(g.peak()).toBe(1);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createLimit(bad)).toThrow(/at least 1/);
  });
});
