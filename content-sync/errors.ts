/**
 * The sync's failures: an unreachable API stops the sync (spec 000 §8 reads a failed fetch as "section
 * left empty", but with no API at all there is nothing to build from); secrets are redacted from
 * every message before it is printed or stored: every form of the token, and the value of any URL's
 * `token` parameter.
 */
import { t } from '../src/i18n/index.ts';

export class ApiUnreachableError extends Error {
  readonly apiUrl: string;
  constructor(apiUrl: string, cause: unknown) {
    super(`Cannot reach the catalogue API at ${apiUrl}: ${causeText(cause)}`, { cause });
    this.name = 'ApiUnreachableError';
    this.apiUrl = apiUrl;
  }
}

/**
 * The content service refused the content token (401): every content section would fail alike, and a build from
 * that would publish a storefront without its content, so the sync stops (a section's other failures leave it
 * empty or keep its previous snapshot, spec 000 §8).
 */
export class ContentTokenRefusedError extends Error {
  constructor(section: string, cause: unknown) {
    super(
      `The content service refused the content token (401) for ${section}: check CONTENT_TOKEN. Original error: ${causeText(cause)}`,
      { cause },
    );
    this.name = 'ContentTokenRefusedError';
  }
}

/**
 * The API answered, but not with a store view's data (store-failure.ts): every request failed, or its catalogue
 * did with nothing of it to keep. A build from that would publish an empty storefront, so the sync stops without
 * writing the store view (its previous snapshot stays whole), as for an unreachable API.
 */
export class StoreViewFailedError extends Error {
  constructor(apiUrl: string, store: string, what: string, first: { readonly section: string; readonly message: string }) {
    super(
      `The API at ${apiUrl} ${what}: nothing of store view ${store} was written (its previous snapshot, if any, is kept). ` +
        `Check that API_URL is the API's address (its origin, without a path) and that the API is up. ` +
        `First error: ${first.section}: ${first.message}`,
    );
    this.name = 'StoreViewFailedError';
  }
}

/** A network error's cause (undici nests it in fetch's TypeError), if any. */
function innerError(error: unknown): Error | undefined {
  return error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
}

/** A network error's code: its cause's, else its own. */
function errorCode(error: unknown): unknown {
  return (innerError(error) as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | null | undefined)?.code;
}

/** The most telling text of a network error: its cause's code and message (undici nests them). */
export function causeText(error: unknown): string {
  const code = errorCode(error);
  const message = innerError(error)?.message || (error instanceof Error ? error.message : String(error));
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

/** An abort by AbortSignal.timeout (the clients' `timeoutMs`). */
export function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/** Network error codes of a kept-alive connection that the API had closed while idle (undici, Node's net). */
const STALE_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * A request sent on a kept-alive connection the API had already closed: the server closes an idle connection
 * after its keep-alive time (Node's 5 s), and a client whose event loop was busy longer (the sync writing a
 * store view's thousands of files) has not yet seen the close when it reuses the connection. The API did not
 * answer it; the same request on a new connection is the standard remedy.
 */
export function isStaleConnection(error: unknown): boolean {
  const code = errorCode(error);
  return typeof code === 'string' && STALE_CONNECTION_CODES.has(code);
}

/** The promise, or its signal's abort reason as soon as the signal aborts (a fetch that ignores its signal still ends). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/**
 * The body passed on chunk by chunk as the client reads it (never buffered here), each read bounded by the
 * signal; a failed read cancels the source and errors the body with `failure(error)`.
 */
function guardedBody(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | null | undefined,
  failure: (error: unknown) => unknown,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await untilAborted(reader.read(), signal);
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      } catch (error) {
        reader.cancel(error).catch(() => undefined);
        controller.error(failure(error));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A fetch that turns a thrown network error into ApiUnreachableError (HTTP errors pass through as responses).
 * The request's signal (the clients' `timeoutMs`, request-timeout.ts: the one time limit) bounds the response
 * and every read of its body, even when `inner` ignores the signal; the body streams through unbuffered.
 * A timeout before the API answered any request is unreachable too, naming the request (token redacted);
 * after, it passes through: the client rejects it as a timeout of that request and the section fails. A request
 * that met a connection the API had closed (isStaleConnection) is sent once more before it counts as a failure:
 * every request of the sync reads, so sending one twice changes nothing. A reset or closed connection that
 * persists is, like a timeout, unreachable before the API answered any request and after it a failure of that
 * request only (`Request to {url} lost its connection: …`: its section fails); other network errors (a refused
 * connection, an unknown host) are an unreachable API at once.
 */
export function guardedFetch(apiUrl: string, inner: typeof fetch, timeoutMs?: number): typeof fetch {
  let answered = false;
  return async (input, init) => {
    const signal = init?.signal;
    const url = redactUrlToken(input instanceof Request ? input.url : String(input));
    const failure = (error: unknown): unknown => {
      if (error instanceof ApiUnreachableError) return error;
      if (answered && isStaleConnection(error)) return new Error(`Request to ${url} lost its connection: ${causeText(error)}`);
      if (!isTimeout(error)) return new ApiUnreachableError(apiUrl, error);
      if (answered) return error;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const after = timeoutMs === undefined ? '' : ` after ${timeoutMs} ms`;
      return new ApiUnreachableError(apiUrl, new Error(`${method} ${url} timed out${after}`));
    };
    let response: Response;
    try {
      response = await untilAborted(
        inner(input, init).catch((error: unknown) => {
          if (!isStaleConnection(error) || signal?.aborted) throw error;
          return inner(input, init);
        }),
        signal,
      );
    } catch (error) {
      throw failure(error);
    }
    answered = true;
    // A status `new Response` refuses (an opaque 0, a 1xx) has no body to guard.
    if (response.body === null || response.status < 200 || response.status > 599) return response;
    const body = guardedBody(response.body, signal, failure);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** The value of every `token` query parameter of a URL in the text, as `***` (up to the next `&`, `#`, space or quote). */
export function redactUrlToken(text: string): string {
  return text.replace(/([?&]token=)[^&#\s"'<>]+/g, '$1***');
}

/**
 * Every form a secret can take in a message or a file: raw, encodeURIComponent, the form encoding of
 * URLSearchParams (which the API clients' URLs use: `~ ! ' ( )` escaped, space as `+`) and inside a JSON string.
 */
export function secretForms(secret: string): string[] {
  if (secret === '') return [];
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  return [...new Set([secret, encodeURIComponent(secret), form, JSON.stringify(secret).slice(1, -1)])];
}

/** Replaces every `token` URL parameter's value and every form of the secrets (secretForms) with `***`. */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  return (text) => forms.reduce((out, secret) => out.split(secret).join('***'), redactUrlToken(text));
}

/** Spec 000 §8's text for a section that failed to load (`error.contentLoad`, in English as the log is). */
export function loadFailure(message: string): string {
  return t('en', 'error.contentLoad', { error: message });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
