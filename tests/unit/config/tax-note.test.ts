/** Which store views' prices carry the note "incl. tax" (StoreView.taxNote). */
import { describe, expect, it } from 'vitest';
import { buildStoreViews } from '../../../src/config/stores.ts';
import { parseSettings } from '../../../src/config/settings.ts';

describe('the US store view’s prices', () => {
  it('prices carry "incl. tax" in every store view but the US one (taxNote)', () => {
    const views = buildStoreViews(parseSettings({}));
    expect(views.filter((v) => !v.taxNote).map((v) => v.code)).toEqual(['us']);
  });
});
