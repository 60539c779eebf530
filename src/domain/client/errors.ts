/** Which errors become an error notification (spec 001 §8), and the chat-language rule (001 §5, §9). */

export interface TaskErrorContext {
  /** The response code of the queued call. */
  readonly resultCode: number;
  /** The response's result: an error message string, or an object with a message. */
  readonly result: unknown;
  readonly silent?: boolean;
  /** A network error code, such as ENOTFOUND. */
  readonly code?: string;
  readonly refreshInProgress: boolean;
}

/** The message a result carries, if any. */
export function resultMessage(result: unknown): string | null {
  if (typeof result === 'string') return result.trim() === '' ? null : result;
  if (typeof result === 'object' && result !== null && typeof (result as { message?: unknown }).message === 'string') {
    const message = (result as { message: string }).message;
    return message.trim() === '' ? null : message;
  }
  return null;
}

/**
 * A non-200 response with a message in its result gives an error notification (with an OK action),
 * unless the task is silent, the code is ENOTFOUND, or a token refresh is in progress.
 * Returns the message to show, or null.
 */
export function taskErrorNotification(ctx: TaskErrorContext): string | null {
  if (ctx.resultCode === 200 || ctx.silent || ctx.code === 'ENOTFOUND' || ctx.refreshInProgress) return null;
  return resultMessage(ctx.result);
}

export interface GraphQLErrorContext {
  readonly message: string;
  /** `extensions.category`, e.g. graphql-authentication. */
  readonly category?: string;
  /** The operation name, e.g. cart. */
  readonly operation?: string;
}

/** Query API errors are shown, except graphql-authentication (silent) and 'could not find a cart' on the cart query. */
export function shouldNotifyGraphQLError(error: GraphQLErrorContext): boolean {
  if (error.category === 'graphql-authentication') return false;
  if (error.operation === 'cart' && error.message.toLowerCase().includes('could not find a cart')) return false;
  return true;
}

/** The languages the chat widget is loaded for (spec 000 §1, §9: "chat only in pl and en"). */
const CHAT_LANGUAGES: readonly string[] = ['pl', 'en'];

/** The chat widget is shown only for Polish and English (and removed otherwise). */
export function shouldShowChat(lang: string): boolean {
  return CHAT_LANGUAGES.includes(lang);
}
