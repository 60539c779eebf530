/**
 * The sync's failures: an unreachable API stops the sync (spec 000 §8 reads a failed fetch as "section
 * left empty", but with no API at all there is nothing to build from); secrets are redacted from
 * every message before it is printed or stored.
 */

export class ApiUnreachableError extends Error {
  readonly apiUrl: string;
  constructor(apiUrl: string, cause: unknown) {
    super(`Cannot reach the catalogue API at ${apiUrl}: ${causeText(cause)}`, { cause });
    this.name = 'ApiUnreachableError';
    this.apiUrl = apiUrl;
  }
}

/** The most telling text of a network error: its cause's code and message (undici nests them). */
export function causeText(error: unknown): string {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = (inner as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | undefined)?.code;
  const message = inner?.message || (error instanceof Error ? error.message : String(error));
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

/** A fetch that turns a thrown network error into ApiUnreachableError (HTTP errors pass through as responses). */
export function guardedFetch(apiUrl: string, inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await inner(input, init);
    } catch (error) {
      if (error instanceof ApiUnreachableError) throw error;
      throw new ApiUnreachableError(apiUrl, error);
    }
  };
}

/** Replaces every occurrence of the secrets (raw and URI-encoded) with `***`. */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.filter((s) => s !== '').flatMap((s) => [s, encodeURIComponent(s)]))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => forms.reduce((out, secret) => out.split(secret).join('***'), text);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
