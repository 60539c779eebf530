/**
 * Errors of the domain rules (spec 000 §8). Each carries an i18n message key and its parameters; the
 * `message` is the English text of the specification with the parameters filled in.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders of a message text. Unknown placeholders are kept as they are. */
export function fillMessage(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export class DomainError extends Error {
  readonly key: string;
  readonly params: MessageParams;

  constructor(key: string, text: string, params: MessageParams = {}) {
    super(fillMessage(text, params));
    this.name = 'DomainError';
    this.key = key;
    this.params = params;
  }
}

/** A catalogue search for an entity type the catalogue has no index of (spec 000 §8). */
export class NoEntityTypeError extends DomainError {
  constructor(type: string) {
    super('error.noEntityType', 'No entity type registered for {type}', { type });
  }
}

/** Product status 2 or higher, visibility 1, or an empty product query. */
export class ProductEmptyError extends DomainError {
  constructor(params: MessageParams = {}) {
    super('error.productEmpty', 'Product query returned empty result', params);
    this.name = 'ProductEmptyError';
  }
}

/** Category not found, or an id below the root id. */
export class CategoryEmptyError extends DomainError {
  constructor(key: string, value: string | number) {
    super('error.categoryEmpty', 'Category query returned empty result {key} = {value}', { key, value });
    this.name = 'CategoryEmptyError';
  }
}

/** No variant of a configurable product remains available. */
export class NoVariantsError extends DomainError {
  constructor() {
    super('error.noVariants', 'No available product variants');
    this.name = 'NoVariantsError';
  }
}
