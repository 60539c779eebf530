import { describe, expect, it } from 'vitest';
import { ALL_GROUPS_ID, effectiveCustomerGroup, selectTierPrice } from '../../../../src/domain/price/tier-price.ts';

const tiers = [
  { customer_group_id: 1, qty: 1, value: 90 },
  { customer_group_id: 1, qty: 5, value: 80 },
  { customer_group_id: 1, qty: 5, value: 75 },
  { customer_group_id: 2, qty: 1, value: 50 },
  { customer_group_id: ALL_GROUPS_ID, qty: 10, value: 70 },
];

describe('selectTierPrice', () => {
  it('picks the tier of the group with the highest quantity not above the ordered qty', () => {
    expect(selectTierPrice(tiers, 1, 1)?.value).toBe(90);
    expect(selectTierPrice(tiers, 4, 1)?.value).toBe(90);
    expect(selectTierPrice(tiers, 12, 1)?.value).toBe(70);
    expect(selectTierPrice(tiers, 3, 2)?.value).toBe(50);
  });
  it('takes the lower value on a tie of quantities', () => {
    expect(selectTierPrice(tiers, 5, 1)?.value).toBe(75);
    // In either order of the list.
    const tie = (values: number[]) => values.map((value) => ({ customer_group_id: 1, qty: 5, value }));
    expect(selectTierPrice(tie([75, 80]), 5, 1)?.value).toBe(75);
    expect(selectTierPrice(tie([80, 75]), 5, 1)?.value).toBe(75);
  });
  it('takes the highest quantity reached even when a tier of a lower quantity is cheaper, wherever it stands in the list', () => {
    const cheapFirst = [
      { customer_group_id: 1, qty: 1, value: 60 },
      { customer_group_id: 1, qty: 5, value: 80 },
    ];
    expect(selectTierPrice(cheapFirst, 5, 1)?.value).toBe(80);
    expect(selectTierPrice([...cheapFirst].reverse(), 5, 1)?.value).toBe(80);
    expect(selectTierPrice([...cheapFirst].reverse(), 4, 1)?.value).toBe(60);
  });
  it('returns nothing for another group, a too small qty or no tiers', () => {
    expect(selectTierPrice(tiers, 3, 7)).toBeUndefined();
    expect(selectTierPrice(tiers, 0, 1)).toBeUndefined();
    expect(selectTierPrice([], 5, 1)).toBeUndefined();
  });
});

describe('effectiveCustomerGroup', () => {
  it('uses the default group when useOnlyDefaultUserGroupId is set or no user is present', () => {
    expect(effectiveCustomerGroup({ user: { group_id: 4 }, useOnlyDefaultUserGroupId: true, defaultGroupId: 0 })).toBe(0);
    expect(effectiveCustomerGroup({ user: null, useOnlyDefaultUserGroupId: false, defaultGroupId: 1 })).toBe(1);
    expect(effectiveCustomerGroup({ useOnlyDefaultUserGroupId: false, defaultGroupId: 1 })).toBe(1);
  });
  it("uses the signed-in customer's group otherwise", () => {
    expect(effectiveCustomerGroup({ user: { group_id: 4 }, useOnlyDefaultUserGroupId: false, defaultGroupId: 0 })).toBe(4);
  });
});
