/** The search key of a single-product lookup (spec 000 §5 "Catalogue validation"). */
import { DomainError } from '../errors.ts';

/** A single-product lookup without its search key. */
export class SearchKeyRequiredError extends DomainError {
  constructor() {
    super('error.searchKeyRequired', 'Please provide the search key for the product/single action!');
    this.name = 'SearchKeyRequiredError';
  }
}

/** The product/single action requires its search key: returns it, or throws SearchKeyRequiredError when it is missing or blank. */
export function requireSearchKey(key: string | null | undefined): string {
  if (key === null || key === undefined || key.trim() === '') throw new SearchKeyRequiredError();
  return key;
}
