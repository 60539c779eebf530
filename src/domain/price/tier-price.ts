/** Price tiers and the customer group they are chosen for (spec 000 §6). */
import type { TierPrice } from '../catalog/types.ts';

/** Magento's "all groups" customer group id: a tier with it applies to every group. */
export const ALL_GROUPS_ID = 32000;

/**
 * The tier for `groupId` (or for all groups) with the highest minimum quantity not above `qty`;
 * on equal quantities the lower value. Undefined when none applies.
 */
export function selectTierPrice(tiers: readonly TierPrice[], qty: number, groupId: number): TierPrice | undefined {
  let best: TierPrice | undefined;
  for (const tier of tiers) {
    if (tier.customer_group_id !== groupId && tier.customer_group_id !== ALL_GROUPS_ID) continue;
    if (tier.qty > qty) continue;
    if (!best || tier.qty > best.qty || (tier.qty === best.qty && tier.value < best.value)) best = tier;
  }
  return best;
}

export interface CustomerGroupInput {
  user?: { group_id: number } | null;
  useOnlyDefaultUserGroupId: boolean;
  defaultGroupId: number;
}

/** The default group is used when useOnlyDefaultUserGroupId is set or no user is present. */
export function effectiveCustomerGroup({ user, useOnlyDefaultUserGroupId, defaultGroupId }: CustomerGroupInput): number {
  if (useOnlyDefaultUserGroupId || !user) return defaultGroupId;
  return user.group_id;
}
