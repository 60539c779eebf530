/** User-facing and log messages of the client mechanics: i18n key → the specification's English text. */
export const CLIENT_TEXT = {
  'auth.refreshFailed': 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  'auth.refreshUnauthorized': 'Error refreshing user token. User is not authorized to access the resource',
  'sync.cartIdMissing': 'The required cartId argument is null. The shopping cart will be re-created.',
  'response.badContentType': 'Error with response - bad content-type!',
  'response.wrongFormat': 'Unhandled error, wrong response format!',
  'notification.ok': 'OK',
} as const;
export type ClientMessageKey = keyof typeof CLIENT_TEXT;

/** A message for the UI (key, translated there) with its English text for logs. */
export interface KeyedMessage {
  readonly key: ClientMessageKey;
  readonly message: string;
}

export function keyed(key: ClientMessageKey): KeyedMessage {
  return { key, message: CLIENT_TEXT[key] };
}
