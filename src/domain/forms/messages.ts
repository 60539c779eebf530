/**
 * Validation message keys (spec 001 §5) and the one convention that carries them through zod.
 *
 * Convention: a zod issue's `message` is the i18n key, optionally followed by `|` and a JSON object of
 * parameters, e.g. `validation.maxChars|{"count":255}`. `issueToMessage(issue)` turns an issue back
 * into `{key, params}` for the UI to translate; `VALIDATION_TEXT` keeps the English text for logs.
 */

/** English texts of every validation key; `{name}` marks a parameter. */
export const VALIDATION_TEXT = {
  'validation.required': 'Field is required',
  'validation.numberPositive': 'Number must be greater than 0',
  'validation.quantityPositive': 'Quantity must be above 0',
  'validation.quantityBelow': 'Quantity must be below {quantity}',
  'validation.quantityInteger': 'Quantity must be positive integer',
  'validation.onlyAvailable': 'Only {maxQuantity} available',
  'validation.nameMin': 'Name must have at least {count} letters.',
  'validation.firstLastNameMin': 'Must have at least {count} characters.',
  'validation.passwordMin': 'Password must have at least {count} characters.',
  'validation.passwordCapital': 'Password must contain a capital letter.',
  'validation.passwordDigit': 'Password must contain a digit.',
  'validation.passwordSpecial': 'Password must contain a special character.',
  'validation.passwordRepeat': 'Passwords must be identical.',
  'validation.zipMin': 'Zip code must have at least {count} characters.',
  'validation.zipFormat': 'Please provide valid zip code',
  'validation.taxIdMin': 'Tax identification number must have at least {count} characters.',
  'validation.phoneMin': 'Phone number must have at least {count} digits.',
  'validation.phoneFormat': 'Please provide valid phone number',
  'validation.email': 'Please provide valid e-mail address.',
  'validation.city': 'Please provide valid city name',
  'validation.street': 'Please provide valid street name',
  'validation.houseNumber': 'Please provide valid house or apartment number, e.g. 10a or 10a/100',
  'validation.maxChars': 'Maximum number of characters is {count}',
  'validation.searchMin': 'Search term must have at least {count} characters.',
  'validation.termsRequired': 'You must accept the terms and conditions.',
  'validation.consentRequired': 'At least one consent must be ticked.',
  'validation.ratingRequired': 'Please choose a star rating.',
  'validation.opinionMin': 'Opinion must have at least {count} letters.',
  'validation.contactRequired': 'Name, subject and content are required.',
  'validation.couponRequired': 'Please enter a discount code.',
} as const;

export type ValidationKey = keyof typeof VALIDATION_TEXT;
export type MessageParams = Readonly<Record<string, string | number>>;

export interface UiMessage {
  readonly key: string;
  readonly params: MessageParams;
}

/** Encodes a key and its parameters as a zod issue message. */
export function validationMessage(key: ValidationKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;
}

/** Decodes an issue (or its message) into the key and parameters for the UI. */
export function issueToMessage(issue: { readonly message: string } | string): UiMessage {
  const message = typeof issue === 'string' ? issue : issue.message;
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(bar + 1));
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      return { key: message.slice(0, bar), params: params as MessageParams };
    }
  } catch {
    // Not our encoding: the whole message is the key.
  }
  return { key: message, params: {} };
}

/** The English text of a message with its parameters filled in, for logs. */
export function englishText(message: UiMessage): string {
  const template: string = (VALIDATION_TEXT as Record<string, string>)[message.key] ?? message.key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in message.params ? String(message.params[name]) : whole));
}

/** The first message per field path (dot-joined), as the UI shows one message under each field. */
export function fieldMessages(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): Record<string, UiMessage> {
  const out: Record<string, UiMessage> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issueToMessage(issue);
  }
  return out;
}
