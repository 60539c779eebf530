/** The customer group sent with product searches (spec 000 §6). */
import type { SearchRequest } from '../catalog/types.ts';

/** The group fields of a product search request: none, or the group id with, when there is one, the group token. */
export type SearchGroup = Pick<SearchRequest, 'groupId' | 'groupToken'>;

export interface SearchGroupInput {
  /** The PRICE_TIERS setting. */
  readonly priceTiers: boolean;
  /** The effective customer group's id (effectiveCustomerGroup: the default group without a customer). */
  readonly groupId: number;
  /** The customer's group token, when a customer has one. */
  readonly groupToken?: string;
}

/**
 * Spec 000 §6: a group id and group token are sent with product searches when price tiers are enabled;
 * the token only when the customer has one.
 */
export function searchGroup({ priceTiers, groupId, groupToken }: SearchGroupInput): SearchGroup {
  if (!priceTiers) return {};
  return { groupId, ...(groupToken ? { groupToken } : {}) };
}
