/** The customer group of product searches (src/domain/listing/search-group.ts). */
import { describe, expect, it } from 'vitest';
import { searchGroup } from '../../../../src/domain/listing/search-group.ts';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';

describe('A group id and group token are sent with product searches when price tiers are enabled (spec 000 §6)', () => {
  it('sends nothing while price tiers are off, even for a customer with a group and a token', () => {
    expect(searchGroup({ priceTiers: false, groupId: 0 })).toEqual({});
    expect(searchGroup({ priceTiers: false, groupId: 2, groupToken: 't' })).toEqual({});
  });

  it("sends the group's id, and no token without a customer's", () => {
    expect(searchGroup({ priceTiers: true, groupId: 0 })).toEqual({ groupId: 0 });
    expect(searchGroup({ priceTiers: true, groupId: 4 })).toEqual({ groupId: 4 });
    expect(searchGroup({ priceTiers: true, groupId: 4, groupToken: '' })).toEqual({ groupId: 4 });
  });

  it("sends a customer's group token with the group id", () => {
    expect(searchGroup({ priceTiers: true, groupId: 2, groupToken: 't' })).toEqual({ groupId: 2, groupToken: 't' });
  });

  it('puts them in the search DSL', () => {
    const request = { store: 'pl', type: 'product' as const, searchQuery: { filters: [] } };
    expect(buildSearchQuery({ ...request, ...searchGroup({ priceTiers: true, groupId: 4, groupToken: 't' }) })).toMatchObject({
      groupId: 4,
      groupToken: 't',
    });
    const guest = buildSearchQuery({ ...request, ...searchGroup({ priceTiers: true, groupId: 0 }) });
    expect(guest).toMatchObject({ groupId: 0 });
    expect(guest).not.toHaveProperty('groupToken');
  });
});
