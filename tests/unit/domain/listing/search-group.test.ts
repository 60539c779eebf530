/** The customer group of product searches (src/domain/listing/search-group.ts). */
import { describe, expect, it } from 'vitest';
import { searchGroup } from '../../../../src/domain/listing/search-group.ts';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';

const guest = { user: null, useOnlyDefaultUserGroupId: false, defaultGroupId: 0 };

describe('A group id and group token are sent with product searches when price tiers are enabled (spec 000 §6)', () => {
  it('sends nothing while price tiers are off, even for a customer with a group and a token', () => {
    expect(searchGroup({ ...guest, priceTiers: false })).toEqual({});
    expect(searchGroup({ ...guest, user: { group_id: 2 }, groupToken: 't', priceTiers: false })).toEqual({});
  });

  it("sends the effective customer group's id: the default group without a customer, and no token", () => {
    expect(searchGroup({ ...guest, priceTiers: true })).toEqual({ groupId: 0 });
    expect(searchGroup({ ...guest, defaultGroupId: 4, priceTiers: true })).toEqual({ groupId: 4 });
  });

  it("sends a customer's group id and group token; the default group's id when only the default group is used", () => {
    const customer = { ...guest, user: { group_id: 2 }, groupToken: 't', priceTiers: true };
    expect(searchGroup(customer)).toEqual({ groupId: 2, groupToken: 't' });
    expect(searchGroup({ ...customer, useOnlyDefaultUserGroupId: true })).toEqual({ groupId: 0, groupToken: 't' });
  });

  it('puts them in the search DSL', () => {
    const request = {
      store: 'pl',
      type: 'product' as const,
      searchQuery: { filters: [] },
      ...searchGroup({ ...guest, priceTiers: true }),
    };
    expect(buildSearchQuery(request)).toMatchObject({ groupId: 0 });
    expect(buildSearchQuery(request)).not.toHaveProperty('groupToken');
  });
});
