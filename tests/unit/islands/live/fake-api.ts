/** A fake live API for the live island's unit tests: answers each call through a function and records the calls. */
import type { LiveApi } from '../../../../src/islands/live/fetch.ts';

export interface Call {
  readonly path: string;
  readonly query: URLSearchParams;
}

/** A fake fetch answering each path through `answer`, recording the calls. */
export function fakeApi(answer: (call: Call) => { status: number; body: unknown }): { api: LiveApi; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const call = { path: url.pathname, query: url.searchParams };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  const api: LiveApi = { baseUrl: 'https://shop.test', storeId: 4, currency: 'PLN', groupId: 0, fetch, log: () => undefined };
  return { api, calls };
}
