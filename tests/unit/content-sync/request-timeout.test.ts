/** Every content-sync request has a time limit: a hung API never stalls the sync. */
import { describe, expect, it } from 'vitest';
import { ApiUnreachableError, guardedFetch } from '../../../content-sync/errors.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, requestTimeoutMs } from '../../../content-sync/request-timeout.ts';
import { fetchSection } from '../../../content-sync/content-fetch.ts';
import { getCollection } from '../../../src/api/index.ts';
import { SettingsError } from '../../../src/config/settings.ts';

/** A fetch that never answers and ignores its signal (the worst case). */
const never: typeof fetch = () => new Promise<Response>(() => undefined);

const PARTIAL = new TextEncoder().encode('{"entries":');
/** A fetch whose answer's body sends its first bytes, then nothing, ignoring the signal; a cancel is recorded. */
const bodyStalls =
  (cancelled: unknown[] = []): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(new ReadableStream({ start: (c) => c.enqueue(PARTIAL), cancel: (reason) => void cancelled.push(reason) })),
    );

/** The `blog_posts` section read through a fetch, 20 ms per request. */
const blogPosts = (fetcher: typeof fetch, token = 't') =>
  fetchSection('blog_posts', { baseUrl: 'http://api.test', token, store: 'pl', lang: 'pl', fetch: fetcher, timeoutMs: 20 });

describe('request timeout', () => {
  it('is SYNC_TIMEOUT_MS milliseconds, 30 s by default; a bad value is an error naming it', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(requestTimeoutMs({})).toBe(30_000);
    expect(requestTimeoutMs({ SYNC_TIMEOUT_MS: ' 1500 ' })).toBe(1500);
    for (const bad of ['0', '-5', '1.5', 'soon'])
      expect(() => requestTimeoutMs({ SYNC_TIMEOUT_MS: bad }), bad).toThrow(
        new SettingsError([
          { name: 'SYNC_TIMEOUT_MS', message: `expected a positive whole number of milliseconds (got ${JSON.stringify(bad)})` },
        ]),
      );
  });

  it('a timeout before the API ever answered is an unreachable API, naming the request with the token redacted', async () => {
    const fetcher = guardedFetch('http://api.test', never, 20);
    const url = 'http://api.test/api/collections/get/x?token=abc%7Edef';
    await expect(fetcher(url, { method: 'POST', signal: AbortSignal.timeout(20) })).rejects.toThrow(
      new ApiUnreachableError(
        'http://api.test',
        new Error('POST http://api.test/api/collections/get/x?token=*** timed out after 20 ms'),
      ),
    );
  });

  it('after the API answered, a timeout fails only that request (the client names it; the section fails)', async () => {
    let calls = 0;
    const inner: typeof fetch = (input, init) => (calls++ === 0 ? Promise.resolve(Response.json({})) : never(input, init));
    const fetcher = guardedFetch('http://api.test', inner, 20);
    await fetcher('http://api.test/first');
    const error: unknown = await fetcher('http://api.test/second', { signal: AbortSignal.timeout(20) }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiUnreachableError);
    expect((error as Error).name).toBe('TimeoutError');
    await expect(blogPosts(fetcher, 'abc~def')).rejects.toThrow(
      /^Request to http:\/\/api\.test\/api\/collections\/get\/blog_posts\?token=.* timed out after 20 ms$/,
    );
  });

  it('a response whose body never ends times out too', async () => {
    await expect(blogPosts(guardedFetch('http://api.test', bodyStalls(), 20))).rejects.toThrow(/timed out after 20 ms$/);
  });

  it('passes the body on as it streams: the response answers before its body ends, never buffered whole', async () => {
    const answered = guardedFetch(
      'http://api.test',
      bodyStalls(),
      20,
    )('http://api.test/big').then((r) => r.body?.getReader().read());
    const late = new Promise((resolve) => setTimeout(() => resolve('buffered'), 200));
    const first = await Promise.race([answered, late]);
    expect(first).toEqual({ done: false, value: PARTIAL });
  });

  it("a body that stalls times out once, with the client's time limit, and its source is cancelled", async () => {
    const cancelled: unknown[] = [];
    const logged: string[] = [];
    const fetcher = guardedFetch('http://api.test', bodyStalls(cancelled), 20);
    const section = getCollection(
      'blog_posts',
      {},
      { baseUrl: 'http://api.test', token: 't', fetch: fetcher, timeoutMs: 20, log: (m) => logged.push(m) },
    );
    await expect(section).rejects.toThrow(/timed out after 20 ms$/);
    expect(logged).toEqual([expect.stringMatching(/timed out after 20 ms$/)]);
    expect(cancelled).toHaveLength(1);
    expect((cancelled[0] as Error).name).toBe('TimeoutError');
  });

  it('a connection lost while the body streams is an unreachable API', async () => {
    const dropped: typeof fetch = () =>
      Promise.resolve(new Response(new ReadableStream({ pull: (c) => c.error(new TypeError('terminated')) })));
    await expect(blogPosts(guardedFetch('http://api.test', dropped, 20))).rejects.toBeInstanceOf(ApiUnreachableError);
  });
});

describe('a request on a connection the API had closed while idle (isStaleConnection)', () => {
  /** fetch's error for a request sent on a kept-alive connection the server had closed (undici's shape). */
  const closed = (code = 'UND_ERR_SOCKET') =>
    new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code }) });

  it('is sent once more on a new connection, and its answer is the answer', async () => {
    const sent: string[] = [];
    const inner: typeof fetch = (input) => {
      sent.push(String(input));
      return sent.length === 1 ? Promise.reject(closed()) : Promise.resolve(Response.json({ ok: true }));
    };
    const response = await guardedFetch('http://api.test', inner, 20)('http://api.test/a', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ ok: true });
    expect(sent).toEqual(['http://api.test/a', 'http://api.test/a']);
  });

  it('stops the sync as an unreachable API when the second sending fails too, and is not sent a third time', async () => {
    let sent = 0;
    const inner: typeof fetch = () => {
      sent++;
      return Promise.reject(closed('ECONNRESET'));
    };
    await expect(guardedFetch('http://api.test', inner, 20)('http://api.test/a')).rejects.toThrow(
      'Cannot reach the catalogue API at http://api.test: ECONNRESET other side closed',
    );
    expect(sent).toBe(2);
  });

  it('after the API answered, a reset that persists after the one resend fails only that request (its section), naming it', async () => {
    let sent = 0;
    const inner: typeof fetch = (input) => {
      sent++;
      return String(input).endsWith('/first') ? Promise.resolve(Response.json({})) : Promise.reject(closed('ECONNRESET'));
    };
    const fetcher = guardedFetch('http://api.test', inner, 20);
    await fetcher('http://api.test/first');
    const error: unknown = await fetcher('http://api.test/a?token=secret').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiUnreachableError);
    expect((error as Error).message).toBe(
      'Request to http://api.test/a?token=*** lost its connection: ECONNRESET other side closed',
    );
    expect(sent).toBe(3);
    await expect(blogPosts(fetcher)).rejects.toThrow(/lost its connection: ECONNRESET other side closed$/);
  });

  it('after the API answered, a refused connection is still an unreachable API, at once', async () => {
    let sent = 0;
    const inner: typeof fetch = () =>
      sent++ === 0 ? Promise.resolve(Response.json({})) : Promise.reject(closed('ECONNREFUSED'));
    const fetcher = guardedFetch('http://api.test', inner, 20);
    await fetcher('http://api.test/first');
    await expect(fetcher('http://api.test/a')).rejects.toBeInstanceOf(ApiUnreachableError);
    expect(sent).toBe(2);
  });

  it('is not resent for any other network error (a refused connection: no API there)', async () => {
    let sent = 0;
    const inner: typeof fetch = () => {
      sent++;
      return Promise.reject(closed('ECONNREFUSED'));
    };
    await expect(guardedFetch('http://api.test', inner, 20)('http://api.test/a')).rejects.toBeInstanceOf(ApiUnreachableError);
    expect(sent).toBe(1);
  });
});
