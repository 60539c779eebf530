/**
 * The fetch wrapper of the typed API clients (browser- and node-safe: only `fetch`). Every response
 * is parsed by a zod schema. An online failure is logged and rejected (ApiError); a failure while
 * offline rejects with OfflineError so that callers can answer with an offline result (spec 000 §7).
 */
import type * as z from 'zod/mini';
import { TIMINGS } from '../config/constants.ts';
import { checkResponse } from '../domain/client/response.ts';

export interface ApiOptions {
  /** Origin (and optional path prefix) of the API, e.g. http://127.0.0.1:4000 */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Set when the caller knows the network is down (e.g. a network TypeError seen before). */
  readonly offline?: boolean;
  /** Where failures are logged; defaults to console.error. */
  readonly log?: (message: string, error: unknown) => void;
  readonly signal?: AbortSignal;
  /**
   * Milliseconds after which the request (response and body) is given up: rejected with an ApiError
   * (status 0) and logged. 0 or absent: TIMINGS.httpTimeoutMs (0: no limit).
   */
  readonly timeoutMs?: number;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The network is offline', cause === undefined ? undefined : { cause });
    this.name = 'OfflineError';
  }
}

/** navigator.onLine === false when a navigator exists. */
export function browserOffline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav !== undefined && nav.onLine === false;
}

function isOffline(opts: ApiOptions): boolean {
  return opts.offline === true || browserOffline();
}

/** The message of an error body: `{code, result: "msg"}` or `{error: "msg"}`. */
export function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { result?: unknown; error?: unknown };
    if (typeof b.result === 'string') return b.result;
    if (typeof b.error === 'string') return b.error;
  }
  return `Request failed with status ${status}`;
}

export function joinUrl(baseUrl: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/** The caller's signal and the timeout's, either of which ends the request. */
function requestSignal(opts: ApiOptions, timeoutMs: number): AbortSignal | undefined {
  const signals = [opts.signal, timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined].filter((s) => s !== undefined);
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

/** The JSON a body holds; undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError';

/** Sends a request and parses the JSON response with `schema`. */
export async function requestJson<T extends z.ZodMiniType>(
  url: string,
  schema: T,
  opts: ApiOptions,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<z.output<T>> {
  const log = opts.log ?? ((message: string, error: unknown) => console.error(message, error));
  const doFetch = opts.fetch ?? globalThis.fetch;
  if (browserOffline()) throw new OfflineError();
  const timeoutMs = opts.timeoutMs || TIMINGS.httpTimeoutMs;
  const signal = requestSignal(opts, timeoutMs);
  /** A network or abort failure: offline, cancelled by the caller (no failure: not logged), timed out, or logged as it is. */
  const failed = (error: unknown): Error => {
    if (error instanceof TypeError && isOffline(opts)) return new OfflineError(error);
    if (opts.signal?.aborted) return error instanceof Error ? error : new Error(String(error));
    if (isTimeout(error)) {
      const timedOut = new ApiError(0, `Request to ${url} timed out after ${timeoutMs} ms`);
      log(timedOut.message, timedOut);
      return timedOut;
    }
    log(`Request to ${url} failed`, error);
    return error instanceof Error ? error : new Error(String(error));
  };
  let response: Response;
  try {
    response = await doFetch(url, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw failed(error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failed(error);
  }
  // Spec 001 §5: a response that is not JSON, or has no body, fails with the specification's message.
  const check = checkResponse({ contentType: response.headers.get('content-type'), body: parseJson(text) });
  if (!check.ok) {
    const error = new ApiError(response.status, `${check.message} (status ${response.status}) ${url}`);
    log(error.message, error);
    throw error;
  }
  const body = check.body;
  if (!response.ok) {
    const error = new ApiError(response.status, errorMessage(body, response.status), body);
    log(`Request to ${url} failed: ${error.message}`, error);
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const error = new ApiError(
      response.status,
      `Unexpected response of ${url}: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
      body,
    );
    log(error.message, error);
    throw error;
  }
  return parsed.data;
}
