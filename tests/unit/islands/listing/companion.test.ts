import { describe, expect, it, vi } from 'vitest';
import { fetchCompanionText } from '../../../../src/islands/listing/companion.ts';

/** A fetch that answers nothing until its signal aborts it (a hung request). */
const hungFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe('fetching the companion page', () => {
  it('gives up after 10 s unless told otherwise', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      const answer: typeof fetch = () => Promise.resolve(new Response(''));
      await fetchCompanionText('/listing/pl/category/3', { fetchImpl: answer });
      expect(timeout).toHaveBeenLastCalledWith(10_000);
      await fetchCompanionText('/listing/pl/category/3', { fetchImpl: answer, timeoutMs: 250 });
      expect(timeout).toHaveBeenLastCalledWith(250);
    } finally {
      timeout.mockRestore();
    }
  });

  it('rejects a hung request once its time is up, so it counts as a failure', async () => {
    const started = Date.now();
    await expect(fetchCompanionText('/listing/pl/category/3', { timeoutMs: 30, fetchImpl: hungFetch })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('passes a signal to every request and reads the answer', async () => {
    let signal: AbortSignal | null | undefined;
    const fetchImpl: typeof fetch = (_input, init) => {
      signal = init?.signal;
      return Promise.resolve(new Response('<ul data-listing-cards></ul>'));
    };
    expect(await fetchCompanionText('/listing/pl/category/3', { fetchImpl })).toBe('<ul data-listing-cards></ul>');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it('rejects an answer other than 2xx', async () => {
    const fetchImpl: typeof fetch = () => Promise.resolve(new Response('gone', { status: 404 }));
    await expect(fetchCompanionText('/listing/pl/category/3', { fetchImpl })).rejects.toThrow('answered 404');
  });
});
